/**
 * What the collector does before and after a batch is parsed: reading
 * the body (beacons send JSON as text/plain), the per-session rate, and
 * keeping each tenant's stored reports under their cap.
 */
import { REPORT_LIMITS, REPORT_MESSAGES } from '@portal/shared/delivery';
import type { Request, RequestHandler } from 'json-server';

import { HttpError, mediaType, readBodyText } from '../../platform/http';
import type { StoredDeliveryReport } from './delivery.records';

export const REPORTS_PATH = '/api/portal/delivery/reports';

export const INTAKE_MESSAGES = {
  type: '上报数据须为JSON（application/json 或 text/plain）',
  tooFrequent: '上报过于频繁，请稍后再试',
} as const;

/**
 * Whether a request is for the collector, as Express routes it (paths
 * match case-insensitively, with or without a trailing slash).
 */
export function isReportsRequest(req: Request): boolean {
  return (
    req.path.toLowerCase().replace(/\/+$/, '') === REPORTS_PATH.toLowerCase()
  );
}

/** `navigator.sendBeacon(url, string)` sends text/plain;charset=UTF-8. */
const ACCEPTED_TYPES = ['application/json', 'text/plain'];

/**
 * Reads a report batch into `req.body` in place of the API's body parser:
 * JSON sent as application/json (fetch with keepalive) or text/plain (a
 * beacon, which cannot set another type without a preflight), at most
 * REPORT_LIMITS.maxBatchBytes (413 beyond, the rest drained so the browser
 * can read the answer). The value is left as parsed; parseReportBatch
 * judges its shape.
 */
export const readReportBody: RequestHandler = (req, _res, next) => {
  req.body = {};
  if (req.method !== 'POST') {
    next();
    return;
  }
  readBodyText(
    req,
    next,
    REPORT_LIMITS.maxBatchBytes,
    REPORT_MESSAGES.tooLarge,
    (text) => {
      if (!ACCEPTED_TYPES.includes(mediaType(req)))
        throw new HttpError(415, INTAKE_MESSAGES.type);
      try {
        req.body = JSON.parse(text) as unknown;
      } catch {
        throw new HttpError(400, REPORT_MESSAGES.malformed);
      }
    },
  );
};

export const REPORT_RATE = Object.freeze({ batches: 30, windowMs: 60_000 });

/** Sessions tracked before the ones quiet for a whole window are dropped. */
const SWEEP_AT_SESSIONS = 10_000;

/**
 * Batches per session hash over a sliding window, in memory only: a
 * restart forgets it, which costs nothing but a minute's allowance.
 */
export class ReportRate {
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limit: number = REPORT_RATE.batches,
    private readonly windowMs: number = REPORT_RATE.windowMs,
  ) {}

  /** Counts a batch of `session`; false (and not counted) past the limit. */
  take(session: string): boolean {
    const now = this.now();
    const from = now - this.windowMs;
    if (this.recent.size >= SWEEP_AT_SESSIONS) this.sweep(from);
    const times = (this.recent.get(session) ?? []).filter((t) => t > from);
    if (times.length >= this.limit) {
      this.recent.set(session, times);
      return false;
    }
    times.push(now);
    this.recent.set(session, times);
    return true;
  }

  private sweep(from: number): void {
    for (const [session, times] of this.recent) {
      if ((times.at(-1) ?? 0) <= from) this.recent.delete(session);
    }
  }
}

/**
 * Appends a tenant's new reports and drops that tenant's oldest beyond
 * `cap` (rows are kept in the order received, so the first are the oldest).
 * Changes `rows` in place; other tenants' rows stay as they are.
 */
export function appendCapped(
  rows: StoredDeliveryReport[],
  added: readonly StoredDeliveryReport[],
  tenantId: string,
  cap: number,
): void {
  rows.push(...added);
  let excess =
    rows.reduce((n, row) => (row.tenantId === tenantId ? n + 1 : n), 0) - cap;
  if (excess <= 0) return;
  let kept = 0;
  for (const row of rows) {
    if (excess > 0 && row.tenantId === tenantId) {
      excess--;
      continue;
    }
    rows[kept++] = row;
  }
  rows.length = kept;
}
