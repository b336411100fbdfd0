/**
 * The queue of delivery reports (in the reports' chunk): only canaried
 * remotes' reports get in, stamped with the version chosen for this page;
 * the path pattern of the route, never the address.
 */
import {
  type DeliveryIncident,
  type DeliveryReport,
} from '@portal/shared/contracts';
import { isReportableRoute } from '@portal/shared/delivery';

import { reportedVersion } from './delivery-choice';

/**
 * The route of a remote's failure, when its routes never arrived: the
 * gate counts sessions with a failure, whatever the route.
 */
export const UNKNOWN_ROUTE = '/*';

export const reportQueue: DeliveryReport[] = [];
/** One report per kind, remote and route in a page: sessions are counted. */
const seen = new Set<string>();

/** A report before the queue stamps its version and time. */
export type UnstampedReport<R = DeliveryReport> = R extends DeliveryReport
  ? Omit<R, 'version' | 'at'>
  : never;

/**
 * Queues a report about a canaried remote, made at `at`; anything else is
 * dropped.
 */
export function queueReport(
  report: UnstampedReport,
  once = true,
  at = Date.now(),
): void {
  const version = reportedVersion(report.remote);
  if (!version || !isReportableRoute(report.route)) return;
  const key = `${report.kind} ${report.remote} ${report.route}`;
  if (once && seen.has(key)) return;
  seen.add(key);
  reportQueue.push({ ...report, version, at } as DeliveryReport);
}

/** A load failure or timeout of a remote, as the registry tells it. */
export function queueLoadFailure(
  remote: string,
  message: string,
  route: string | null,
  at = Date.now(),
): void {
  const kind: DeliveryIncident['kind'] = /超时|timeout/i.test(message)
    ? 'load-timeout'
    : 'load-failure';
  queueReport({ kind, remote, route: route ?? UNKNOWN_ROUTE }, true, at);
}
