/** Injected by webpack's DefinePlugin (tools/build/webpack-app.cjs). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/**
 * Webpack's public path of the bundle the code is in: for a remote, the
 * folder of its remoteEntry.js (publicPath 'auto'), where its routes.json is.
 */
declare const __webpack_public_path__: string;

/** Images imported by components become URLs (webpack asset modules). */
declare module '*.svg' {
  const url: string;
  export default url;
}
