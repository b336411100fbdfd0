const { createAppConfig } = require('@portal/tools/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  container: 'mf_exams',
  kind: 'remote',
  exposes: {
    './spa': './src/spa.tsx',
    './routes': './src/routes.ts',
    // The exam runner for other remotes (mf-projects' graduation exam).
    './exam-runner': './src/exam-runner.tsx',
  },
  routesFile: 'src/routes.ts',
});
