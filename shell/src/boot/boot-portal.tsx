/**
 * Boot order: site and project configuration → the tenant's remote map →
 * each remote's route manifest → one single-spa application per remote →
 * the session and the guard → start. The portal frame renders first, so the
 * header and footer show while remotes load, and a remote that fails never
 * blocks the others.
 */
import {
  configureApi,
  fetchProjectConfig,
  fetchSiteConfig,
} from '@portal/shared/api';
import {
  appStore,
  displayPrefsAtom,
  projectConfigAtom,
  siteConfigAtom,
  userInfoAtom,
} from '@portal/shared/state';
import { isNormalDisplay } from '@portal/shared/display';
import { homePath } from '@portal/shared/routing';
import { provideRemoteModuleLoader } from '@portal/shared/spa';
import { afterFeedbackShown } from '@portal/shared/ui';
import { reportHydrationError } from '@portal/shared/spa';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { actOn, firstPageProceeds, guard, isPublicPath } from '../auth/guard';
import { canOpen, NO_PERMISSION, userRoles } from '../auth/permissions';
import { loadSession, logout } from '../auth/session-actions';
import {
  clearLocalStorage,
  rememberDeviceType,
  sessionResolvedAtom,
} from '../auth/session-state';
import { splitAddressToken } from '../auth/address-token';
import {
  consumeTokenFromUrl,
  installTokenFromUrl,
} from '../auth/token-from-url';
import { adoptFirstScreen } from '../first-screen/adopt-first-screen';
import { PortalFrame } from '../layout/portal-frame';
import { installNavigationEffects } from '../layout/navigation-effects';
import { installDialogTabCycle } from '../ui/dialog-tab-cycle';
import {
  contentStatusAtom,
  type ContentStatus,
  contentStatusFor,
} from '../remotes/content-status';
import { hasCanaries } from '../delivery/delivery-choice';
import { startDelivery } from '../delivery/delivery-start';
import { descriptorsOf, fetchRemoteMap } from '../remotes/remote-map';
import { RemoteRegistry, startRemoteRouting } from '../remotes/remote-registry';
import { legacyRedirect } from '../routing/legacy-url';
import { SHELL_ROUTES } from '../routing/shell-routes';
import { holdDeferredParts } from '../ui/deferred';
import { notify } from '../ui/feedback';
import { applyDocumentMeta } from './document-meta';
import { takeEarlyAnswer } from './early-answers';

/** What single-spa's app-change event carries (names by their new status). */
interface AppChangeDetail {
  appsByNewStatus?: Partial<Record<string, string[]>>;
}

interface RoutingDetail {
  newUrl: string;
  cancelNavigation?: (cancel: Promise<boolean> | boolean) => void;
}

export async function bootPortal(): Promise<void> {
  const legacy = legacyRedirect(
    location.pathname,
    location.search,
    location.hash,
  );
  if (legacy) history.replaceState(null, '', legacy);
  consumeTokenFromUrl();
  // Ahead of the guard's listener below: it finds the token in the session.
  installTokenFromUrl();
  rememberDeviceType();
  window.addEventListener('pagehide', clearLocalStorage);
  configureApi({
    notify,
    // 1.5 s after the 403/409, or later if the warning's code has not
    // come yet: the learner sees why he is signed out.
    onSessionEnd: () => afterFeedbackShown(0, () => void logout()),
    earlyAnswer: takeEarlyAnswer,
  });

  // Every page is a remote's, and every remote renders through the shared
  // router: fetch it while the configuration loads, not after the first
  // remote's entry asks for it (one round trip less before the first page).
  void import('@portal/shared/router');

  const registry = new RemoteRegistry(
    (route) => canOpen(route.chain, userRoles(appStore.get(userInfoAtom))),
    SHELL_ROUTES,
  );
  // Remotes load each other's exposed modules through the shell.
  provideRemoteModuleLoader((remote, exposed) =>
    registry.loadModule(remote, exposed),
  );
  // The configuration is asked for before the frame renders: its answer,
  // not the render, is what the first page waits for.
  const siteLoad = fetchSiteConfig({ silent: true });
  // The project configuration is needed once a user is looked up (the
  // password prompts), not to load the remotes, so nothing waits for it
  // before that; a failure is reported before the first page starts.
  const projectLoad = fetchProjectConfig({ silent: true }).then((project) =>
    appStore.set(projectConfigAtom, project),
  );
  projectLoad.catch(() => undefined);
  await displayModesReady();
  // A page the render tier drew is hydrated, not drawn again.
  const frameReady = renderFrame(registry, adoptFirstScreen());

  const setStatus = (status: ContentStatus) =>
    appStore.set(contentStatusAtom, status);
  const configFailed = (error: unknown) => {
    console.error('[portal] 站点配置加载失败', error);
    history.replaceState(null, '', '/404');
    setStatus({
      kind: 'boot-failed',
      message: '站点配置加载失败，请稍后刷新重试。',
    });
  };
  try {
    const site = await siteLoad;
    appStore.set(siteConfigAtom, site);
    applyDocumentMeta(site);
  } catch (error) {
    configFailed(error);
    return;
  }

  // A signed-in user is looked up while the remotes' manifests load.
  const sessionLoad = loadSession(projectLoad);
  sessionLoad.catch(() => undefined);
  try {
    const tenantId = appStore.get(siteConfigAtom)?.tenantId ?? '';
    const map = await fetchRemoteMap(tenantId);
    // A canary (progressive delivery) chooses each canaried remote's
    // version here, with no request of its own before the page is
    // interactive; a tenant without one runs the map's stable URLs.
    const descriptors = hasCanaries(map)
      ? await startDelivery(map, tenantId, registry).catch(() =>
          descriptorsOf(map),
        )
      : descriptorsOf(map);
    await registry.init(descriptors);
  } catch (error) {
    console.error('[portal] 远程模块清单加载失败', error);
    setStatus({
      kind: 'boot-failed',
      message: '页面服务清单加载失败，请稍后刷新重试。',
    });
    return;
  }

  // The guard's warning comes once per refused address, not on every
  // later update of the same page.
  let refusedPath: string | null = null;
  const updateStatus = () => {
    const status = contentStatusFor(registry, location.pathname);
    const refused = status.kind === 'forbidden' ? location.pathname : null;
    if (refused && refused !== refusedPath) notify('warning', NO_PERMISSION);
    refusedPath = refused;
    setStatus(status);
  };
  registry.subscribe(updateStatus);
  appStore.sub(userInfoAtom, updateStatus);
  window.addEventListener('single-spa:routing-event', () => {
    goHomeFromRoot();
    followRouteRedirect(registry);
    updateStatus();
  });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<RoutingDetail>)
      .detail;
    // Without the token it may carry: the login address's return link
    // must not hand it on.
    const url = new URL(splitAddressToken(newUrl).rest, newUrl);
    if (appStore.get(userInfoAtom)?.id || isPublicPath(registry, url.pathname))
      return;
    cancelNavigation?.(
      guard(registry, url).then((decision) => {
        if (decision.kind === 'redirect')
          setTimeout(() => history.pushState(null, '', decision.to));
        return decision.kind !== 'proceed';
      }),
    );
  });
  installNavigationEffects();
  installDialogTabCycle();
  // npm run bench reads these marks: when single-spa has finished mounting
  // a remote, whichever remote it is and however it renders.
  window.addEventListener('single-spa:app-change', (event) => {
    const detail = (event as CustomEvent<AppChangeDetail>).detail;
    for (const name of detail.appsByNewStatus?.MOUNTED ?? [])
      performance.mark(`portal:mounted:${name}`);
  });

  // The first page: a token in the session means a user to load, whatever
  // the page, so the header and panel show who is signed in.
  try {
    await projectLoad;
  } catch (error) {
    configFailed(error);
    return;
  }
  const outcome = await sessionLoad;
  appStore.set(sessionResolvedAtom, true);
  goHomeFromRoot();
  // A visitor's page may belong to a remote whose routes are still loading.
  const visitor = outcome.kind === 'anonymous' || outcome.kind === 'login';
  if (visitor && !registry.findRoute(location.pathname))
    await registry.routesSettled();
  const first = firstPageProceeds(
    outcome,
    isPublicPath(registry, location.pathname),
  )
    ? ({ kind: 'proceed' } as const)
    : actOn(outcome, location.href);
  if (first.kind === 'leave') return;
  if (first.kind === 'redirect') history.replaceState(null, '', first.to);
  // Remotes mount into the frame's content area.
  await frameReady;
  startRemoteRouting();
}

/**
 * A display mode found on (长者模式…): its styles and tokens are on the page
 * before the frame is drawn, so nothing is first drawn at the normal size,
 * and a stored 十字光标 draws its guide lines. The normal view loads nothing.
 */
async function displayModesReady(): Promise<void> {
  const prefs = appStore.get(displayPrefsAtom);
  if (isNormalDisplay(prefs)) return;
  if (prefs.cursor === 'cross')
    void import('../accessibility/guide-lines').then(
      ({ installGuideLines }) => installGuideLines(),
      () => undefined,
    );
  try {
    (await import('@portal/shared/display/modes')).installDisplayModes();
  } catch (error) {
    // The page is still usable at the normal size.
    console.error('[portal] 显示模式加载失败', error);
  }
}

/**
 * Renders the header, footer and content area as a transition: React works
 * on it in slices between the network answers instead of one long task.
 * Over a page the render tier drew, it hydrates that HTML. Resolves once it
 * is on the page.
 */
function renderFrame(
  registry: RemoteRegistry,
  hydrate: boolean,
): Promise<void> {
  const container = document.getElementById('portal-root');
  if (!container) throw new Error('#portal-root is missing');
  return new Promise((resolve) => {
    const shown = () => {
      holdDeferredParts(false);
      resolve();
    };
    const frame = <PortalFrame registry={registry} onShown={shown} />;
    holdDeferredParts(hydrate);
    startTransition(() => {
      if (hydrate)
        hydrateRoot(container, frame, {
          onRecoverableError: reportHydrationError,
        });
      else createRoot(container).render(frame);
    });
  });
}

/**
 * The bare root is nobody's page: it goes to the home of whoever is there
 * (seed-spec 2.3 and 6), a learner's /home or a visitor's /public.
 */
function goHomeFromRoot(): void {
  if (location.pathname !== '/') return;
  history.replaceState(
    null,
    '',
    homePath(appStore.get(userInfoAtom)) + location.search,
  );
}

/** Routes whose manifest entry has a redirect (e.g. /project → /projectIndex). */
function followRouteRedirect(registry: RemoteRegistry): void {
  const redirect = registry.findRoute(location.pathname)?.route.redirect;
  if (redirect && redirect !== 'noredirect' && redirect !== location.pathname) {
    // single-spa patches replaceState, so this reroutes without a history entry.
    history.replaceState(null, '', redirect);
  }
}
