import type { RemoteData } from '@portal/shared/hooks';
import { AsyncView, LoadError, StatusNotice } from '@portal/shared/ui';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * A detail page's data in a card while it loads or fails: `missing` (e.g.
 * 专题不存在) when the server does not know it, otherwise the error; both
 * with a way back.
 */
export function DetailView<T>({
  data,
  missing,
  back,
  children,
}: {
  data: RemoteData<T>;
  missing: string;
  back: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (data.status === 'error') {
    return (
      <Card>
        {data.message === missing ? (
          <StatusNotice tone="info" level={1} title={missing} action={back} />
        ) : (
          <>
            <LoadError data={data} />
            <p style={{ marginTop: 16 }}>{back}</p>
          </>
        )}
      </Card>
    );
  }
  return (
    <AsyncView
      data={data}
      loading={
        <Card>
          <Skeleton active />
        </Card>
      }
    >
      {children}
    </AsyncView>
  );
}
