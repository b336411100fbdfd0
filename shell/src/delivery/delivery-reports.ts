/**
 * The always-loaded part of the delivery reports: it queues what goes
 * wrong with a canaried remote (a load failure or timeout, an error in one
 * of its pages) and, once the page is interactive, loads the sender
 * (report-sender.ts, its own chunk) that measures the Web Vitals and posts
 * the queue. A tenant whose map has no canary queues nothing and loads no
 * sender.
 */
import { deliveryChoices } from './delivery-choice';
import { type CurrentRoute, queueReport } from './report-queue';

/** What RemoteErrorBoundary (@portal/shared/spa) dispatches on window. */
export const REMOTE_ERROR_EVENT = 'portal:remote-error';

/**
 * Starts the reports when the tenant's map has a canary: listens for the
 * remotes' page errors and, after `load` and an idle moment, loads the
 * sender. Call after the remotes are chosen.
 */
export function startDeliveryReports(
  tenantId: string,
  current: CurrentRoute,
): void {
  if (deliveryChoices().length === 0) return;
  window.addEventListener(REMOTE_ERROR_EVENT, (event) => {
    // A remote names itself as in its spa.tsx (mf-home), the map by its
    // container (mf_home).
    const remote = String(
      (event as CustomEvent<{ remote?: unknown }>).detail?.remote,
    ).replace(/-/g, '_');
    const at = current();
    if (at?.remote === remote)
      queueReport({ kind: 'page-error', remote, route: at.route });
  });
  const send = () =>
    void import(/* webpackChunkName: "delivery-reports" */ './report-sender')
      .then(({ startSending }) => startSending(tenantId, current))
      .catch(() => undefined);
  const later = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(send, { timeout: 5000 })
      : setTimeout(send, 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
