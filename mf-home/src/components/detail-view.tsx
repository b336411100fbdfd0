import { type RemoteData, useRemoteData } from '@portal/shared/hooks';
import { AsyncView, LoadError, StatusNotice } from '@portal/shared/ui';
import { Card, Skeleton } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The record a detail page's `?id=` names, loaded by `fetchById` (a stable
 * function: a new one loads again). Without an id it fails with `missing`
 * at once, as the server answers an unknown one, so both show the same.
 * `key` names the record's kind (`column`): `column:${id}` keys it for the
 * server's render (useRemoteData).
 */
export function useDetailById<T>(
  fetchById: (id: string) => Promise<T>,
  missing: string,
  key?: string,
): RemoteData<T> {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const load = useCallback(
    () => (id ? fetchById(id) : Promise.reject(new Error(missing))),
    [id, fetchById, missing],
  );
  return useRemoteData(load, key && id ? `${key}:${id}` : undefined);
}

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
