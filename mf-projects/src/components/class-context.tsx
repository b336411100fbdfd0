import { ApiError } from '@portal/shared/api';
import { type RemoteData, useRemoteData } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import { Typography } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { CLASS_NOT_FOUND, type ClassDetail } from '@portal/shared/contracts';
import { fetchClassDetail } from '../lib/class-detail.api';
import { classPaths } from '../lib/enrol-action';

/** The class of a page: `?id=<tbtpId>`, '' when absent. */
export function useClassId(): string {
  const [params] = useSearchParams();
  return params.get('id')?.trim() ?? '';
}

/** The class; null when the server does not know it. */
type ClassLoad = RemoteData<ClassDetail | null>;

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
  return useRemoteData(load);
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
  return (
    <AsyncView data={load} isEmpty={() => false}>
      {(detail) =>
        detail ? children(detail) : <Navigate to="/errorCode" replace />
      }
    </AsyncView>
  );
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
