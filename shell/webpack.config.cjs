const path = require('node:path');

const { createAppConfig } = require('@portal/tools/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  container: 'portal_shell',
  kind: 'host',
  earlyScript: 'src/boot/early-script.ts',
  serverEntry: './src/server/index.tsx',
  runtimePlugins: [
    path.resolve(__dirname, 'src/remotes/remote-guard-plugin.ts'),
  ],
});
