// @ts-check
/**
 * The one shared-dependency definition every app (shell and remotes) uses.
 * Everything listed is a Module Federation singleton so the page holds one
 * React, one router, one jotai store, one antd theme and one copy of
 * @portal/shared. Prefix keys (ending in '/') share sub-path imports such as
 * react-dom/client or react/jsx-runtime; without them each app would bundle
 * its own renderer.
 *
 * antd is shared through its facade: shared/src/antd (what the first
 * screen needs) and then one part per component (shared/src/antd-parts:
 * Card, Form, Table…), so a page fetches the components it shows and no
 * more. Every `import { … } from 'antd'` resolves to the first (ANTD_ALIAS,
 * used by webpack-app.cjs) or is rewritten to its part
 * (antd-split-loader.cjs), and each is one singleton ('@portal/shared/antd',
 * '@portal/shared/antd-parts/card'…). The shell provides every part, and
 * being one compilation they share antd's internal modules (one
 * ConfigProvider context). Sharing the `antd` package itself would ship all
 * of its components, since a shared module cannot be tree-shaken; its
 * internal modules cannot be shared one by one either (each shared
 * component would carry its own ConfigProvider context). The shell also
 * still provides the former tiers (antd-content, antd-workspace, antd-more:
 * each re-exports its parts) for remotes built before the parts.
 *
 * The router is shared the same way, through shared/src/router: the apps'
 * `react-router-dom` imports resolve to it (ROUTER_ALIAS), so only the
 * router API they use is shipped, once ('@portal/shared/router').
 *
 * @ant-design/icons is left out on purpose: sharing its root would ship
 * every icon, and sharing its sub-paths turns each icon into its own request.
 * antd bundles the icons it needs; an app's own icons are a few KB.
 */

/** Libraries shared as singletons, with and without their sub-paths. */
const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'jotai',
  '@ant-design/cssinjs',
  '@portal/shared',
  'single-spa-react',
];

const { readdirSync } = require('node:fs');
const path = require('node:path');

/** The shared package's folder, wherever the workspace links it from. */
const SHARED_DIR = path.dirname(require.resolve('@portal/shared/package.json'));
const SHARED_VERSION = require('@portal/shared/package.json').version;
/** @param {string} folder a module folder of shared/src */
const sharedModule = (folder) =>
  path.join(SHARED_DIR, 'src', folder, 'index.ts');

/** The antd facade: the one antd module the apps share. */
const ANTD_FACADE = sharedModule('antd');
const ANTD_FACADE_KEY = '@portal/shared/antd';
/** The antd facade's parts: one module per component after the first screen. */
const ANTD_PARTS_DIR = path.join(SHARED_DIR, 'src', 'antd-parts');
/** Each part's file and the request apps import it by (the split loader's). */
const ANTD_PARTS = readdirSync(ANTD_PARTS_DIR)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .map((file) => ({
    file: path.join(ANTD_PARTS_DIR, file),
    request: `${ANTD_FACADE_KEY}-parts/${file.replace(/\.ts$/, '')}`,
  }));
/** The former tiers, whole, for remotes built before the parts. */
const ANTD_FORMER_TIERS = ['antd-content', 'antd-workspace', 'antd-more'];

/** Resolves every app's bare `antd` import to the facade. */
const ANTD_ALIAS = { antd$: ANTD_FACADE };

/** The router facade, and the key it is shared under. */
const ROUTER_FACADE = sharedModule('router');
const ROUTER_FACADE_KEY = '@portal/shared/router';

/**
 * Every app's `react-router-dom` import resolves to the router facade, and
 * the facade's own imports to react-router's production build: the
 * package's exports point webpack at its development build, warnings and
 * all.
 */
const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_ALIAS = {
  'react-router-dom$': ROUTER_FACADE,
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/**
 * The parts of @portal/shared the shell itself runs on every page. The
 * shell bundles them, with React, jotai, cssinjs and antd's first tier,
 * into its entry (eager) instead of fetching each as its own chunk after
 * the entry has run: on a first visit that was about twenty requests, one
 * after another behind main.js. What only some pages need (antd's parts, the
 * router, which only remotes use, the form rules of the password dialogs)
 * stays a chunk of its own.
 */
const SHELL_EAGER_SHARED = [
  'api',
  'config',
  'format',
  'hooks',
  'routing',
  'spa',
  'state',
  'types',
  'ui',
].map((dir) => `@portal/shared/${dir}`);

/**
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {{ host?: boolean }} [options] host: the shell, which provides its
 *   boot modules eagerly; remotes always load what they share lazily.
 */
function sharedDependencies(dependencies, options = {}) {
  const eager = options.host === true;
  /** @type {Record<string, { singleton: true; requiredVersion: string | false; shareKey?: string; version?: string; eager?: boolean; exclude?: { request: RegExp } }>} */
  const shared = {};
  const add = (
    /** @type {string} */ key,
    /** @type {string} */ lib,
    /** @type {boolean} */ eagerHere,
  ) => {
    shared[key] = {
      singleton: true,
      requiredVersion: dependencies[lib] ?? false,
      ...(eagerHere ? { eager: true } : {}),
    };
  };
  for (const lib of SINGLETON_LIBRARIES) {
    // '@portal/shared/' as a prefix would make antd's parts eager too.
    const eagerLib = eager && lib !== '@portal/shared';
    add(lib, lib, eagerLib);
    add(`${lib}/`, lib, eagerLib);
  }
  // The wire contract is types and pure functions with no state: each app
  // bundles the rules it uses, tree-shaken, instead of the shell shipping
  // every rule of the portal in its entry. The display choice is the same
  // kind (a type, constants, functions of the page; its state is in the
  // shared store), and its writing half is the shell's alone: a share
  // would only add entries to every first load's share table. The delivery
  // rules are pure functions the shell alone runs: shared, the boot would
  // fetch all of them (the gate's and the collector's too) as a chunk.
  const sharedPrefix = shared['@portal/shared/'];
  if (sharedPrefix)
    sharedPrefix.exclude = { request: /^(contracts|delivery|display)(\/|$)/ };
  for (const key of SHELL_EAGER_SHARED) add(key, '@portal/shared', eager);
  // An absolute path matches what a request resolves to, so the aliased
  // `antd` imports and direct '@portal/shared/antd' imports meet here.
  // The shell lists every part by path so that it provides each, used by
  // its own pages or not: its copies win, and being one compilation they
  // share antd's internal modules. A remote provides the parts it imports
  // (the '@portal/shared/' prefix above), its fallback should no shell
  // provide them.
  /** @type {[string, string][]} */
  const facadeModules = [
    [ANTD_FACADE, ANTD_FACADE_KEY],
    [ROUTER_FACADE, ROUTER_FACADE_KEY],
    ...(eager
      ? [
          ...ANTD_PARTS.map(
            ({ file, request }) =>
              /** @type {[string, string]} */ ([file, request]),
          ),
          ...ANTD_FORMER_TIERS.map(
            (folder) =>
              /** @type {[string, string]} */ ([
                sharedModule(folder),
                `@portal/shared/${folder}`,
              ]),
          ),
        ]
      : []),
  ];
  for (const [file, shareKey] of facadeModules) {
    shared[file] = {
      singleton: true,
      shareKey,
      version: SHARED_VERSION,
      requiredVersion: dependencies['@portal/shared'] ?? false,
      ...(eager && file === ANTD_FACADE ? { eager: true } : {}),
    };
  }
  return shared;
}

module.exports = {
  ANTD_ALIAS,
  ANTD_FACADE,
  ANTD_FACADE_KEY,
  ANTD_PARTS,
  ROUTER_ALIAS,
  ROUTER_FACADE,
  SHELL_EAGER_SHARED,
  SINGLETON_LIBRARIES,
  sharedDependencies,
  sharedModule,
};
