/** Injected by webpack's DefinePlugin (tools/build/webpack-app.cjs). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** Images imported by components become URLs (webpack asset modules). */
declare module '*.svg' {
  const url: string;
  export default url;
}
