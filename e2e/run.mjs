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

/** `npm run screenshots`: the same server, only docs/screenshots' script. */
const screenshots = process.argv.includes('--screenshots');

const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [options] */
function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

// Chromium, and the CJK fonts a Chinese user's machine has: without them
// Chromium draws boxes of other widths, so layouts measure differently.
const missing = [
  ...(existsSync('/usr/bin/chromium') ? [] : ['chromium']),
  ...(existsSync(CJK_FONT) ? [] : ['fonts-noto-cjk']),
];
if (missing.length > 0) {
  console.log(`[e2e] 缺少 ${missing.join('、')}，尝试用 apt-get 安装`);
  const [command, ...prefix] =
    process.getuid?.() === 0 ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (/** @type {string[]} */ ...args) =>
    sh(command ?? 'apt-get', [...prefix, ...args], { env });
  if (
    aptGet('update', '-qq') !== 0 ||
    aptGet('install', '-y', '-qq', ...missing) !== 0
  ) {
    console.error(
      `[e2e] 无法安装，请手动运行 apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
}

const runtime = path.resolve(
  process.env.E2E_RUNTIME_DIR || path.join(here, '.runtime'),
);
rmSync(runtime, { recursive: true, force: true });

// Each lane (one per Playwright worker, see support/env.ts) has its own ops
// configuration; the first call also builds what is missing.
const lanes = Math.max(1, Number(process.env.E2E_WORKERS || 2));
for (let lane = 0; lane < lanes; lane += 1) {
  const env = {
    ...process.env,
    PORTAL_CONFIG_DIR: path.join(runtime, `lane-${lane}`, 'config'),
  };
  if (
    sh(process.execPath, [path.join(root, 'tools/build-all.mjs')], {
      env,
    }) !== 0
  )
    process.exit(1);

  // The deployed remotes must pass the compatibility check the operators'
  // command uses before any browser test runs against them.
  if (
    sh(process.execPath, [path.join(root, 'tools/remotes.mjs'), 'check'], {
      env,
    }) !== 0
  )
    process.exit(1);
}

process.exit(
  sh(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      path.join(
        here,
        screenshots
          ? 'screenshots/screenshots.config.ts'
          : 'playwright.config.ts',
      ),
      ...process.argv.slice(2).filter((arg) => arg !== '--screenshots'),
    ],
    { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
  ),
);
