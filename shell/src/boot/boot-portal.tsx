/**
 * Boot order: site and project configuration → the tenant's remote map →
 * each remote's route manifest → one single-spa application per remote →
 * guard → start. The portal frame renders first, so the header and footer
 * show while remotes load, and a remote that fails never blocks the others.
 */
import { fetchProjectConfig, fetchSiteConfig } from '@portal/shared/api';
import {
  appStore,
  projectConfigAtom,
  siteConfigAtom,
} from '@portal/shared/state';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';

import { ensureAccess, isPublicPath } from '../auth/guard';
import { loadUserInfo } from '../auth/session-actions';
import { consumeTokenFromUrl } from '../auth/token-from-url';
import { PortalFrame } from '../layout/portal-frame';
import {
  contentStatusAtom,
  type ContentStatus,
  contentStatusFor,
} from '../remotes/content-status';
import { RemoteRegistry } from '../remotes/remote-registry';
import { fetchRemoteMap } from '../remotes/remote-map';
import { legacyRedirect } from '../routing/legacy-url';
import { applyDocumentMeta } from './document-meta';

export async function bootPortal(): Promise<void> {
  const legacy = legacyRedirect(
    location.pathname,
    location.search,
    location.hash,
  );
  if (legacy) history.replaceState(null, '', legacy);
  consumeTokenFromUrl();

  const container = document.getElementById('portal-root');
  if (!container) throw new Error('#portal-root is missing');
  const root = createRoot(container);
  flushSync(() => root.render(<PortalFrame />));

  const setStatus = (status: ContentStatus) =>
    appStore.set(contentStatusAtom, status);
  let tenantId: string;
  try {
    const [site, project] = await Promise.all([
      fetchSiteConfig(),
      fetchProjectConfig(),
    ]);
    appStore.set(siteConfigAtom, site);
    appStore.set(projectConfigAtom, project);
    applyDocumentMeta(site);
    tenantId = site.tenantId;
  } catch (error) {
    console.error('[portal] 站点配置加载失败', error);
    history.replaceState(null, '', '/404');
    setStatus({
      kind: 'boot-failed',
      message: '站点配置加载失败，请稍后刷新重试。',
    });
    return;
  }

  const registry = new RemoteRegistry();
  try {
    const [descriptors] = await Promise.all([
      fetchRemoteMap(tenantId),
      loadUserInfo(),
    ]);
    await registry.init(descriptors);
  } catch (error) {
    console.error('[portal] 远程模块清单加载失败', error);
    setStatus({
      kind: 'boot-failed',
      message: '页面服务清单加载失败，请稍后刷新重试。',
    });
    return;
  }

  const updateStatus = () =>
    setStatus(contentStatusFor(registry, location.pathname));
  registry.subscribe(updateStatus);
  window.addEventListener('single-spa:routing-event', () => {
    followRouteRedirect(registry);
    updateStatus();
  });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<RoutingDetail>)
      .detail;
    const pathname = new URL(newUrl).pathname;
    if (isPublicPath(registry, pathname)) return;
    cancelNavigation?.(
      ensureAccess(registry, pathname).then((allowed) => !allowed),
    );
  });

  if (!(await ensureAccess(registry, location.pathname))) return;
  start({ urlRerouteOnly: true });
}

interface RoutingDetail {
  newUrl: string;
  cancelNavigation?: (cancel: Promise<boolean> | boolean) => void;
}

/** Routes whose manifest entry has a redirect (e.g. /project → /projectIndex). */
function followRouteRedirect(registry: RemoteRegistry): void {
  const redirect = registry.findRoute(location.pathname)?.route.redirect;
  if (redirect && redirect !== 'noredirect' && redirect !== location.pathname) {
    // single-spa patches replaceState, so this reroutes without a history entry.
    history.replaceState(null, '', redirect);
  }
}
