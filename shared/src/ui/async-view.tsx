import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';

import type { RemoteData } from '@portal/shared/hooks';

import { EmptyState } from './empty-state';

export interface AsyncViewProps<T> {
  data: RemoteData<T>;
  /** Ready data that counts as nothing to show; arrays: when empty. */
  isEmpty?: (value: T) => boolean;
  /** The empty state's text (seed-spec 9 default 暂无数据). */
  empty?: string;
  /** What shows while loading; a skeleton by default. */
  loading?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * The four states of anything loaded from the backend: loading (a
 * skeleton), failed (the message and a 重试 button when the data can load
 * again), empty (the empty state) and the content.
 */
export function AsyncView<T>({
  data,
  isEmpty = isEmptyArray,
  empty = '暂无数据',
  loading = <Skeleton active />,
  children,
}: AsyncViewProps<T>) {
  if (data.status === 'loading') return <>{loading}</>;
  if (data.status === 'error') return <LoadError data={data} />;
  if (isEmpty(data.data)) return <EmptyState text={empty} />;
  return <>{children(data.data)}</>;
}

/** A failed load: the reason, and a way to try again when there is one. */
export function LoadError({
  data,
}: {
  data: { message: string; retry?: () => void };
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={data.message}
      action={
        data.retry && (
          <Button size="small" autoInsertSpace={false} onClick={data.retry}>
            重试
          </Button>
        )
      }
    />
  );
}

function isEmptyArray(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}
