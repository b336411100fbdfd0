const { createAppConfig } = require('@portal/tools/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  container: 'mf_admin_entry',
  kind: 'remote',
  exposes: {
    './spa': './src/spa.tsx',
    './routes': './src/routes.ts',
    './entry': './src/entry.ts',
  },
  routesFile: 'src/routes.ts',
});
