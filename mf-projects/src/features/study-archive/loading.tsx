import type { RemoteData } from '@portal/shared/hooks';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** A tab's loading and error states, then its content. */
export function Loading<T>({
  data,
  children,
}: {
  data: RemoteData<T>;
  children: (value: T) => ReactNode;
}) {
  if (data.status === 'loading') return <Skeleton active />;
  if (data.status === 'error')
    return <Alert type="error" showIcon title={data.message} />;
  return <>{children(data.data)}</>;
}
