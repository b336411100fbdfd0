/** What a report batch may hold, and its parser (the collector's). */
import type {
  DeliveryReport,
  ReportBatch,
  VitalMetric,
} from '@portal/shared/contracts';

import { VERSION_PATTERN } from './choice';

/** What a report batch may hold; the collector refuses anything beyond. */
export const REPORT_LIMITS = /*#__PURE__*/ Object.freeze({
  maxReports: 50,
  /** Of the batch written as JSON, in UTF-8. */
  maxBatchBytes: 16 * 1024,
  maxTenantIdLength: 64,
  maxRemoteLength: 64,
  maxVersionLength: 32,
  /** The leading slash and 120 characters. */
  maxRouteLength: 121,
  /** Inclusive ranges of the vitals: ms for LCP and INP, a score for CLS. */
  vitals: /*#__PURE__*/ Object.freeze({
    LCP: /*#__PURE__*/ Object.freeze([0, 120_000] as const),
    INP: /*#__PURE__*/ Object.freeze([0, 120_000] as const),
    CLS: /*#__PURE__*/ Object.freeze([0, 100] as const),
  }) as Readonly<Record<VitalMetric, readonly [number, number]>>,
  /** Epoch ms, 2000-01-01 to 2100-01-01: anything else is a broken clock. */
  at: /*#__PURE__*/ Object.freeze([
    946_684_800_000, 4_102_444_800_000,
  ] as const),
});

/**
 * Messages of a refused batch. Plain literals, so an app that imports none
 * of this keeps none of it (a message read from REPORT_LIMITS would keep
 * both); the tests hold the numbers to the limits.
 */
export const REPORT_MESSAGES = /*#__PURE__*/ Object.freeze({
  malformed: '上报数据格式不正确',
  unknownField: '上报数据含有不允许的字段',
  tooLarge: '上报数据过大（最多 16 KB）',
  tooMany: '一次最多上报 50 条',
  session: '会话标识须为设备指纹的 64 位十六进制哈希',
  tenantId: '租户标识不正确',
  remote: '远程应用名称不正确',
  version: '版本号不正确',
  route: '路由须为不含查询参数和编号的路径模式',
  kind: '上报类型不正确',
  metric: '性能指标不正确',
  value: '指标数值超出范围',
  at: '上报时间不正确',
});

const SESSION = /^[0-9a-f]{64}$/;
const TENANT_ID = /^[A-Za-z0-9._-]+$/;
/** A remote's container name, as reports and the figures' query give it. */
export const REMOTE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A path pattern: no query, no fragment, no colon, no dot, no percent. */
const ROUTE = /^\/[A-Za-z0-9/_*-]{0,120}$/;
/**
 * A segment that looks like an id rather than a name: five digits in a
 * row (record ids, phone and id-card numbers), or a run of 16 hex digits
 * and dashes holding a digit (hashes, UUIDs).
 */
const ID_LIKE = /\d{5}|(?=[0-9a-f-]*\d)[0-9a-f-]{16,}/i;

// Literals, not derived at load time: an app that imports none of the
// parser keeps none of it.
const INCIDENT_KEYS = ['kind', 'remote', 'version', 'route', 'at'];
const VITAL_KEYS = [
  'kind',
  'remote',
  'version',
  'route',
  'at',
  'metric',
  'value',
];
const BATCH_KEYS = ['tenantId', 'session', 'reports'];
const INCIDENT_KINDS = ['load-failure', 'load-timeout', 'page-error'];
const METRICS: readonly string[] = [
  'LCP',
  'INP',
  'CLS',
] satisfies VitalMetric[];

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false, message }) as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Every key is allowed and every required key is there. */
function hasKeys(
  value: Record<string, unknown>,
  keys: readonly string[],
): 'ok' | 'unknown' | 'missing' {
  const own = Object.keys(value);
  if (own.some((key) => !keys.includes(key))) return 'unknown';
  return keys.every((key) => Object.hasOwn(value, key)) ? 'ok' : 'missing';
}

const textOf = (value: unknown, pattern: RegExp, max: number) =>
  typeof value === 'string' && value.length <= max && pattern.test(value);

/** A route's path pattern with no segment that looks like an id. */
export function isReportableRoute(route: unknown): route is string {
  return (
    textOf(route, ROUTE, REPORT_LIMITS.maxRouteLength) &&
    !(route as string).split('/').some((segment) => ID_LIKE.test(segment))
  );
}

const inRange = (value: unknown, [min, max]: readonly [number, number]) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= min &&
  value <= max;

function parseReport(raw: unknown): Parsed<DeliveryReport> {
  if (!isPlainObject(raw)) return refuse(REPORT_MESSAGES.malformed);
  const isVital = raw.kind === 'vital';
  if (!isVital && !INCIDENT_KINDS.includes(raw.kind as string)) {
    return refuse(REPORT_MESSAGES.kind);
  }
  const keys = hasKeys(raw, isVital ? VITAL_KEYS : INCIDENT_KEYS);
  if (keys === 'unknown') return refuse(REPORT_MESSAGES.unknownField);
  if (keys === 'missing') return refuse(REPORT_MESSAGES.malformed);
  const { remote, version, route, at } = raw;
  if (!textOf(remote, REMOTE_NAME_PATTERN, REPORT_LIMITS.maxRemoteLength)) {
    return refuse(REPORT_MESSAGES.remote);
  }
  if (!textOf(version, VERSION_PATTERN, REPORT_LIMITS.maxVersionLength)) {
    return refuse(REPORT_MESSAGES.version);
  }
  if (!isReportableRoute(route)) return refuse(REPORT_MESSAGES.route);
  if (!inRange(at, REPORT_LIMITS.at) || !Number.isInteger(at)) {
    return refuse(REPORT_MESSAGES.at);
  }
  const base = {
    remote: remote as string,
    version: version as string,
    route,
    at: at as number,
  };
  if (!isVital) {
    const kind = raw.kind as 'load-failure' | 'load-timeout' | 'page-error';
    return { ok: true, value: { kind, ...base } };
  }
  if (!METRICS.includes(raw.metric as string)) {
    return refuse(REPORT_MESSAGES.metric);
  }
  const metric = raw.metric as VitalMetric;
  if (!inRange(raw.value, REPORT_LIMITS.vitals[metric])) {
    return refuse(REPORT_MESSAGES.value);
  }
  return {
    ok: true,
    value: { kind: 'vital', ...base, metric, value: raw.value as number },
  };
}

/** Bytes of the body written as JSON, or null when it cannot be written. */
function jsonBytes(body: unknown): number | null {
  try {
    const json = JSON.stringify(body) as string | undefined;
    return json === undefined ? null : new TextEncoder().encode(json).length;
  } catch {
    return null;
  }
}

/**
 * A report batch as the collector accepts it, or why not. Unknown fields
 * are refused, not stripped: a browser sending more than the contract
 * (a user id, an address) is a bug to see, not data to keep.
 */
export function parseReportBatch(
  body: unknown,
): { ok: true; batch: ReportBatch } | { ok: false; message: string } {
  if (!isPlainObject(body)) return refuse(REPORT_MESSAGES.malformed);
  const keys = hasKeys(body, BATCH_KEYS);
  if (keys === 'unknown') return refuse(REPORT_MESSAGES.unknownField);
  if (keys === 'missing') return refuse(REPORT_MESSAGES.malformed);
  const { tenantId, session, reports } = body;
  if (!Array.isArray(reports)) return refuse(REPORT_MESSAGES.malformed);
  if (reports.length > REPORT_LIMITS.maxReports) {
    return refuse(REPORT_MESSAGES.tooMany);
  }
  const bytes = jsonBytes(body);
  if (bytes === null) return refuse(REPORT_MESSAGES.malformed);
  if (bytes > REPORT_LIMITS.maxBatchBytes) {
    return refuse(REPORT_MESSAGES.tooLarge);
  }
  if (!textOf(tenantId, TENANT_ID, REPORT_LIMITS.maxTenantIdLength)) {
    return refuse(REPORT_MESSAGES.tenantId);
  }
  if (typeof session !== 'string' || !SESSION.test(session)) {
    return refuse(REPORT_MESSAGES.session);
  }
  const parsed: DeliveryReport[] = [];
  for (const raw of reports) {
    const report = parseReport(raw);
    if (!report.ok) return report;
    parsed.push(report.value);
  }
  return {
    ok: true,
    batch: { tenantId: tenantId as string, session, reports: parsed },
  };
}
