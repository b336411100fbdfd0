import { Alert, Card, Result, Skeleton } from 'antd';
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
        <Result
          status="404"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{missing}</h1>}
          extra={back}
        />
      ) : (
        <>
          <Alert type="error" showIcon title={message} />
          <p style={{ marginTop: 16 }}>{back}</p>
        </>
      )}
    </Card>
  );
}
