/**
 * The delivery reports' sender, in the chunk loaded once the page is
 * interactive (delivery-reports.ts): it adds the Web Vitals of the canaried
 * remotes' routes to the queue and posts it to the collector, in batches
 * of at most REPORT_LIMITS.maxReports, every BATCH_INTERVAL_MS when there
 * is something to send and by beacon when the page is hidden. A batch that
 * fails is dropped, never retried: the collector answers 429 to a session
 * that sends too often, and reports are samples, not records.
 */
import {
  type DeliveryReport,
  type ReportBatch,
} from '@portal/shared/contracts';
import { REPORT_LIMITS } from '@portal/shared/delivery';
import { getDeviceFingerprint } from '@portal/shared/api';
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';

import type { CurrentRoute } from './delivery-events';
import { queueReport, reportQueue } from './report-queue';

export const REPORTS_URL = '/api/portal/delivery/reports';
export const BATCH_INTERVAL_MS = 15_000;

/** SHA-256 of the fingerprint in hex, as the batch's session; null without crypto.subtle. */
export async function sessionOf(fingerprint: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest(
    'SHA-256',
    new TextEncoder().encode(fingerprint),
  );
  return Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The next batch's JSON, taken off the queue: at most maxReports reports
 * and maxBatchBytes bytes (those left over wait for the next batch); null
 * when there is nothing to send.
 */
export function takeBatch(tenantId: string, session: string): string | null {
  const reports: DeliveryReport[] = reportQueue.splice(
    0,
    REPORT_LIMITS.maxReports,
  );
  let json = '';
  while (reports.length > 0) {
    json = JSON.stringify({ tenantId, session, reports } satisfies ReportBatch);
    if (new TextEncoder().encode(json).length <= REPORT_LIMITS.maxBatchBytes)
      return json;
    reportQueue.unshift(reports.pop() as DeliveryReport);
  }
  return null;
}

/** A Web Vital of the current route, queued when a canaried remote owns it. */
function queueVital(metric: Metric, route: { remote: string; route: string }) {
  const [min, max] = REPORT_LIMITS.vitals[metric.name as 'LCP'];
  if (!(metric.value >= min && metric.value <= max)) return;
  queueReport(
    {
      kind: 'vital',
      metric: metric.name as 'LCP' | 'INP' | 'CLS',
      value: Math.round(metric.value * 1000) / 1000,
      ...route,
    },
    false,
  );
}

/**
 * Starts measuring and sending; returns a function that stops both
 * (tests). Nothing is sent without crypto.subtle (plain-http sites), as
 * the session could not be written.
 */
export async function startSending(
  tenantId: string,
  current: CurrentRoute,
  fingerprint: () => Promise<string> = getDeviceFingerprint,
): Promise<() => void> {
  const session = await sessionOf(await fingerprint()).catch(() => null);
  if (!session) return () => undefined;
  // web-vitals measures whole page loads: LCP is the landing route's,
  // INP and CLS are given when the page is hidden, for the route then.
  const landing = current();
  onLCP((metric) => landing && queueVital(metric, landing));
  const onNow = (metric: Metric) => {
    const route = current();
    if (route) queueVital(metric, route);
  };
  onINP(onNow);
  onCLS(onNow);

  const post = () => {
    const body = takeBatch(tenantId, session);
    if (!body) return;
    fetch(REPORTS_URL, {
      method: 'POST',
      keepalive: true,
      body,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  };
  const beacon = (event: Event) => {
    if (event.type !== 'pagehide' && document.visibilityState !== 'hidden')
      return;
    const body = takeBatch(tenantId, session);
    // A string body goes as text/plain, which the collector reads as JSON.
    if (body) navigator.sendBeacon(REPORTS_URL, body);
  };
  // Registered after web-vitals' own listeners, so the INP and CLS it
  // gives on hiding are in the beacon.
  document.addEventListener('visibilitychange', beacon);
  window.addEventListener('pagehide', beacon);
  const timer = setInterval(post, BATCH_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', beacon);
    window.removeEventListener('pagehide', beacon);
  };
}
