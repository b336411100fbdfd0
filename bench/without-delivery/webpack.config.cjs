// @ts-check
/**
 * The shell built without progressive delivery, for `npm run bench` to
 * weigh what the delivery code adds to every first load: the shell's own
 * configuration, with the boot's imports of shell/src/delivery answered by
 * delivery-stub.ts (no tenant has a canary). A measurement build, never
 * deployed. Output: dist-shell-without-delivery/shell/<version>/, served
 * by the site server beside the remotes of dist/.
 */
const path = require('node:path');
const webpack = require('webpack');

const ROOT = path.resolve(__dirname, '../..');
process.env.PORTAL_DIST ||= path.join(ROOT, 'dist-shell-without-delivery');
const shellConfig = require(path.join(ROOT, 'shell/webpack.config.cjs'));

const BOOT = path.join(ROOT, 'shell/src/boot') + path.sep;
const STUB = path.join(__dirname, 'delivery-stub.ts');

/** @type {(env: Record<string, string>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      // Only the boot's imports: the status page's delivery panels are
      // their own chunk, no part of a first load.
      new webpack.NormalModuleReplacementPlugin(
        /^\.\.\/delivery\/[\w-]+$/,
        (resolveData) => {
          if (resolveData.contextInfo.issuer.startsWith(BOOT))
            resolveData.request = STUB;
        },
      ),
    ],
  };
};
