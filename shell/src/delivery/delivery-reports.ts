/**
 * The delivery reports, a chunk loaded once the page is interactive
 * (delivery-start.ts keeps what went wrong until then): it queues what
 * goes wrong with a canaried remote (a load failure or timeout, an error in
 * one of its pages) and starts the sender, which adds the Web Vitals and
 * posts the queue.
 */
import type { FailureListener } from '../remotes/remote-registry';
import {
  type CurrentRoute,
  type EarlyIncident,
  pageErrorOf,
  REMOTE_ERROR_EVENT,
} from './delivery-events';
import { queueLoadFailure, queueReport } from './report-queue';
import { startSending } from './report-sender';

export function startDeliveryReports({
  tenantId,
  current,
  early = [],
  onFailure,
}: {
  tenantId: string;
  current: CurrentRoute;
  early?: EarlyIncident[];
  onFailure: (listener: FailureListener) => unknown;
}): void {
  for (const incident of early) {
    if (incident.kind === 'load')
      queueLoadFailure(
        incident.remote,
        incident.message,
        incident.route,
        incident.at,
      );
    else
      queueReport(
        { kind: 'page-error', remote: incident.remote, route: incident.route },
        true,
        incident.at,
      );
  }
  onFailure(queueLoadFailure);
  window.addEventListener(REMOTE_ERROR_EVENT, (event) => {
    const error = pageErrorOf(event, current);
    if (error) queueReport({ kind: 'page-error', ...error });
  });
  void startSending(tenantId, current);
}
