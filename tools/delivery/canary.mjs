// @ts-check
/**
 * A tenant's map and history in a config folder, as the remotes command
 * and the gate change them for canaries. Plain Node (no TypeScript), so
 * that tools/remotes.mjs can load it without a loader.
 *
 * Each file is written to a temporary file first and renamed over the old
 * one: a reader sees the old map or the new one, never half of one.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * @typedef {import('@portal/shared/contracts').RemoteMap} RemoteMap
 * @typedef {import('@portal/shared/contracts').CanaryEntry} CanaryEntry
 * @typedef {import('@portal/shared/contracts').GateBasis} GateBasis
 * @typedef {import('@portal/shared/contracts').GateViolation} GateViolation
 * @typedef {import('@portal/shared/contracts').GatePolicy} GatePolicy
 */

/**
 * One line of a tenant's history. Without `action` it is a `use` (the
 * stable version switched from → to). Canary entries: `from` → `to` is the
 * move of the learners on the candidate (canary, step, promote: stable →
 * candidate; abort and the gate's rollback: candidate → stable).
 * @typedef {{
 *   at: string;
 *   remote: string;
 *   from: string | null;
 *   to: string;
 *   action?: 'use' | 'canary' | 'step' | 'promote' | 'abort' | 'rollback';
 *   by?: 'operator' | 'gate';
 *   share?: number;
 *   reason?: string;
 *   reasons?: GateViolation[];
 *   basis?: GateBasis;
 * }} HistoryEntry
 */

export const HISTORY_LIMIT = 20;

/** The entries `rollback` undoes: those that switched the stable version. */
export const switchesStable = (/** @type {HistoryEntry} */ entry) =>
  entry.action === undefined ||
  entry.action === 'use' ||
  entry.action === 'promote';

export const mapPath = (
  /** @type {string} */ configDir,
  /** @type {string} */ tenant,
) => path.join(configDir, 'remotes', `${tenant}.json`);
export const historyPath = (
  /** @type {string} */ configDir,
  /** @type {string} */ tenant,
) => path.join(configDir, 'history', `${tenant}.json`);
export const policyPath = (
  /** @type {string} */ configDir,
  /** @type {string} */ tenant,
) => path.join(configDir, 'delivery', `${tenant}.json`);

/** Write then rename: readers see the old file or the new one, never half. */
export function writeJsonAtomic(
  /** @type {string} */ file,
  /** @type {unknown} */ data,
) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(temp, file);
}

/** @param {string} configDir @param {string} tenant @returns {RemoteMap} */
export function readMapIn(configDir, tenant) {
  const file = mapPath(configDir, tenant);
  if (!existsSync(file)) return { tenantId: tenant, remotes: {} };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {string} configDir @param {string} tenant @returns {HistoryEntry[]} */
export function readHistoryIn(configDir, tenant) {
  const file = historyPath(configDir, tenant);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {string} configDir @param {string} tenant @param {HistoryEntry} entry */
export function appendHistory(configDir, tenant, entry) {
  writeJsonAtomic(
    historyPath(configDir, tenant),
    [...readHistoryIn(configDir, tenant), entry].slice(-HISTORY_LIMIT),
  );
}

/** The map without the remote's canary (no `canaries` left when empty). */
export function withoutCanary(
  /** @type {RemoteMap} */ map,
  /** @type {string} */ container,
) {
  const { [container]: _removed, ...rest } = map.canaries ?? {};
  const { canaries: _all, ...base } = map;
  return Object.keys(rest).length > 0 ? { ...base, canaries: rest } : base;
}

/** The stable manifest URL with the candidate's version folder in its place. */
export function candidateUrl(
  /** @type {string} */ stableUrl,
  /** @type {string} */ version,
) {
  return stableUrl.replace(
    /^(\/[^/]+\/)[^/]+(\/mf-manifest\.json)$/,
    `$1${version}$2`,
  );
}

/**
 * The parts of the history entry a change adds besides at, remote, from
 * and to.
 * @typedef {Omit<HistoryEntry, 'at' | 'remote' | 'from' | 'to'>} EntryExtras
 */

/**
 * The tenant's canary of a remote, with the stable version, or null.
 * @param {RemoteMap} map @param {string} container
 */
export function canaryOf(map, container) {
  const canary = map.canaries?.[container];
  const stableUrl = map.remotes[container];
  if (!canary || typeof stableUrl !== 'string') return null;
  const stable = /^\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(stableUrl);
  return { canary, stableUrl, stable: stable?.[1] ?? null };
}

/**
 * What a canary change writes: the tenant's next map and the history entry
 * without its time and remote.
 * @typedef {{ map: RemoteMap; entry: Omit<HistoryEntry, 'at' | 'remote'> }} CanaryChange
 */

/**
 * Reads the tenant's map, writes the map `change` makes of it and appends
 * the entry it describes; null (nothing written) when the remote has no
 * canary.
 * @param {string} configDir @param {string} tenant @param {string} container
 * @param {Date} now
 * @param {(map: RemoteMap, found: NonNullable<ReturnType<typeof canaryOf>>) => CanaryChange} change
 */
function changeCanary(configDir, tenant, container, now, change) {
  const map = readMapIn(configDir, tenant);
  const found = canaryOf(map, container);
  if (!found) return null;
  const next = change(map, found);
  writeJsonAtomic(mapPath(configDir, tenant), next.map);
  /** @type {HistoryEntry} */
  const entry = { at: now.toISOString(), remote: container, ...next.entry };
  appendHistory(configDir, tenant, entry);
  return entry;
}

/**
 * Everyone back on the stable version: the canary is removed from the map
 * and the history says why.
 * @param {string} configDir @param {string} tenant @param {string} container
 * @param {EntryExtras} extras @param {Date} now
 */
export function removeCanary(configDir, tenant, container, extras, now) {
  return changeCanary(configDir, tenant, container, now, (map, found) => ({
    map: withoutCanary(map, container),
    entry: {
      from: found.canary.version,
      to: found.stable ?? found.stableUrl,
      ...extras,
    },
  }));
}

/**
 * A new share for the candidate (startedAt unchanged: the figures so far
 * still count).
 * @param {string} configDir @param {string} tenant @param {string} container
 * @param {number} share @param {EntryExtras} extras @param {Date} now
 */
export function setShare(configDir, tenant, container, share, extras, now) {
  return changeCanary(configDir, tenant, container, now, (map, found) => ({
    map: {
      ...map,
      canaries: { ...map.canaries, [container]: { ...found.canary, share } },
    },
    entry: {
      from: found.stable,
      to: found.canary.version,
      ...extras,
      action: 'step',
      share,
    },
  }));
}

/**
 * The candidate becomes the stable version for everyone: the map's entry
 * points at its manifest and the canary is removed.
 * @param {string} configDir @param {string} tenant @param {string} container
 * @param {EntryExtras} extras @param {Date} now
 */
export function promoteCanary(configDir, tenant, container, extras, now) {
  return changeCanary(configDir, tenant, container, now, (map, found) => ({
    map: {
      ...withoutCanary(map, container),
      remotes: {
        ...map.remotes,
        [container]: candidateUrl(found.stableUrl, found.canary.version),
      },
    },
    entry: {
      from: found.stable,
      to: found.canary.version,
      ...extras,
      action: 'promote',
    },
  }));
}
