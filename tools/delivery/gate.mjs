// @ts-check
/**
 * The canary gate: for every remote of a tenant with a canary, the
 * backend's figures of both versions go through decideGate with the
 * tenant's policy, and the decision is carried out on the map (rollback,
 * step, promote) with a history entry holding the figures it was made on.
 * Shared by `npm run remotes -- gate`, the site server's timer and tests.
 *
 * Imports the delivery rules' TypeScript: run under tsx (the remotes script,
 * the site server and vitest do).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import * as rules from '@portal/shared/delivery';

import {
  canaryOf,
  policyPath,
  promoteCanary,
  readMapIn,
  removeCanary,
  setShare,
} from './canary.mjs';

/**
 * @typedef {import('@portal/shared/contracts').GatePolicy} GatePolicy
 * @typedef {import('@portal/shared/contracts').GateDecision} GateDecision
 * @typedef {import('@portal/shared/contracts').VersionFigures} VersionFigures
 * @typedef {{
 *   tenant: string;
 *   remote: string;
 *   decision: GateDecision;
 *   line: string;
 * }} GateOutcome
 */

// Loaded from plain ESM under tsx, the rules' TypeScript (CommonJS by the
// package type) may arrive as the default export only.
const { decideGate, DEFAULT_GATE_POLICY, figuresOf } =
  'decideGate' in rules
    ? rules
    : /** @type {{ default: typeof rules }} */ (/** @type {unknown} */ (rules))
        .default;

export const GATE_KEY_HEADER = 'X-Portal-Gate-Key';

/** Raised when the backend cannot give the figures: nothing was changed. */
export class GateUnreachable extends Error {}

/** The tenants with a map in the config folder. */
export function mappedTenants(/** @type {string} */ configDir) {
  const dir = path.join(configDir, 'remotes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d{3}(\.\d{3})+\.json$/.test(name))
    .map((name) => name.slice(0, -'.json'.length))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/**
 * The tenant's policy: <config>/delivery/<tenant>.json (any part of a
 * GatePolicy) over the default.
 * @param {string} configDir @param {string} tenant @returns {GatePolicy}
 */
export function readPolicy(configDir, tenant) {
  const file = policyPath(configDir, tenant);
  const own = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return { ...DEFAULT_GATE_POLICY, ...own };
}

const percent = (/** @type {number} */ share) => `${share}%`;

/** Which canary a line of the gate's output is about. */
function headOf(
  /** @type {string} */ tenant,
  /** @type {string} */ remote,
  /** @type {string | null} */ stable,
  /** @type {string} */ candidate,
  /** @type {number} */ share,
) {
  return `${tenant} ${remote} 候选 ${candidate}（稳定 ${stable ?? '?'}，比例 ${percent(share)}）`;
}

/** The Chinese line printed for a decision. */
function describe(
  /** @type {string} */ tenant,
  /** @type {string} */ remote,
  /** @type {string | null} */ stable,
  /** @type {string} */ candidate,
  /** @type {GateDecision} */ decision,
) {
  const head = headOf(tenant, remote, stable, candidate, decision.basis.share);
  switch (decision.kind) {
    case 'wait':
      return `${head}: 等待，${decision.reason}`;
    case 'healthy-waiting':
      return `${head}: 指标正常，策略要求人工提升比例`;
    case 'step':
      return `${head}: 指标正常，比例提升到 ${percent(decision.share)}`;
    case 'promote':
      return `${head}: 指标正常，已转为稳定版本`;
    case 'rollback':
      return `${head}: 已回滚到稳定版本：${decision.reasons.map((r) => r.message).join('；')}`;
  }
}

/**
 * What keeps a candidate from being promoted; a check that cannot run
 * (its build gone) is a problem too.
 * @param {((tenant: string, remote: string, version: string) => string[]) | undefined} check
 * @param {string} tenant @param {string} remote @param {string} version
 */
function promotionProblems(check, tenant, remote, version) {
  try {
    return check?.(tenant, remote, version) ?? [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/**
 * Runs the gate once. Every figure is fetched before anything is written,
 * so an unreachable backend (GateUnreachable) leaves every map as it was.
 * @param {{
 *   configDir: string;
 *   backend: string;
 *   key?: string;
 *   tenants?: string[];
 *   now?: () => Date;
 *   fetch?: typeof fetch;
 *   checkPromotion?: (tenant: string, remote: string, version: string) => string[];
 * }} options checkPromotion: what keeps the candidate from running as the
 *   stable version (the check `use` and `promote` make); a problem holds a
 *   healthy candidate at its share instead of promoting it.
 * @returns {Promise<GateOutcome[]>}
 */
export async function runGate(options) {
  const { configDir, backend, key } = options;
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? fetch;
  const tenants = options.tenants ?? mappedTenants(configDir);
  const planned = [];
  for (const tenant of tenants) {
    const map = readMapIn(configDir, tenant);
    const policy = readPolicy(configDir, tenant);
    for (const remote of Object.keys(map.canaries ?? {})) {
      const found = canaryOf(map, remote);
      if (!found) continue;
      const started = Date.parse(found.canary.startedAt);
      const windowStart = now().getTime() - policy.windowMinutes * 60_000;
      const since = Math.max(
        Number.isFinite(started) ? started : 0,
        windowStart,
      );
      const url = `${backend.replace(/\/$/, '')}/api/portal/delivery/figures?remote=${encodeURIComponent(remote)}&since=${Math.floor(since)}`;
      /** @type {Record<string, string>} */
      const headers = { tenantId: tenant };
      if (key) headers[GATE_KEY_HEADER] = key;
      /** @type {VersionFigures[]} */
      let figures;
      try {
        const res = await doFetch(url, { headers });
        const body =
          /** @type {{ success?: boolean; data?: VersionFigures[]; message?: string }} */ (
            await res.json()
          );
        if (!res.ok || !Array.isArray(body.data)) {
          throw new Error(`HTTP ${res.status} ${body.message ?? ''}`.trim());
        }
        figures = body.data;
      } catch (error) {
        throw new GateUnreachable(
          `无法从后端 ${backend} 取得 ${tenant} ${remote} 的发布数据（${error instanceof Error ? error.message : String(error)}），未做任何更改`,
        );
      }
      const decision = decideGate(
        figuresOf(figures, found.stable ?? ''),
        figuresOf(figures, found.canary.version),
        found.canary.share,
        policy,
      );
      planned.push({ tenant, remote, found, decision });
    }
  }
  /** @type {GateOutcome[]} */
  const outcomes = [];
  for (const { tenant, remote, found, decision } of planned) {
    const at = now();
    if (decision.kind === 'rollback') {
      removeCanary(
        configDir,
        tenant,
        remote,
        {
          action: 'rollback',
          by: 'gate',
          share: decision.basis.share,
          reasons: decision.reasons,
          basis: decision.basis,
        },
        at,
      );
    } else if (decision.kind === 'step') {
      setShare(
        configDir,
        tenant,
        remote,
        decision.share,
        { by: 'gate', basis: decision.basis },
        at,
      );
    } else if (decision.kind === 'promote') {
      const problems = promotionProblems(
        options.checkPromotion,
        tenant,
        remote,
        found.canary.version,
      );
      if (problems.length > 0) {
        outcomes.push({
          tenant,
          remote,
          decision: { kind: 'healthy-waiting', basis: decision.basis },
          line: `${headOf(tenant, remote, found.stable, found.canary.version, decision.basis.share)}: 指标正常，但与当前门户不兼容，未转为稳定版本：${problems.join('；')}`,
        });
        continue;
      }
      promoteCanary(
        configDir,
        tenant,
        remote,
        { by: 'gate', share: 100, basis: decision.basis },
        at,
      );
    }
    outcomes.push({
      tenant,
      remote,
      decision,
      line: describe(
        tenant,
        remote,
        found.stable,
        found.canary.version,
        decision,
      ),
    });
  }
  return outcomes;
}

/**
 * Runs the gate every `intervalMs` until stopped: the next run is timed
 * from the end of the last, so two runs never overlap however slow the
 * backend. Decisions and failures go to `log`; a failure does not stop
 * the timer. The timer does not keep the process alive.
 * @param {Parameters<typeof runGate>[0]} options
 * @param {number} intervalMs
 * @param {(line: string) => void} log
 * @returns {() => void} stops the timer (a run under way finishes)
 */
export function startGateTimer(options, intervalMs, log) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let stopped = false;
  const tick = async () => {
    try {
      for (const outcome of await runGate(options)) log(outcome.line);
    } catch (error) {
      log(
        error instanceof GateUnreachable
          ? error.message
          : `发布闸门运行失败：${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
