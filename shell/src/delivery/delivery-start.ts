/**
 * Progressive delivery on this page, for a tenant whose map has a canary.
 * This part is in the boot, so that such a tenant makes no request more
 * than any other before the page is interactive: it chooses each canaried
 * remote's version for this device (and the operator's pin) and keeps what
 * goes wrong meanwhile; once the page is loaded and idle, the reports'
 * chunk (delivery-reports.ts) takes over and sends.
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

/** Runs `task` after the load event and an idle moment. */
function afterLoadAndIdle(task: () => void): void {
  const later = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
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
  afterLoadAndIdle(
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
