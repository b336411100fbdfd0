// @ts-check
/**
 * npm run test:e2e: makes sure Debian's Chromium and nginx are there
 * (Playwright cannot download its own browser here), builds what is
 * missing, and runs Playwright against the production build with a fresh
 * runtime folder: the whole suite on the Node site server (project site),
 * then the nginx project's specs on nginx with deploy/nginx/portal.conf
 * (each lane's tools/start.mjs --nginx, which also runs the site server
 * behind nginx as the render tier and stops it with the rest), and beside
 * that pass the engines lane (engines/lane.ts: the learner's
 * main journeys in Chromium, Firefox ESR and WebKitGTK). E2E_SITE=node,
 * nginx or engines runs one of them only; Playwright arguments (a spec, a
 * grep) leave the lane out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CHROMIUM_HEADLESS_SHELL } from './support/chromium.mjs';

/** `npm run screenshots`: the same server, only docs/screenshots' script. */
const screenshots = process.argv.includes('--screenshots');

const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const site = process.env.E2E_SITE;
const args = process.argv.slice(2).filter((arg) => arg !== '--screenshots');

/** @type {('node' | 'nginx')[]} */
const passes = screenshots
  ? ['node']
  : site === 'nginx'
    ? ['nginx']
    : site === 'node'
      ? ['node']
      : site === 'engines'
        ? []
        : ['node', 'nginx'];
const withEngines =
  site === 'engines' || (!screenshots && !site && args.length === 0);

/** What the engines lane drives: Debian's WebKitGTK driver, Firefox ESR, Xvfb. */
/** @type {[file: string, pkg: string][]} */
const ENGINE_PACKAGES = [
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  ['/usr/bin/firefox-esr', 'firefox-esr'],
  ['/usr/bin/Xvfb', 'xvfb'],
];

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [options] */
function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * sh without blocking: the engines lane's output is read meanwhile.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
function shAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', ...options }).on('close', (code) =>
      resolve(code ?? 1),
    );
  });
}

// Chromium (the full browser for the engines lane and the bench, its
// headless shell for the Playwright specs), and the CJK fonts a Chinese user's machine has: without them
// Chromium draws boxes of other widths, so layouts measure differently.
// nginx with Debian's brotli_static module for the nginx pass.
const missing = [
  ...(existsSync('/usr/bin/chromium') ? [] : ['chromium']),
  ...(existsSync(CHROMIUM_HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ...(existsSync(CJK_FONT) ? [] : ['fonts-noto-cjk']),
  ...(!passes.includes('nginx') || existsSync(NGINX) ? [] : ['nginx']),
  ...(!passes.includes('nginx') || existsSync(BROTLI_STATIC)
    ? []
    : ['libnginx-mod-http-brotli-static']),
  ...(withEngines
    ? ENGINE_PACKAGES.filter(([file]) => !existsSync(file)).map(
        ([, name]) => name,
      )
    : []),
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

/**
 * Each lane (one per Playwright worker, see support/env.ts) has its own ops
 * configuration; the first call also builds what is missing.
 * @param {string} base the pass's runtime folder
 */
function prepareLanes(base) {
  const lanes = Math.max(1, Number(process.env.E2E_WORKERS || 2));
  for (let lane = 0; lane < lanes; lane += 1) {
    const env = {
      ...process.env,
      PORTAL_CONFIG_DIR: path.join(base, `lane-${lane}`, 'config'),
    };
    if (
      sh(process.execPath, [path.join(root, 'tools/build-all.mjs')], {
        env,
      }) !== 0
    )
      return false;

    // The deployed remotes must pass the compatibility check the operators'
    // command uses before any browser test runs against them.
    if (
      sh(process.execPath, [path.join(root, 'tools/remotes.mjs'), 'check'], {
        env,
      }) !== 0
    )
      return false;
  }
  return true;
}

/**
 * The engines lane, started beside the last pass (its own ports and
 * runtime folder); its report is printed whole when it ends.
 * @returns {Promise<number>}
 */
function runEngines() {
  console.log('[e2e] 引擎通道（Chromium、Firefox ESR、WebKitGTK）已在后台开始');
  return new Promise((resolve) => {
    const lane = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'engines/lane.ts')],
      {
        cwd: root,
        env: { ...process.env, E2E_RUNTIME_DIR: runtime },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    /** @type {Buffer[]} */
    const said = [];
    lane.stdout.on('data', (chunk) => said.push(chunk));
    lane.stderr.on('data', (chunk) => said.push(chunk));
    lane.on('close', (code) => {
      console.log(`\n${Buffer.concat(said).toString()}`);
      resolve(code ?? 1);
    });
  });
}

let status = 0;
/** @type {Promise<number> | null} */
let engines = null;
if (withEngines && passes.length === 0) engines = runEngines();
for (const [index, site] of passes.entries()) {
  // The nginx pass has its own lanes (ports +5, support/env.ts) and state.
  const base = site === 'nginx' ? path.join(runtime, 'nginx') : runtime;
  if (!prepareLanes(base)) process.exit(1);
  if (site === 'nginx') console.log('[e2e] nginx（deploy/nginx/portal.conf）');
  // Beside the last pass: the two together take the time of the longer.
  if (withEngines && index === passes.length - 1) engines = runEngines();
  const code = await shAsync(
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
      ...args,
      // A filter that names none of the nginx project's specs is no failure.
      ...(site === 'nginx' && passes.length > 1
        ? ['--pass-with-no-tests']
        : []),
    ],
    {
      env: {
        ...process.env,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        // One random delivery gate key for the run: the config hands it to
        // every lane's mock and site server, the specs send it (env.ts).
        E2E_GATE_KEY:
          process.env.E2E_GATE_KEY || randomBytes(32).toString('base64url'),
        E2E_SITE: site,
        E2E_RUNTIME_DIR: base,
      },
    },
  );
  if (status === 0) status = code;
}
if (engines) {
  const code = await engines;
  if (status === 0) status = code;
}
process.exit(status);
