/** Injected by webpack's DefinePlugin (shared/build/webpack-app.cjs). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
