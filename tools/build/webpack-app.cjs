// @ts-check
/**
 * Webpack configuration shared by the shell and every remote. Each app's
 * webpack.config.cjs calls createAppConfig with what makes it different
 * (container name, exposes, dev port); everything else — loaders, the
 * Module Federation settings, the shared singletons, output layout — is
 * decided here once.
 *
 * Output goes to dist/<app>/<version>/ (version from the app's package.json)
 * so several versions of one remote can be deployed side by side and a
 * tenant's remote map picks one.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
// webpack 5.110's own minimizer (a terser-webpack-plugin fork it depends on).
const { BootPreloadPlugin } = require('./boot-preload-plugin.cjs');
const { EarlyScriptPlugin } = require('./early-script-plugin.cjs');
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', {
    paths: [require.resolve('webpack')],
  }),
);
const {
  ModuleFederationPlugin,
} = require('@module-federation/enhanced/webpack');
const {
  ANTD_ALIAS,
  ROUTER_ALIAS,
  sharedDependencies,
} = require('./shared-deps.cjs');
const { RouteManifestPlugin } = require('./route-manifest-plugin.cjs');
const { FEDERATION_RUNTIME } = require('./remote-compat.cjs');

/** Makes the shell's federation runtime the one remotes use (ES build). */
const INJECT_EXTERNAL_RUNTIME = path.join(
  path.dirname(
    require.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ),
  'index.js',
);
const { DEV_APPS, devRemoteMap } = require('./dev-ports.cjs');

const ROOT = path.resolve(__dirname, '../..');
const MOCK_BACKEND = `http://127.0.0.1:${process.env.MOCK_PORT ?? 3000}`;

/** Text assets served precompressed (see docs/operations.md). */
const COMPRESSIBLE_ASSET = /\.(js|json|html|css|svg|txt)$/;

/**
 * Brotli (best setting) and gzip copies written next to every text asset, so
 * the site server and nginx (brotli_static, gzip_static) send them as they
 * are: brotli is about 16 % smaller than gzip on these chunks, and nothing
 * is compressed per request. Small files too (a 900-byte chunk is 450 in
 * brotli, and a first load fetches several); files that barely shrink get
 * no copy.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function precompressedCopies() {
  const common = { test: COMPRESSIBLE_ASSET, threshold: 0, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * @typedef {object} AppOptions
 * @property {string} appDir absolute folder of the app (its package.json is read)
 * @property {string} container Module Federation container name (identifier-safe)
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes] remote exposes ('./spa', './routes', ...)
 * @property {string} [routesFile] the remote's route manifest module, emitted as routes.json
 * @property {string[]} [runtimePlugins] Module Federation runtime plugins (host)
 * @property {string} [earlyScript] a script index.html runs before main.js (host; see early-script-plugin.cjs)
 * @property {string} [serverEntry] the app's server build (the render tier's; see serverConfig)
 */

/**
 * What a remote's server build takes from the render tier instead of
 * bundling it: the libraries the browser shares as singletons, so a page
 * rendered on the server has one React, one antd theme and one store, as in
 * the browser. The render tier (the shell's server build) provides each
 * (shell/src/server/provided-modules.ts); icons are bundled, as in the
 * browser.
 */
const SERVER_PROVIDED =
  /^(react|react-dom|jotai|antd|@ant-design\/cssinjs|react-router-dom|single-spa-react|@portal\/shared)(\/.*)?$/;

/**
 * An app's server build, beside its browser build in the same version
 * folder (server/render.js, CommonJS for Node): its pages rendered to HTML
 * by the render tier. The shell's bundles everything it runs on; a
 * remote's leaves SERVER_PROVIDED to the render tier. One file, no chunks:
 * the render tier loads it once per version.
 * @param {{ options: AppOptions, mode: 'production' | 'development', outDir: string, publicPath: string, define: Record<string, string>, rules: import('webpack').RuleSetRule[] }} build
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ options, mode, outDir, publicPath, define, rules }) {
  const isHost = options.kind === 'host';
  return {
    name: 'server',
    mode,
    target: 'node20',
    context: options.appDir,
    entry: options.serverEntry,
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      filename: 'render.js',
      library: { type: 'commonjs2' },
      // Pictures a page imports are the browser build's files.
      publicPath: isHost ? publicPath : '',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { ...ANTD_ALIAS, ...ROUTER_ALIAS },
    },
    externalsType: 'commonjs',
    externals: isHost
      ? // The render tier's DOM for rich text: Node's module, not bundled.
        { jsdom: 'jsdom' }
      : [
          ({ request }, callback) =>
            request && SERVER_PROVIDED.test(request)
              ? callback(undefined, request)
              : callback(),
        ],
    module: {
      rules: [
        ...rules,
        // Pictures are the browser build's: the server needs their URL only.
        {
          test: /\.(png|jpe?g|gif|svg|webp|ico)$/,
          type: 'asset',
          generator: { emit: false },
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(define),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * @param {AppOptions} options
 * @returns {(env: Record<string, string>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig(options) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const pkg = require(path.join(options.appDir, 'package.json'));
    // APP_VERSION lets CI or a test build a second version of one remote
    // without editing its package.json.
    const version = process.env.APP_VERSION || pkg.version;
    // The federation plugin writes this into mf-manifest.json's buildInfo,
    // which the operators' status page reports as the loaded version.
    process.env.MF_BUILD_VERSION = version;
    const appName = path.basename(options.appDir);
    const outDir = path.join(
      process.env.PORTAL_DIST || path.join(ROOT, 'dist'),
      appName,
      version,
    );
    const isHost = options.kind === 'host';
    const publicPath = isHost ? `/${appName}/${version}/` : 'auto';
    // The shell provides the federation runtime to the page; a production
    // remote uses it instead of shipping its own. A remote's dev build keeps
    // its own, so its standalone page (src/bootstrap.tsx) runs without a shell.
    const federationRuntime = isHost
      ? FEDERATION_RUNTIME.provided
      : isDev
        ? undefined
        : FEDERATION_RUNTIME.external;
    const devPort =
      DEV_APPS[/** @type {keyof typeof DEV_APPS} */ (appName)].port;

    /** @type {import('webpack').RuleSetRule[]} */
    const codeRules = [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        // Loaders run last to first: antd imports are split between
        // the two antd facades before esbuild compiles the file.
        use: [
          {
            loader: 'esbuild-loader',
            options: {
              loader: 'tsx',
              jsx: 'automatic',
              target: 'es2020',
              tsconfig: path.join(ROOT, 'tsconfig.base.json'),
            },
          },
          { loader: path.join(__dirname, 'antd-split-loader.cjs') },
        ],
      },
    ];
    const define = {
      __APP_NAME__: JSON.stringify(appName),
      __APP_VERSION__: JSON.stringify(version),
    };

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: options.appDir,
      entry: './src/index.ts',
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: outDir,
        // The shell's index.html is served for every portal path, so its
        // assets need an absolute base; remotes infer theirs from the URL
        // they were loaded from, which lets one build serve any tenant.
        publicPath,
        uniqueName: options.container,
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        // The server build (server/) is written beside it by its own
        // compiler.
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { ...ANTD_ALIAS, ...ROUTER_ALIAS },
      },
      module: {
        rules: [
          ...codeRules,
          {
            test: /\.(png|jpe?g|gif|svg|webp|ico)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin(define),
        new ModuleFederationPlugin({
          name: options.container,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          remotes: {},
          shared: sharedDependencies({ ...pkg.dependencies }, { host: isHost }),
          shareStrategy: 'loaded-first',
          // The shell's provider is the plugin `provideExternalRuntime`
          // would add, in its ES module build: the CommonJS one it picks
          // brings a second copy of the runtime (about 10 KB).
          experiments: {
            externalRuntime: federationRuntime === FEDERATION_RUNTIME.external,
            // Browser-only runtime code; a remote loads no remote itself
            // (remote-to-remote modules go through the shell's loader).
            optimization: isHost
              ? { target: 'web' }
              : { target: 'web', disableRemote: true },
          },
          // Written into mf-manifest.json, where `npm run remotes -- check`
          // reads it (a remote needing the shell's runtime needs a shell
          // that provides it).
          manifest: {
            additionalData: ({ stats }) => {
              if (federationRuntime)
                stats.metaData = { ...stats.metaData, federationRuntime };
              return stats;
            },
          },
          runtimePlugins: [
            ...(isHost ? [INJECT_EXTERNAL_RUNTIME] : []),
            ...(options.runtimePlugins ?? []),
          ],
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          templateParameters: { appName },
          // The standalone page of a remote only matters on its dev server.
          filename: 'index.html',
        }),
        ...(isHost && !isDev ? [new BootPreloadPlugin()] : []),
        ...(options.earlyScript
          ? [
              new EarlyScriptPlugin(
                path.join(options.appDir, options.earlyScript),
              ),
            ]
          : []),
        ...(isDev ? [] : precompressedCopies()),
        ...(options.routesFile
          ? [
              new RouteManifestPlugin(
                path.join(options.appDir, options.routesFile),
              ),
            ]
          : []),
      ],
      optimization: {
        // Keep module ids stable between builds so unchanged chunks keep
        // their content hash and stay cached.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          new MinimizerPlugin({
            extractComments: false,
            // The shell's first load is every visitor's: a second compress
            // pass takes 1.9 KB off /index (brotli; its largest vendor chunk
            // alone 1.5 KB) for about 30 s more of the shell's build. A
            // remote's chunks gain about 0.2 %, not worth 60 % more build.
            terserOptions: { compress: { passes: isHost ? 2 : 1 } },
          }),
        ],
      },
      performance: { hints: false },
      // Module Federation warns for every singleton under a prefix that
      // excludes a request; the one exclusion (the stateless contracts, see
      // shared-deps.cjs) cannot make a second instance of anything.
      ignoreWarnings: [
        /"singleton: true" is used together with "exclude\.request/,
      ],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        historyApiFallback: isHost
          ? { index: `${publicPath}index.html` }
          : true,
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/pcApi', '/apiLive', '/logout', '/pcStatic'],
            target: MOCK_BACKEND,
            changeOrigin: false,
          },
        ],
        // The shell's dev server hands out a remote map pointing at the
        // remotes' dev servers, for whichever tenant asks.
        setupMiddlewares: (middlewares, devServer) => {
          if (isHost) {
            devServer.app?.get('/config/remotes/:file', (req, res) => {
              res.json(
                devRemoteMap(String(req.params.file).replace(/\.json$/, '')),
              );
            });
          }
          return middlewares;
        },
      },
    };
    if (!options.serverEntry || isDev) return config;
    return [
      config,
      serverConfig({
        options,
        mode,
        outDir,
        publicPath,
        define,
        rules: codeRules,
      }),
    ];
  };
}

module.exports = { createAppConfig, ROOT };
