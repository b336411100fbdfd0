// @ts-check
/**
 * npm run build:monolith: the shell and every remote's pages compiled into
 * one bundle without Module Federation, for `npm run bench` to compare with
 * the federated build. No code is copied: the shell's configuration is
 * reused, the federation plugin and the early script are dropped, and two
 * modules are swapped:
 * - '@module-federation/enhanced/runtime' → static-federation-runtime.ts
 *   (loadRemote becomes a lazy import of the remote's module);
 * - the shell's route-manifests.ts → static-route-manifests.ts.
 * Output: dist-monolith/shell/<version>/, served by the same site server
 * with PORTAL_DIST=dist-monolith and the federated build's config folder.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const {
  ModuleFederationPlugin,
} = require('@module-federation/enhanced/webpack');

const {
  EarlyScriptPlugin,
} = require('@portal/tools/build/early-script-plugin.cjs');

const ROOT = path.resolve(__dirname, '../..');
process.env.PORTAL_DIST ||= path.join(ROOT, 'dist-monolith');
const shellConfig = require(path.join(ROOT, 'shell/webpack.config.cjs'));

/**
 * Writes dist-monolith/packages.json: for each library, the distinct
 * package folders its bundled modules come from. The bench reports that as
 * the single bundle's number of copies (a page of it cannot hold more).
 */
class PackageCopiesPlugin {
  /** @param {string[]} libraries */
  constructor(libraries) {
    this.libraries = libraries;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('PackageCopiesPlugin', (stats) => {
      const { modules = [] } = stats.toJson({
        all: false,
        modules: true,
        nestedModules: true,
        ids: false,
      });
      /** @type {string[]} */
      const names = [];
      /** @param {import('webpack').StatsModule[]} list */
      const collect = (list) => {
        for (const m of list) {
          if (m.nameForCondition) names.push(m.nameForCondition);
          if (m.modules) collect(m.modules);
        }
      };
      collect(modules);
      /** @type {Record<string, string[]>} */
      const copies = {};
      for (const lib of this.libraries) {
        const folders = new Set();
        for (const name of names) {
          const at = name.lastIndexOf(`node_modules/${lib}/`);
          if (at >= 0) folders.add(name.slice(0, at + 13 + lib.length));
        }
        copies[lib] = [...folders].map((f) => path.relative(ROOT, f));
      }
      fs.writeFileSync(
        path.join(String(process.env.PORTAL_DIST), 'packages.json'),
        `${JSON.stringify(copies, null, 2)}\n`,
      );
    });
  }
}

/** @type {(env: Record<string, string>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  // The shell's configuration is its browser build and its server build;
  // the single bundle is the browser build (the bench's render tier draws
  // its first screen with the federated build's server builds).
  const configs = shellConfig(env, argv);
  const config = Array.isArray(configs) ? configs[0] : configs;
  return {
    ...config,
    // No async boundary is needed without shared-module negotiation.
    entry: path.join(ROOT, 'shell/src/bootstrap.tsx'),
    plugins: [
      // The early script asks for remotes' route manifests and
      // mf-manifest.json, which a single bundle does not have.
      ...(config.plugins ?? []).filter(
        (/** @type {unknown} */ plugin) =>
          !(plugin instanceof ModuleFederationPlugin) &&
          !(plugin instanceof EarlyScriptPlugin),
      ),
      new PackageCopiesPlugin(['react-dom', 'antd', 'jotai']),
      new webpack.NormalModuleReplacementPlugin(
        /^\.\.?\/(remotes\/)?route-manifests$/,
        path.join(__dirname, 'static-route-manifests.ts'),
      ),
    ],
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve?.alias,
        '@module-federation/enhanced/runtime$': path.join(
          __dirname,
          'static-federation-runtime.ts',
        ),
      },
    },
  };
};
