/**
 * The rules of progressive delivery (the wire shapes are the contract's
 * delivery.ts) that the shell, the collector and the gate all apply: which
 * version a learner runs, what a report batch may hold, and what the gate
 * decides. Pure: no DOM, no Node API, so they run the same in the browser
 * and in Node. A module of their own rather than a contract rules file:
 * through the contract's index the shell's entry would carry the code its
 * delivery chunk uses.
 */
import type {
  DeliveryPin,
  DeliveryReport,
  GateBasis,
  GateDecision,
  GatePolicy,
  GateViolation,
  RemoteChoice,
  RemoteMap,
  ReportBatch,
  VersionFigures,
  VitalMetric,
} from '@portal/shared/contracts';

/** Buckets a learner falls into per remote; a share of 1 % is 100 of them. */
export const BUCKETS = 10_000;

/** UTF-8 bytes of a string, written out so nothing depends on TextEncoder. */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000)
      bytes.push(
        0xe0 | (code >> 12),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes;
}

/**
 * The learner's bucket for one remote, in [0, BUCKETS): FNV-1a (32 bits)
 * of the UTF-8 of `fingerprint NUL remote`, mixed by murmur3's fmix32 so
 * that ids differing in their last characters still land far apart. The
 * remote is part of the key, so being on one remote's candidate says
 * nothing about another's. Changing this function reshuffles every learner.
 */
export function bucketOf(fingerprint: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8(`${fingerprint}\u0000${remote}`)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % BUCKETS;
}

/**
 * Whether a bucket runs the candidate at a share (percent): the lowest
 * buckets do, so raising the share keeps everyone already on it there.
 */
export function runsCandidate(bucket: number, share: number): boolean {
  return bucket < share * (BUCKETS / 100);
}

/** A version as it may appear in a manifest URL's folder and in a report. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,31}$/;

/** A manifest URL of the versioned layout: /<app>/<version>/mf-manifest.json. */
const MANIFEST_URL = /^(\/[^/]+\/)([^/]+)(\/mf-manifest\.json)$/;

/** The version folder a manifest URL names, or null for another layout. */
export function versionOfEntry(entry: string): string | null {
  return MANIFEST_URL.exec(entry)?.[2] ?? null;
}

/**
 * The version of `remote` a learner runs: the candidate when the map has a
 * usable canary for it and the learner's bucket falls within its share (or
 * the operator pinned their session to it), else the stable version. A
 * canary that cannot be loaded safely (no version folder in the stable URL
 * to swap, a version that is not a plain folder name, a share that is not a
 * number) counts as none. Null when the map does not name the remote.
 */
export function chooseVersion(
  map: RemoteMap,
  remote: string,
  fingerprint: string,
  pin?: DeliveryPin,
): RemoteChoice | null {
  const entry = map.remotes?.[remote];
  if (typeof entry !== 'string') return null;
  const stable: RemoteChoice = {
    track: 'stable',
    version: versionOfEntry(entry),
    entry,
  };
  const canary = map.canaries?.[remote];
  if (
    pin === 'stable' ||
    !canary ||
    stable.version === null ||
    typeof canary.version !== 'string' ||
    !VERSION_PATTERN.test(canary.version) ||
    canary.version === stable.version ||
    typeof canary.share !== 'number' ||
    !Number.isFinite(canary.share)
  ) {
    return stable;
  }
  const candidate: RemoteChoice = {
    track: 'candidate',
    version: canary.version,
    entry: entry.replace(MANIFEST_URL, `$1${canary.version}$3`),
  };
  if (pin === 'candidate') return candidate;
  return runsCandidate(bucketOf(fingerprint, remote), canary.share)
    ? candidate
    : stable;
}

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
    return json === undefined ? null : utf8(json).length;
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

/**
 * The p-th percentile (0–1) by nearest rank: the smallest value with at
 * least p of the values at or below it, always one of the values. Null for
 * no values.
 */
export function percentile(
  values: readonly number[],
  p: number,
): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(Math.min(Math.max(p, 0), 1) * sorted.length);
  return sorted[Math.max(rank, 1) - 1] ?? null;
}

/** The gate of a tenant that configured none. */
export const DEFAULT_GATE_POLICY: Readonly<GatePolicy> =
  /*#__PURE__*/ Object.freeze({
    windowMinutes: 60,
    minSessions: 200,
    maxLoadFailureRateIncrease: 0.02,
    maxErrorRateIncrease: 0.02,
    maxLcpP75Ratio: 1.2,
    steps: [10, 50, 100],
    onHealthy: 'step',
  });

/**
 * Rates and ratios are compared with this much room, so that a value
 * exactly at the limit (2 points more, 1.2 times) passes despite floating
 * point (0.03 - 0.01 is 0.019999…, 0.07 - 0.05 is 0.020000…2).
 */
const TOLERANCE = 1e-9;

const rate = (count: number, sessions: number) =>
  sessions > 0 ? count / sessions : 0;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function violations(
  stable: VersionFigures,
  candidate: VersionFigures,
  policy: GatePolicy,
): GateViolation[] {
  const found: GateViolation[] = [];
  const rates = [
    {
      rule: 'load-failure-rate',
      name: '加载失败率',
      of: (f: VersionFigures) => rate(f.loadFailureSessions, f.sessions),
      increase: policy.maxLoadFailureRateIncrease,
    },
    {
      rule: 'error-rate',
      name: '页面错误率',
      of: (f: VersionFigures) => rate(f.errorSessions, f.sessions),
      increase: policy.maxErrorRateIncrease,
    },
  ] as const;
  for (const { rule, name, of, increase } of rates) {
    const [was, is] = [of(stable), of(candidate)];
    if (is - was > increase + TOLERANCE) {
      found.push({
        rule,
        stable: was,
        candidate: is,
        limit: was + increase,
        message: `候选版本${name} ${percent(is)}，稳定版本 ${percent(was)}，超出允许的 ${percent(increase)}`,
      });
    }
  }
  if (
    stable.lcpSamples > 0 &&
    candidate.lcpSamples > 0 &&
    stable.lcpP75 !== null &&
    candidate.lcpP75 !== null
  ) {
    const limit = stable.lcpP75 * policy.maxLcpP75Ratio;
    if (candidate.lcpP75 > limit * (1 + TOLERANCE)) {
      found.push({
        rule: 'lcp-p75',
        stable: stable.lcpP75,
        candidate: candidate.lcpP75,
        limit,
        message: `候选版本 LCP p75 ${Math.round(candidate.lcpP75)} ms，超过稳定版本 ${Math.round(stable.lcpP75)} ms 的 ${policy.maxLcpP75Ratio} 倍`,
      });
    }
  }
  return found;
}

/**
 * What the gate does with a candidate at `currentShare` percent, given
 * both versions' figures over the policy's window: wait while a side has
 * fewer than minSessions sessions; roll back when a rule is broken (every
 * broken rule is listed); otherwise step to the next share of the policy's
 * steps above the current one, promoting when that is 100 or there is
 * none (Infinity), or leave the step to a human (onHealthy 'wait').
 */
export function decideGate(
  stable: VersionFigures,
  candidate: VersionFigures,
  currentShare: number,
  policy: GatePolicy,
): GateDecision {
  const basis: GateBasis = { stable, candidate, share: currentShare };
  const needed = Math.max(policy.minSessions, 1);
  if (stable.sessions < needed || candidate.sessions < needed) {
    return {
      kind: 'wait',
      reason: `会话数不足：稳定版本 ${stable.sessions}，候选版本 ${candidate.sessions}，每边至少 ${needed}`,
      basis,
    };
  }
  const reasons = violations(stable, candidate, policy);
  if (reasons.length > 0) return { kind: 'rollback', reasons, basis };
  if (policy.onHealthy === 'wait') return { kind: 'healthy-waiting', basis };
  const next = Math.min(...policy.steps.filter((step) => step > currentShare));
  if (next >= 100) return { kind: 'promote', basis };
  return { kind: 'step', share: next, basis };
}
