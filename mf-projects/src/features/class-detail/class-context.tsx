import { ApiError } from '@portal/shared/api';
import { useRemoteData } from '@portal/shared/hooks';
import { PortalLink } from '@portal/shared/ui';
import { Alert, Skeleton, Typography } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import {
  CLASS_NOT_FOUND,
  type ClassDetail,
  fetchClassDetail,
} from './class-detail.api';
import { classPaths } from './enrol-action';

/** The class of a page: `?id=<tbtpId>`, '' when absent. */
export function useClassId(): string {
  const [params] = useSearchParams();
  return params.get('id')?.trim() ?? '';
}

type ClassLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: ClassDetail };

/** Loads the class; `version` reloads it (after enrolling). */
export function useClassDetail(id: string, version = 0): ClassLoad {
  const load = useCallback(() => {
    void version;
    return id
      ? fetchClassDetail(id).catch((error: unknown) => {
          if (error instanceof ApiError && error.message === CLASS_NOT_FOUND) {
            return null;
          }
          throw error;
        })
      : Promise.resolve(null);
  }, [id, version]);
  const data = useRemoteData(load);
  if (data.status !== 'ready') return data;
  return data.data
    ? { status: 'ready', data: data.data }
    : { status: 'missing' };
}

/**
 * Loading, error and unknown class (→ /errorCode) of a class page; the
 * children render once the class is known.
 */
export function ClassGate({
  load,
  children,
}: {
  load: ClassLoad;
  children: (c: ClassDetail) => ReactNode;
}) {
  if (load.status === 'loading') return <Skeleton active />;
  if (load.status === 'missing') return <Navigate to="/errorCode" replace />;
  if (load.status === 'error') {
    return <Alert type="error" showIcon title={load.message} />;
  }
  return <>{children(load.data)}</>;
}

/** h1 of a class sub-page, with the class name linking back to it. */
export function ClassPageHeader({
  title,
  detail,
}: {
  title: string;
  detail: ClassDetail;
}) {
  const paths = classPaths(detail.tbtpId, detail.signedIn);
  return (
    <header style={{ marginBottom: 16 }}>
      <PortalLink href={detail.signedIn ? paths.detail : paths.openDetail}>
        ← {detail.name}
      </PortalLink>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 8 }}>
        {title}
      </Typography.Title>
    </header>
  );
}
