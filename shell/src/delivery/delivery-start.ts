/**
 * Progressive delivery on this page, for a tenant whose map has a canary.
 * This part is in the boot, so that such a tenant makes no request more
 * than any other before the page is interactive: it chooses each canaried
 * remote's version for this device (and the operator's pin) and keeps what
 * goes wrong meanwhile; once the page is interactive, the reports' chunk
 * (delivery-reports.ts) takes over and sends.
 */
import type { RemoteMap } from '@portal/shared/contracts';
import type { RemoteDescriptor } from '@portal/shared/types';

import type { RemoteRegistry } from '../remotes/remote-registry';
import { deliveryChoices, remoteDescriptors } from './delivery-choice';
import {
  type CurrentRoute,
  type EarlyIncident,
  pageErrorOf,
  REMOTE_ERROR_EVENT,
} from './delivery-events';

/** Names by their new status, as single-spa's app-change event gives them. */
interface AppChangeDetail {
  appsByNewStatus?: Partial<Record<string, string[]>>;
}

/** A page whose remote never mounts (it failed, or the page has none) still reports. */
const UNMOUNTED_PAGE_DELAY_MS = 10_000;

/**
 * Runs `task` once the page is interactive: after the first remote has
 * mounted and an idle moment, or UNMOUNTED_PAGE_DELAY_MS after the load
 * event when none does. The load event alone comes before the remotes
 * mount, and an idle moment while their files download is no later.
 */
function whenInteractive(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener('single-spa:app-change', onAppChange);
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  };
  const onAppChange = (event: Event) => {
    const detail = (event as CustomEvent<AppChangeDetail>).detail;
    if (detail?.appsByNewStatus?.MOUNTED?.length) start();
  };
  window.addEventListener('single-spa:app-change', onAppChange);
  const fallback = () => setTimeout(start, UNMOUNTED_PAGE_DELAY_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

export async function startDelivery(
  map: RemoteMap,
  tenantId: string,
  registry: RemoteRegistry,
): Promise<RemoteDescriptor[]> {
  const descriptors = await remoteDescriptors(map);
  // A canary of no remote in the map: nothing runs it, nothing to report.
  if (deliveryChoices().length === 0) return descriptors;
  const current: CurrentRoute = () => {
    const route = registry.findRoute(location.pathname);
    return route && { remote: route.remote, route: route.fullPath };
  };
  // Kept from before the registry starts, so that a remote whose manifest
  // fails at once is reported too.
  const early: EarlyIncident[] = [];
  const stopKeepingFailures = registry.onFailure((remote, message, route) =>
    early.push({ kind: 'load', remote, message, route, at: Date.now() }),
  );
  const keepPageError = (event: Event) => {
    const error = pageErrorOf(event, current);
    if (error) early.push({ kind: 'page-error', ...error, at: Date.now() });
  };
  window.addEventListener(REMOTE_ERROR_EVENT, keepPageError);
  whenInteractive(
    () =>
      void import(
        /* webpackChunkName: "delivery-reports" */ './delivery-reports'
      )
        .then(({ startDeliveryReports }) => {
          stopKeepingFailures();
          window.removeEventListener(REMOTE_ERROR_EVENT, keepPageError);
          startDeliveryReports({
            tenantId,
            current,
            early,
            onFailure: (listener) => registry.onFailure(listener),
          });
        })
        .catch(() => undefined),
  );
  return descriptors;
}
