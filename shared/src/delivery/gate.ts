/** The gate's arithmetic: figures in, a decision out. */
import type {
  GateBasis,
  GateDecision,
  GatePolicy,
  GateViolation,
  VersionFigures,
} from '@portal/shared/contracts';

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

/**
 * A version's figures among the collector's answer, or zeros for a version
 * nobody reported yet (the collector lists only versions it has reports of).
 */
export function figuresOf(
  figures: readonly VersionFigures[],
  version: string,
): VersionFigures {
  return (
    figures.find((f) => f.version === version) ?? {
      version,
      sessions: 0,
      loadFailureSessions: 0,
      errorSessions: 0,
      lcpP75: null,
      lcpSamples: 0,
    }
  );
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
    failFastSessions: 20,
    failFastRate: 0.5,
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

function ratesOf(policy: GatePolicy) {
  return [
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
}

/**
 * The rates on which a candidate fails fast: enough of its sessions, at
 * or above failFastRate, and worse than the stable version by more than
 * the rule allows (a backend down fails both alike).
 */
function failingFast(
  stable: VersionFigures,
  candidate: VersionFigures,
  policy: GatePolicy,
): GateViolation[] {
  if (candidate.sessions < Math.max(policy.failFastSessions, 1)) return [];
  const found: GateViolation[] = [];
  for (const { rule, name, of, increase } of ratesOf(policy)) {
    const [was, is] = [of(stable), of(candidate)];
    if (
      is + TOLERANCE >= policy.failFastRate &&
      is - was > increase + TOLERANCE
    ) {
      found.push({
        rule,
        stable: was,
        candidate: is,
        limit: policy.failFastRate,
        message: `候选版本${name} ${percent(is)}（${candidate.sessions} 个会话），达到立即回滚的 ${percent(policy.failFastRate)}`,
      });
    }
  }
  return found;
}

function violations(
  stable: VersionFigures,
  candidate: VersionFigures,
  policy: GatePolicy,
): GateViolation[] {
  const found: GateViolation[] = [];
  for (const { rule, name, of, increase } of ratesOf(policy)) {
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
 * both versions' figures over the policy's window: roll back a candidate
 * that fails fast; wait while a side has fewer than minSessions sessions;
 * roll back when a rule is broken (every
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
  const fast = failingFast(stable, candidate, policy);
  if (fast.length > 0) return { kind: 'rollback', reasons: fast, basis };
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
