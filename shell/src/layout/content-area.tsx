import { useAtomValue } from '@portal/shared/state';
import { useHomePath } from '@portal/shared/routing';
import { PortalLink, RemoteUnavailable, StatusNotice } from '@portal/shared/ui';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

import { firstScreenSlotAtom } from '../first-screen/first-screen-atoms';
import { contentStatusAtom } from '../remotes/content-status';
import {
  type RemoteRegistry,
  SLOT_CONTAINER_ID,
} from '../remotes/remote-registry';

// Operators' page with a table: loaded when opened, not on every boot.
const PortalStatusPage = lazy(async () => ({
  default: (await import('../status/portal-status-page')).PortalStatusPage,
}));
// Few visitors open it: loaded when opened, not on every boot.
const StartClientPage = lazy(async () => ({
  default: (await import('../start-client/start-client-page')).StartClientPage,
}));

/** 返回首页 stands alone: a target big enough for a finger (WCAG 2.5.8). */
const BACK_HOME_STYLE = { display: 'inline-block', padding: '6px 12px' };

/**
 * The area remotes mount into. The slot container is always rendered (only
 * hidden), because single-spa-react roots live inside it and React must not
 * remove them when the shell shows a fallback.
 */
export function ContentArea({ registry }: { registry: RemoteRegistry }) {
  const status = useAtomValue(contentStatusAtom);
  const home = useHomePath();
  const slot = useAtomValue(firstScreenSlotAtom);
  return (
    <>
      {status.kind === 'portal-status' && (
        <Suspense fallback={<Spin />}>
          <PortalStatusPage registry={registry} />
        </Suspense>
      )}
      {status.kind === 'start-client' && (
        <Suspense fallback={<Spin />}>
          <StartClientPage />
        </Suspense>
      )}
      {status.kind === 'loading' && (
        <div style={{ padding: 80, textAlign: 'center' }}>
          <Spin tip="正在加载…">
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </div>
      )}
      {status.kind === 'unavailable' && (
        <RemoteUnavailable onRetry={() => void status.retry()} />
      )}
      {status.kind === 'not-found' && (
        <StatusNotice
          tone="info"
          title="页面不存在"
          detail="您访问的页面不存在或已被移除。"
          action={
            <PortalLink href={home} style={BACK_HOME_STYLE}>
              返回首页
            </PortalLink>
          }
        />
      )}
      {status.kind === 'forbidden' && (
        <StatusNotice
          tone="warning"
          title="没有权限访问此页面"
          detail="您的账号没有访问该页面的权限，如有疑问请联系管理员。"
          action={
            <PortalLink href={home} style={BACK_HOME_STYLE}>
              返回首页
            </PortalLink>
          }
        />
      )}
      {status.kind === 'boot-failed' && (
        <StatusNotice
          tone="error"
          title="站点加载失败"
          detail={status.message}
        />
      )}
      <div
        id={SLOT_CONTAINER_ID}
        hidden={status.kind !== 'remote'}
        // The region the server drew, left to its remote to hydrate.
        {...(slot && { dangerouslySetInnerHTML: slot })}
      />
    </>
  );
}
