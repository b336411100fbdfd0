import { StatusNotice } from '@portal/shared/ui';
import { Alert, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export function DetailLoading() {
  return (
    <Card>
      <Skeleton active />
    </Card>
  );
}

/**
 * A detail that could not be shown: `missing` (e.g. 专题不存在) when the
 * server does not know it, otherwise the error; both with a way back.
 */
export function DetailFailure({
  message,
  missing,
  back,
}: {
  message: string;
  missing: string;
  back: ReactNode;
}) {
  return (
    <Card>
      {message === missing ? (
        <StatusNotice tone="info" level={1} title={missing} action={back} />
      ) : (
        <>
          <Alert type="error" showIcon title={message} />
          <p style={{ marginTop: 16 }}>{back}</p>
        </>
      )}
    </Card>
  );
}
