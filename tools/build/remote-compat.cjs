// @ts-check
/**
 * Can this remote build run in this portal? Checks a deployed remote's
 * mf-manifest.json and routes.json against the shell's manifest and the
 * other remotes' routes (the contract of docs/remote-contract.md). Used by
 * `npm run remotes -- use` before it switches a tenant, and by the unit
 * tests on the sources. Every function returns a list of problems in
 * Chinese, empty when compatible.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Singletons whose major version must match the shell's. */
const MAJOR_LOCKED = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'jotai',
  '@portal/shared',
];

/**
 * How a build gets the Module Federation runtime, written by the build into
 * its mf-manifest.json as `metaData.federationRuntime`: the shell provides
 * its runtime to the page, and a production remote uses that one instead of
 * shipping its own (about 20 KB less per remote). A build without the field
 * bundles its own runtime and runs with any shell.
 */
const FEDERATION_RUNTIME = {
  /** The shell: puts its runtime where remotes find it. */
  provided: 'provides-external',
  /** A remote that needs a shell which provides the runtime. */
  external: 'external',
};

/** Modules every remote exposes to the shell. */
const REQUIRED_EXPOSES = ['./spa', './routes'];

const LAYOUTS = ['main', 'workspace', 'blank'];
const MODES = ['search', 'open'];

/**
 * @typedef {{ name: string; version: string; singleton?: boolean }} SharedEntry
 * @typedef {{ name?: string; shared?: SharedEntry[]; exposes?: { name: string; path: string }[]; metaData?: { name?: string; federationRuntime?: string; buildInfo?: { buildVersion?: string } } }} FederationManifest
 * @typedef {import('@portal/shared/types').PortalRoute} PortalRoute
 */

/** @param {string} version */
function majorOf(version) {
  const match = /^\D*(\d+)/.exec(version);
  return match ? Number(match[1]) : NaN;
}

/**
 * The version each library is shared at; sub-path keys such as
 * `@portal/shared/ui` count as their library.
 * @param {FederationManifest} manifest
 */
function sharedVersions(manifest) {
  /** @type {Map<string, string>} */
  const versions = new Map();
  for (const entry of manifest.shared ?? []) {
    const library = MAJOR_LOCKED.find(
      (lib) => entry.name === lib || entry.name.startsWith(`${lib}/`),
    );
    if (library && !versions.has(library)) versions.set(library, entry.version);
  }
  return versions;
}

/**
 * Shared singletons against the shell's: same major, and nothing the shell
 * shares left out (a remote bundling its own React would break hooks).
 * @param {FederationManifest} remote
 * @param {FederationManifest} shell
 */
function checkShared(remote, shell) {
  const mine = sharedVersions(remote);
  const host = sharedVersions(shell);
  /** @type {string[]} */
  const problems = [];
  for (const library of MAJOR_LOCKED) {
    const hostVersion = host.get(library);
    const remoteVersion = mine.get(library);
    if (!hostVersion || !remoteVersion) {
      if (hostVersion && !remoteVersion && library !== '@portal/shared')
        problems.push(
          `${library} 未作为共享单例声明（外壳提供 ${hostVersion}）`,
        );
      continue;
    }
    if (majorOf(hostVersion) !== majorOf(remoteVersion)) {
      problems.push(
        `${library} 主版本不兼容：远程应用 ${remoteVersion}，外壳 ${hostVersion}`,
      );
    }
  }
  return problems;
}

/**
 * A remote built to use the shell's federation runtime needs a shell that
 * provides it: deploy such a shell first.
 * @param {FederationManifest} remote
 * @param {FederationManifest} shell
 */
function checkRuntime(remote, shell) {
  if (remote.metaData?.federationRuntime !== FEDERATION_RUNTIME.external)
    return [];
  return shell.metaData?.federationRuntime === FEDERATION_RUNTIME.provided
    ? []
    : ['需要外壳提供联邦运行时：请先部署提供运行时的外壳版本'];
}

/** The share keys of the antd facade's parts (shared/src/antd-parts). */
const ANTD_PART_PREFIX = '@portal/shared/antd-parts/';

/**
 * Each antd component a remote imports is a part the shell must provide:
 * the remote's own copy would carry its own ConfigProvider context, unthemed.
 * A remote using a component the running shell lacks waits for a shell
 * built with it.
 * @param {FederationManifest} remote
 * @param {FederationManifest} shell
 */
function checkAntdParts(remote, shell) {
  const provided = new Set((shell.shared ?? []).map((entry) => entry.name));
  return (remote.shared ?? [])
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(ANTD_PART_PREFIX) && !provided.has(name))
    .map(
      (name) =>
        `外壳未提供 antd 组件 ${name.slice(ANTD_PART_PREFIX.length)}：请先部署提供它的外壳版本`,
    );
}

/** @param {FederationManifest} manifest */
function checkExposes(manifest) {
  const exposed = new Set(
    (manifest.exposes ?? []).map((e) =>
      e.path.startsWith('./') ? e.path : `./${e.name}`,
    ),
  );
  return REQUIRED_EXPOSES.filter((name) => !exposed.has(name)).map(
    (name) => `缺少暴露模块 ${name}`,
  );
}

/**
 * The route manifest's shape (PortalRoute in shared/src/types).
 * @param {unknown} routes
 * @param {string} [where]
 * @returns {string[]}
 */
function checkRoutesShape(routes, where = 'routes') {
  if (!Array.isArray(routes)) return [`${where} 不是数组`];
  return routes.flatMap((route, index) => {
    const at = `${where}[${index}]`;
    if (!route || typeof route !== 'object') return [`${at} 不是对象`];
    /** @type {string[]} */
    const problems = [];
    const r = /** @type {Record<string, unknown>} */ (route);
    if (typeof r.path !== 'string' || r.path === '')
      problems.push(`${at}.path 必须是非空字符串`);
    else if (where === 'routes' && !r.path.startsWith('/'))
      problems.push(`${at}.path 顶层路由必须以 / 开头：${r.path}`);
    for (const key of ['title', 'redirect']) {
      if (r[key] !== undefined && typeof r[key] !== 'string')
        problems.push(`${at}.${key} 必须是字符串`);
    }
    for (const key of ['hidden', 'public']) {
      if (r[key] !== undefined && typeof r[key] !== 'boolean')
        problems.push(`${at}.${key} 必须是布尔值`);
    }
    if (
      r.roles !== undefined &&
      !(Array.isArray(r.roles) && r.roles.every((x) => typeof x === 'string'))
    )
      problems.push(`${at}.roles 必须是字符串数组`);
    if (r.layout !== undefined && !LAYOUTS.includes(String(r.layout)))
      problems.push(`${at}.layout 只能是 ${LAYOUTS.join('/')}`);
    if (r.mode !== undefined && !MODES.includes(String(r.mode)))
      problems.push(`${at}.mode 只能是 ${MODES.join('/')}`);
    if (r.children !== undefined)
      problems.push(...checkRoutesShape(r.children, `${at}.children`));
    return problems;
  });
}

/**
 * Every full path of a manifest.
 * @param {PortalRoute[]} routes
 * @param {string} [parent]
 * @returns {string[]}
 */
function routePaths(routes, parent = '') {
  return routes.flatMap((route) => {
    const full = route.path.startsWith('/')
      ? route.path
      : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [full, ...routePaths(route.children ?? [], full)];
  });
}

/**
 * Paths claimed by two remotes.
 * @param {Record<string, PortalRoute[]>} manifests remote name → routes
 */
function routeConflicts(manifests) {
  /** @type {Map<string, string>} */
  const owners = new Map();
  /** @type {string[]} */
  const problems = [];
  for (const [remote, routes] of Object.entries(manifests)) {
    for (const full of new Set(routePaths(routes))) {
      const owner = owners.get(full);
      if (owner && owner !== remote)
        problems.push(`路由 ${full} 同时属于 ${owner} 和 ${remote}`);
      else owners.set(full, remote);
    }
  }
  return problems;
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * A deployed build (dist/<app>/<version>/) against the shell's manifest
 * and the routes of the other remotes the tenant runs.
 * @param {{ buildDir: string; shellManifest: FederationManifest; otherRoutes: Record<string, PortalRoute[]>; remote: string }} input
 */
function checkDeployedRemote({ buildDir, shellManifest, otherRoutes, remote }) {
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`找不到 ${manifestFile}`];
  /** @type {FederationManifest} */
  let manifest;
  try {
    manifest = readJson(manifestFile);
  } catch (error) {
    return [
      `mf-manifest.json 无法解析：${/** @type {Error} */ (error).message}`,
    ];
  }
  const problems = [
    ...checkExposes(manifest),
    ...checkShared(manifest, shellManifest),
    ...checkRuntime(manifest, shellManifest),
    ...checkAntdParts(manifest, shellManifest),
  ];
  const routesFile = path.join(buildDir, 'routes.json');
  if (!existsSync(routesFile)) return [...problems, `找不到 ${routesFile}`];
  /** @type {unknown} */
  let routes;
  try {
    routes = readJson(routesFile);
  } catch (error) {
    return [
      ...problems,
      `routes.json 无法解析：${/** @type {Error} */ (error).message}`,
    ];
  }
  const shape = checkRoutesShape(routes);
  if (shape.length > 0) return [...problems, ...shape];
  return [
    ...problems,
    ...routeConflicts({
      ...otherRoutes,
      [remote]: /** @type {PortalRoute[]} */ (routes),
    }),
  ];
}

module.exports = {
  FEDERATION_RUNTIME,
  MAJOR_LOCKED,
  REQUIRED_EXPOSES,
  checkAntdParts,
  checkDeployedRemote,
  checkExposes,
  checkRoutesShape,
  checkRuntime,
  checkShared,
  majorOf,
  routeConflicts,
  routePaths,
  sharedVersions,
};
