// @ts-check
/**
 * Emits a remote's route manifest as routes.json beside its mf-manifest.json.
 * The shell reads this small file at boot to register the remote with
 * single-spa and to build its guard, sidebar and breadcrumb, without loading
 * the remote's federation container (about 27 KB gz each) for remotes that
 * are not on screen. The same module is exposed as './routes'.
 */
const fs = require('node:fs');
const esbuild = require('esbuild');

class RouteManifestPlugin {
  /** @param {string} routesFile */
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      compilation.hooks.processAssets.tap(
        {
          name: 'RouteManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const routes = loadRouteManifest(this.routesFile);
          compilation.emitAsset(
            'routes.json',
            new RawSource(JSON.stringify(routes, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Evaluates the route module. It must hold plain data and import only types,
 * which keeps it loadable here without bundling.
 * @param {string} file
 */
function loadRouteManifest(file) {
  const { code } = esbuild.transformSync(fs.readFileSync(file, 'utf8'), {
    sourcefile: file,
    loader: 'ts',
    format: 'cjs',
    target: 'es2020',
  });
  const mod = { exports: /** @type {Record<string, unknown>} */ ({}) };
  new Function('module', 'exports', 'require', code)(mod, mod.exports, () => {
    throw new Error(`${file}: a route manifest may import types only`);
  });
  const routes = mod.exports.default ?? mod.exports.routes;
  if (!Array.isArray(routes))
    throw new Error(`${file}: no route array exported`);
  return routes;
}

module.exports = { RouteManifestPlugin, loadRouteManifest };
