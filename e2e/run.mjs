// @ts-check
/**
 * npm run test:e2e: makes sure Debian's Chromium is there (Playwright cannot
 * download its own browser here), builds what is missing, and runs
 * Playwright against the production build with a fresh runtime folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [options] */
function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (!existsSync('/usr/bin/chromium')) {
  console.log('[e2e] /usr/bin/chromium 不存在，尝试用 apt-get 安装');
  const [command, ...prefix] =
    process.getuid?.() === 0 ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (/** @type {string[]} */ ...args) =>
    sh(command ?? 'apt-get', [...prefix, ...args], { env });
  if (
    aptGet('update', '-qq') !== 0 ||
    aptGet('install', '-y', '-qq', 'chromium') !== 0
  ) {
    console.error(
      '[e2e] 无法安装 chromium，请手动运行 apt-get install -y chromium',
    );
    process.exit(1);
  }
}

const runtime = path.join(here, '.runtime');
rmSync(runtime, { recursive: true, force: true });

const env = { ...process.env, PORTAL_CONFIG_DIR: path.join(runtime, 'config') };
if (
  sh(process.execPath, [path.join(root, 'shell/server/build-all.mjs')], {
    env,
  }) !== 0
)
  process.exit(1);

// The deployed remotes must pass the compatibility check the operators'
// command uses before any browser test runs against them.
if (
  sh(process.execPath, [path.join(root, 'shell/server/remotes.mjs'), 'check'], {
    env,
  }) !== 0
)
  process.exit(1);

process.exit(
  sh(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      path.join(here, 'playwright.config.ts'),
      ...process.argv.slice(2),
    ],
    { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
  ),
);
