// @ts-check
/**
 * npm run remotes -- <command>: which version of each remote a tenant runs.
 *
 *   list                               maps and deployed versions
 *   use <tenant> <remote> <version>    point a tenant at a deployed build
 *   rollback <tenant> <remote>         back to the version before the last use
 *   diff <tenant-a> <tenant-b>         where two tenants differ
 *   check                              every tenant's map against the shell
 *   add-tenant <tenant> <like-tenant>  a new tenant's map, a copy of another's
 *   shell [<version>]                  the shell build that serves the site
 *   canary <tenant> <remote> <version> --share <n>   a share on a candidate
 *   promote <tenant> <remote>          the candidate becomes the stable version
 *   abort <tenant> <remote> [--reason <text>]        everyone back on stable
 *   gate [<tenant>]                    the canary gate, once (tools/delivery/gate.mjs)
 *
 * Maps are dist/config/remotes/<tenant>.json (what the shell fetches at
 * boot); each write goes to a temporary file first and is renamed over the
 * map, so a half-written map is never served. The history of `use` per
 * tenant is kept in dist/config/history/<tenant>.json (not served), as is
 * the gate's policy in dist/config/delivery/<tenant>.json. The
 * tenants are the demo deployment's and every tenant with a map (one added
 * with add-tenant: the backend then serves it, docs/operations.md).
 *
 * The site's shell is named in config/site.json, and config/current-shell
 * is a link to that build's folder: nginx serves every portal path from
 * the link (it cannot read JSON), so a switch needs no reload of nginx.
 * `shell` writes both; `check` reports a link that disagrees.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  CONFIG_DIR,
  DIST,
  REMOTES,
  TENANTS,
  appVersion,
  isBuilt,
} from './apps.mjs';
import {
  HISTORY_LIMIT,
  appendHistory,
  canaryOf,
  historyPath,
  mapPath,
  promoteCanary,
  readHistoryIn,
  readMapIn,
  removeCanary,
  switchesStable,
  writeJsonAtomic,
} from './delivery/canary.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('./build/remote-compat.cjs')} */
const compat = require('./build/remote-compat.cjs');

export { HISTORY_LIMIT };

const HELP = `用法: npm run remotes -- <命令>

  list                               列出每个租户各远程应用的版本与已部署版本
  use <租户> <远程应用> <版本>        将租户切换到已部署的版本（先做兼容性检查）
  rollback <租户> <远程应用>          回到上一次切换前的版本
  diff <租户A> <租户B>                比较两个租户的远程应用版本
  check                              检查每个租户配置的版本与外壳是否兼容
  add-tenant <新租户> <参照租户>      为新租户写一份与参照租户相同的远程应用清单
  shell [<版本>]                     将站点切换到已构建的外壳版本（不带版本：按 site.json 重写链接）
  canary <租户> <远程应用> <版本> --share <比例>
                                     让租户 1–99% 的学员试用候选版本（先做兼容性检查）
  promote <租户> <远程应用>           候选版本转为稳定版本，结束灰度
  abort <租户> <远程应用> [--reason <原因>]
                                     结束灰度，所有学员回到稳定版本
  gate [<租户>]                       按发布数据评估每个灰度：回滚、提升比例或转正
                                     （后端 PORTAL_BACKEND，密钥 PORTAL_GATE_KEY）

远程应用可写作 mf-home 或 mf_home。租户: ${TENANTS.join(', ')} 及用 add-tenant 添加的租户`;

export class CliError extends Error {}

/**
 * @typedef {import('@portal/shared/contracts').RemoteMap} RemoteMap
 * @typedef {import('./delivery/canary.mjs').HistoryEntry} HistoryEntry
 */

/** @param {string} name mf-home or mf_home */
export function remoteApp(name) {
  const entry = Object.entries(REMOTES).find(
    ([app, container]) => app === name || container === name,
  );
  if (!entry) {
    throw new CliError(
      `未知的远程应用 ${name}（可选: ${Object.keys(REMOTES).join(', ')}）`,
    );
  }
  return { app: entry[0], container: entry[1] };
}

/** What a tenant id looks like: groups of three digits joined by dots. */
const TENANT_ID = /^\d{3}(\.\d{3})+$/;

/** The demo deployment's tenants and every other tenant with a map. */
export function knownTenants() {
  const dir = path.join(CONFIG_DIR, 'remotes');
  const mapped = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((tenant) => TENANT_ID.test(tenant))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  return [...new Set([...TENANTS, ...mapped])];
}

/** @param {string} tenant */
function requireTenant(tenant) {
  const known = knownTenants();
  if (!known.includes(tenant)) {
    throw new CliError(`未知的租户 ${tenant}（可选: ${known.join(', ')}）`);
  }
}

/** @param {string} app @param {string} version */
export function manifestUrl(app, version) {
  return `/${app}/${version}/mf-manifest.json`;
}

/** The version a map entry points at, or null when it is not ours. */
export function versionOf(/** @type {string | undefined} */ url) {
  const match = /^\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url ?? '');
  return match ? match[1] : null;
}

/** Versions of an app with a build in dist/, oldest name first. */
export function deployedVersions(/** @type {string} */ app) {
  const dir = path.join(DIST, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        existsSync(path.join(dir, d.name, 'mf-manifest.json')),
    )
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

const mapFile = (/** @type {string} */ tenant) => mapPath(CONFIG_DIR, tenant);
const historyFile = (/** @type {string} */ tenant) =>
  historyPath(CONFIG_DIR, tenant);

/** @param {string} tenant @returns {RemoteMap} */
export function readMap(tenant) {
  return readMapIn(CONFIG_DIR, tenant);
}

/** @param {string} tenant @returns {HistoryEntry[]} */
export function readHistory(tenant) {
  return readHistoryIn(CONFIG_DIR, tenant);
}

/** Write then rename: readers see the old file or the new one, never half. */
export const writeAtomic = writeJsonAtomic;

/** The shell version config/site.json names. */
export function siteShell() {
  const siteFile = path.join(CONFIG_DIR, 'site.json');
  const site = existsSync(siteFile)
    ? JSON.parse(readFileSync(siteFile, 'utf8'))
    : {};
  return /** @type {string} */ (site.shell ?? appVersion('shell'));
}

/** The link nginx serves the site's shell through (config/current-shell). */
export const SHELL_LINK = path.join(CONFIG_DIR, 'current-shell');

/** Where the link should point for a version: relative, so a copy of
 * dist/ with config/ inside it (rsync -a to another node) stays right. */
function shellLinkTarget(/** @type {string} */ version) {
  return path.relative(CONFIG_DIR, path.join(DIST, 'shell', version));
}

/** The version the link points at, or null when there is no link. */
export function linkedShell() {
  try {
    return path.basename(readlinkSync(SHELL_LINK));
  } catch {
    return null;
  }
}

/** Points the link at a shell build: a new link renamed over the old one,
 * so nginx finds the old folder or the new one, never none. */
export function linkShell(/** @type {string} */ version) {
  mkdirSync(CONFIG_DIR, { recursive: true });
  const temp = `${SHELL_LINK}.${process.pid}.${Date.now()}.tmp`;
  symlinkSync(shellLinkTarget(version), temp);
  renameSync(temp, SHELL_LINK);
}

/**
 * Switches the site to a built shell after checking every tenant's
 * remotes against it; without a version, rewrites the link for the
 * version site.json names (after a hand edit of site.json).
 * @param {string} [version]
 */
export function useShell(version) {
  const from = siteShell();
  const to = version ?? from;
  if (!isBuilt('shell', to)) throw new CliError(`外壳 ${to} 未构建`);
  const problems = checkTenants(to);
  if (problems.length > 0) {
    throw new CliError(
      `外壳 ${to} 与租户的远程应用不兼容，未切换：\n- ${problems.join('\n- ')}`,
    );
  }
  if (to !== from)
    writeAtomic(path.join(CONFIG_DIR, 'site.json'), { shell: to });
  linkShell(to);
  return { from, to };
}

/** The shell's manifest of a version (default: the one site.json serves). */
function shellManifest(version = siteShell()) {
  const file = path.join(DIST, 'shell', version, 'mf-manifest.json');
  if (!existsSync(file)) throw new CliError(`找不到外壳的 ${file}，请先构建`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Routes of the other remotes the tenant runs (from their routes.json). */
function otherRoutes(
  /** @type {RemoteMap} */ map,
  /** @type {string} */ container,
) {
  /** @type {Record<string, import('@portal/shared/types').PortalRoute[]>} */
  const routes = {};
  for (const [name, url] of Object.entries(map.remotes)) {
    if (name === container) continue;
    const file = path.join(
      DIST,
      url.replace(/mf-manifest\.json$/, 'routes.json'),
    );
    if (existsSync(file)) routes[name] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return routes;
}

/**
 * Problems that keep a build from running for this tenant (empty = fine).
 * @param {string} tenant @param {string} remoteName @param {string} version
 * @param {string} [shell] the shell version (default: site.json's)
 */
export function checkVersion(tenant, remoteName, version, shell = siteShell()) {
  const { app, container } = remoteApp(remoteName);
  return compat.checkDeployedRemote({
    buildDir: path.join(DIST, app, version),
    shellManifest: shellManifest(shell),
    otherRoutes: otherRoutes(readMap(tenant), container),
    remote: container,
  });
}

/**
 * Refuses a version that is not deployed or does not fit the tenant's
 * shell; `notDone` says what was therefore not done (未切换, …).
 * @param {string} tenant @param {string} app @param {string} version
 * @param {string} notDone
 */
function requireDeployable(tenant, app, version, notDone) {
  if (!deployedVersions(app).includes(version)) {
    throw new CliError(
      `${app} ${version} 未部署（已部署: ${deployedVersions(app).join(', ') || '无'}）`,
    );
  }
  const problems = checkVersion(tenant, app, version);
  if (problems.length > 0) {
    throw new CliError(
      `${app} ${version} 与当前门户不兼容，${notDone}：\n- ${problems.join('\n- ')}`,
    );
  }
}

/** @param {string} tenant @param {string} remoteName @param {string} version */
export function useVersion(tenant, remoteName, version, now = new Date()) {
  requireTenant(tenant);
  const { app, container } = remoteApp(remoteName);
  requireDeployable(tenant, app, version, '未切换');
  const map = readMap(tenant);
  // The canary's stable version would change under its learners and its
  // figures: the canary ends first, by promote or abort.
  const running = canaryOf(map, container);
  if (running) {
    throw new CliError(
      `${tenant} 的 ${app} 正在灰度 ${running.canary.version}（${running.canary.share}%），未切换：先 promote 或 abort`,
    );
  }
  const from = versionOf(map.remotes[container]);
  if (from === version) return { from, to: version, changed: false };
  writeAtomic(mapFile(tenant), {
    ...map,
    tenantId: tenant,
    remotes: { ...map.remotes, [container]: manifestUrl(app, version) },
  });
  const history = [
    ...readHistory(tenant),
    { at: now.toISOString(), remote: container, from, to: version },
  ].slice(-HISTORY_LIMIT);
  writeAtomic(historyFile(tenant), history);
  return { from, to: version, changed: true };
}

/** Undo the last `use` of this remote for this tenant. */
export function rollback(
  /** @type {string} */ tenant,
  /** @type {string} */ remoteName,
) {
  requireTenant(tenant);
  const { app, container } = remoteApp(remoteName);
  const history = readHistory(tenant);
  // Canary entries (share, abort, the gate's rollback) left the stable
  // version as it was: only switches of it are undone.
  const index = history.findLastIndex(
    (entry) => entry.remote === container && switchesStable(entry),
  );
  const last = history[index];
  if (!last) throw new CliError(`${tenant} 的 ${app} 没有可回滚的切换记录`);
  if (!last.from)
    throw new CliError(`${tenant} 的 ${app} 切换前没有版本，无法回滚`);
  const problems = checkVersion(tenant, app, last.from);
  if (problems.length > 0) {
    throw new CliError(
      `上一个版本 ${last.from} 已不兼容，未回滚：\n- ${problems.join('\n- ')}`,
    );
  }
  const map = readMap(tenant);
  const current = versionOf(map.remotes[container]);
  writeAtomic(mapFile(tenant), {
    ...map,
    remotes: { ...map.remotes, [container]: manifestUrl(app, last.from) },
  });
  writeAtomic(
    historyFile(tenant),
    history.filter((_, i) => i !== index),
  );
  return { from: current, to: last.from };
}

/**
 * A new tenant's map: the same versions as another tenant's. With the
 * tenant's site configuration in the backend (with its capabilities), this
 * is all the portal needs to serve it; nothing is built.
 */
export function addTenant(
  /** @type {string} */ tenant,
  /** @type {string} */ likeTenant,
) {
  if (!TENANT_ID.test(tenant)) {
    throw new CliError(`租户编号 ${tenant} 无效（应形如 001.001.077）`);
  }
  if (knownTenants().includes(tenant)) {
    throw new CliError(`租户 ${tenant} 已有远程应用清单`);
  }
  requireTenant(likeTenant);
  const map = readMap(likeTenant);
  writeAtomic(mapFile(tenant), { tenantId: tenant, remotes: map.remotes });
  return { tenant, remotes: Object.keys(map.remotes).length };
}

/** Rows of `list`: tenant, remote, configured version, deployed versions,
 * and the canary (candidate and share) when there is one. */
export function listRows() {
  return knownTenants().flatMap((tenant) => {
    const map = readMap(tenant);
    return Object.entries(REMOTES).map(([app, container]) => ({
      tenant,
      remote: app,
      configured: versionOf(map.remotes[container]) ?? '（未配置）',
      deployed: deployedVersions(app),
      ...(map.canaries?.[container] ? { canary: map.canaries[container] } : {}),
    }));
  });
}

/**
 * A share of the tenant's learners on a deployed candidate, checked as
 * `use` checks a version. Again with the same candidate: a new share, the
 * start (and so the gate's figures) kept.
 * @param {string} tenant @param {string} remoteName @param {string} version
 * @param {number} share
 */
export function startCanary(
  tenant,
  remoteName,
  version,
  share,
  now = new Date(),
) {
  requireTenant(tenant);
  const { app, container } = remoteApp(remoteName);
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new CliError('灰度比例须为 1 到 99 之间的整数');
  }
  const map = readMap(tenant);
  const stable = versionOf(map.remotes[container]);
  if (!stable) {
    throw new CliError(`${tenant} 的 ${app} 没有稳定版本，请先用 use 指定`);
  }
  if (stable === version) {
    throw new CliError(`${app} ${version} 已是 ${tenant} 的稳定版本，无需灰度`);
  }
  requireDeployable(tenant, app, version, '未开始灰度');
  const previous = map.canaries?.[container];
  const startedAt =
    previous?.version === version ? previous.startedAt : now.toISOString();
  writeAtomic(mapFile(tenant), {
    ...map,
    canaries: { ...map.canaries, [container]: { version, share, startedAt } },
  });
  appendHistory(CONFIG_DIR, tenant, {
    at: now.toISOString(),
    remote: container,
    from: stable,
    to: version,
    action: 'canary',
    by: 'operator',
    share,
  });
  return { stable, version, share, startedAt };
}

/** The remote's canary of the tenant, or a CliError. */
function requireCanary(
  /** @type {string} */ tenant,
  /** @type {string} */ remoteName,
) {
  requireTenant(tenant);
  const { app, container } = remoteApp(remoteName);
  const found = canaryOf(readMap(tenant), container);
  if (!found) throw new CliError(`${tenant} 的 ${app} 没有进行中的灰度`);
  return { app, container, ...found };
}

/** The candidate becomes the stable version, checked again as `use` does. */
export function promote(
  /** @type {string} */ tenant,
  /** @type {string} */ remoteName,
  now = new Date(),
) {
  const { app, container, canary, stable } = requireCanary(tenant, remoteName);
  const problems = checkVersion(tenant, app, canary.version);
  if (problems.length > 0) {
    throw new CliError(
      `${app} ${canary.version} 已不兼容，未转为稳定版本：\n- ${problems.join('\n- ')}`,
    );
  }
  promoteCanary(
    CONFIG_DIR,
    tenant,
    container,
    { by: 'operator', share: canary.share },
    now,
  );
  return { from: stable, to: canary.version };
}

/** Everyone back on the stable version; the history keeps the reason. */
export function abort(
  /** @type {string} */ tenant,
  /** @type {string} */ remoteName,
  reason = 'operator',
  now = new Date(),
) {
  const { container, canary, stable } = requireCanary(tenant, remoteName);
  removeCanary(
    CONFIG_DIR,
    tenant,
    container,
    { action: 'abort', by: 'operator', share: canary.share, reason },
    now,
  );
  return { candidate: canary.version, stable };
}

/** Remotes whose versions differ between two tenants. */
export function diffTenants(/** @type {string} */ a, /** @type {string} */ b) {
  requireTenant(a);
  requireTenant(b);
  const mapA = readMap(a);
  const mapB = readMap(b);
  return Object.entries(REMOTES)
    .map(([app, container]) => ({
      remote: app,
      [a]: versionOf(mapA.remotes[container]) ?? '（未配置）',
      [b]: versionOf(mapB.remotes[container]) ?? '（未配置）',
    }))
    .filter((row) => row[a] !== row[b]);
}

/**
 * Problems of every tenant's configured remotes, as printable lines.
 * @param {string} [shell] the shell version (default: site.json's)
 */
export function checkTenants(shell = siteShell()) {
  return knownTenants().flatMap((tenant) => {
    const map = readMap(tenant);
    return Object.entries(REMOTES).flatMap(([app, container]) => {
      const version = versionOf(map.remotes[container]);
      // A tenant may run without a remote; its pages then say not found.
      if (!version) return [];
      // A candidate runs for its share of learners: it must fit the shell too.
      const candidate = map.canaries?.[container]?.version;
      return [version, ...(candidate ? [candidate] : [])].flatMap((v) =>
        checkVersion(tenant, app, v, shell).map(
          (problem) => `${tenant} ${app} ${v}: ${problem}`,
        ),
      );
    });
  });
}

/** What `check` reports: a shell link that is not site.json's shell, and
 * every tenant's problems. */
export function checkAll() {
  const shell = siteShell();
  const linked = linkedShell();
  const link =
    linked !== null && linked !== shell
      ? [
          `config/current-shell 指向外壳 ${linked}，site.json 为 ${shell}：运行 npm run remotes -- shell`,
        ]
      : [];
  return [...link, ...checkTenants(shell)];
}

/**
 * The value of `--name <value>` and the arguments without it.
 * @param {string[]} args @param {string} name
 */
function option(args, name) {
  const index = args.indexOf(name);
  if (index === -1) return { value: undefined, rest: args };
  if (index + 1 >= args.length) throw new CliError(`${name} 后须跟一个值`);
  return {
    value: args[index + 1],
    rest: args.filter((_, i) => i !== index && i !== index + 1),
  };
}

/**
 * The gate once, for one tenant or all: the backend from PORTAL_BACKEND
 * (default the mock on MOCK_PORT), the key from PORTAL_GATE_KEY.
 * @param {string[]} args @param {(line: string) => void} print
 */
async function gateCommand(args, print) {
  if (args.length > 1) throw new CliError('用法: gate [<租户>]');
  if (args[0]) requireTenant(args[0]);
  // Loaded here: it needs the contracts' TypeScript (tsx), which the other
  // commands, and tools/start.mjs importing this file, do without.
  const { runGate, GateUnreachable } = await import('./delivery/gate.mjs');
  const backend =
    process.env.PORTAL_BACKEND ||
    `http://127.0.0.1:${process.env.MOCK_PORT || 3000}`;
  try {
    const outcomes = await runGate({
      configDir: CONFIG_DIR,
      backend,
      key: process.env.PORTAL_GATE_KEY,
      tenants: args[0] ? [args[0]] : knownTenants(),
      checkPromotion: checkVersion,
    });
    for (const outcome of outcomes) print(outcome.line);
    if (outcomes.length === 0) print('没有进行中的灰度');
    return 0;
  } catch (error) {
    if (error instanceof GateUnreachable) throw new CliError(error.message);
    throw error;
  }
}

/**
 * @param {string[]} argv @param {(line: string) => void} print
 * @returns {number | Promise<number>} a promise for `gate` only
 */
export function run(argv, print = console.log) {
  const [command, ...args] = argv;
  switch (command) {
    case 'list': {
      for (const row of listRows()) {
        const canary = row.canary
          ? `  灰度: ${row.canary.version} ${row.canary.share}%`
          : '';
        print(
          `${row.tenant.padEnd(12)} ${row.remote.padEnd(20)} ${row.configured.padEnd(10)} 已部署: ${row.deployed.join(', ') || '无'}${canary}`,
        );
      }
      return 0;
    }
    case 'use': {
      if (args.length !== 3)
        throw new CliError('用法: use <租户> <远程应用> <版本>');
      const [tenant, remote, version] =
        /** @type {[string, string, string]} */ (args);
      const result = useVersion(tenant, remote, version);
      print(
        result.changed
          ? `${tenant}: ${remoteApp(remote).app} ${result.from ?? '（无）'} → ${version}`
          : `${tenant}: ${remoteApp(remote).app} 已经是 ${version}`,
      );
      return 0;
    }
    case 'rollback': {
      if (args.length !== 2)
        throw new CliError('用法: rollback <租户> <远程应用>');
      const [tenant, remote] = /** @type {[string, string]} */ (args);
      const result = rollback(tenant, remote);
      print(
        `${tenant}: ${remoteApp(remote).app} ${result.from ?? '（无）'} → ${result.to}`,
      );
      return 0;
    }
    case 'diff': {
      if (args.length !== 2) throw new CliError('用法: diff <租户A> <租户B>');
      const [a, b] = /** @type {[string, string]} */ (args);
      const rows = diffTenants(a, b);
      if (rows.length === 0) print(`${a} 与 ${b} 的远程应用版本相同`);
      for (const row of rows)
        print(`${row.remote.padEnd(20)} ${a}: ${row[a]}  ${b}: ${row[b]}`);
      return 0;
    }
    case 'add-tenant': {
      if (args.length !== 2)
        throw new CliError('用法: add-tenant <新租户> <参照租户>');
      const [tenant, like] = /** @type {[string, string]} */ (args);
      const result = addTenant(tenant, like);
      print(
        `${tenant}: 已写入远程应用清单（${result.remotes} 个远程应用，同 ${like}）`,
      );
      return 0;
    }
    case 'shell': {
      if (args.length > 1) throw new CliError('用法: shell [<版本>]');
      const result = useShell(args[0]);
      print(
        result.from === result.to
          ? `外壳: ${result.to}（config/current-shell 已指向它）`
          : `外壳: ${result.from} → ${result.to}`,
      );
      return 0;
    }
    case 'canary': {
      const { value, rest } = option(args, '--share');
      if (rest.length !== 3 || value === undefined)
        throw new CliError(
          '用法: canary <租户> <远程应用> <版本> --share <比例>',
        );
      const [tenant, remote, version] =
        /** @type {[string, string, string]} */ (rest);
      const share = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      const result = startCanary(tenant, remote, version, share);
      print(
        `${tenant}: ${remoteApp(remote).app} 灰度 ${result.version}（${result.share}% 的学员，其余仍为 ${result.stable}）`,
      );
      return 0;
    }
    case 'promote': {
      if (args.length !== 2)
        throw new CliError('用法: promote <租户> <远程应用>');
      const [tenant, remote] = /** @type {[string, string]} */ (args);
      const result = promote(tenant, remote);
      print(
        `${tenant}: ${remoteApp(remote).app} ${result.from ?? '（无）'} → ${result.to}（灰度结束，已转为稳定版本）`,
      );
      return 0;
    }
    case 'abort': {
      const { value, rest } = option(args, '--reason');
      if (rest.length !== 2)
        throw new CliError('用法: abort <租户> <远程应用> [--reason <原因>]');
      const [tenant, remote] = /** @type {[string, string]} */ (rest);
      const result = abort(tenant, remote, value ?? 'operator');
      print(
        `${tenant}: ${remoteApp(remote).app} 灰度 ${result.candidate} 已结束，所有学员回到 ${result.stable ?? '稳定版本'}`,
      );
      return 0;
    }
    case 'gate':
      return gateCommand(args, print);
    case 'check': {
      const problems = checkAll();
      for (const line of problems) print(line);
      if (problems.length === 0) print('所有租户的远程应用版本均与外壳兼容');
      return problems.length === 0 ? 0 : 1;
    }
    case undefined:
    case '--help':
    case '-h':
    case 'help':
      print(HELP);
      return command === undefined ? 1 : 0;
    default:
      throw new CliError(`未知命令 ${command}\n\n${HELP}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await run(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
