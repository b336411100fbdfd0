const { createAppConfig } = require('@portal/tools/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  container: 'mf_projects',
  kind: 'remote',
  exposes: { './spa': './src/spa.tsx', './routes': './src/routes.ts' },
  routesFile: 'src/routes.ts',
  serverEntry: './src/server.tsx',
});
