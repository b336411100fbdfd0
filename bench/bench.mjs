// @ts-check
/**
 * npm run bench: the federated portal against a single-bundle build of the
 * same sources (npm run build:monolith), side by side, in one run.
 *
 * Both builds are served by the portal's own site server (gzip, immutable
 * hashed chunks, as `npm start` serves them) on 127.0.0.1, in front of one
 * mock backend with a throwaway database. Headless Debian Chromium through
 * Playwright. Each page and navigation measurement is repeated RUNS times,
 * federated and single-bundle alternating so machine noise hits both
 * alike; the report gives the median, the spread (min–max) and the
 * federated/single ratio. Lighthouse runs LH_RUNS rounds of every target
 * page on both builds and on its floor (the same first screen as static
 * HTML without scripts), the three alternating; the host's benchmarkIndex
 * is read before and after each run, runs on a drifting host are dropped,
 * and each row reports Lighthouse's own median run (report.mjs). A
 * progressive-delivery section (delivery.mjs) loads /index of one tenant
 * without and with a canary, and on a build of the shell without the
 * delivery code.
 *
 *   npm run bench              3 runs of each page measurement, 5 of Lighthouse
 *   npm run bench -- --quick   1 run of each (development)
 *   npm run bench -- --rebuild builds both from scratch first
 *   npm run bench -- --no-build measures the builds as they are
 *   npm run bench -- --only delivery     that section alone, printed and
 *                              written to bench/.runtime/delivery.json
 *   npm run bench -- --only lighthouse   the Lighthouse section with the
 *                              floor pages alone, printed and written to
 *                              bench/.runtime/lighthouse.{json,md}
 *   BENCH_RUNS=n, BENCH_LH_RUNS=n        other run counts
 *
 * Writes bench/results/latest.json and bench/results/latest.md, and prints
 * the Markdown table.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import runLighthouse, { desktopConfig } from 'lighthouse';
import {
  screenEmulationMetrics,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import * as prettier from 'prettier';

import {
  ensureShellWithoutDelivery,
  measureDelivery,
  siteWithoutDelivery,
} from './delivery.mjs';
import {
  benchmarkIndexDrift,
  BUDGETS,
  calibratedCpuMultiplier,
  LIGHTHOUSE_VARIANTS,
  MAX_BENCHMARK_INDEX_DRIFT,
  PRESETS,
  renderDelivery,
  renderLighthouse,
  renderMarkdown,
  summarise,
  summariseDelivery,
  summariseLighthouseOnly,
  TARGET_PAGES,
  UNSCORED_RUN,
} from './report.mjs';

import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUICK = process.argv.includes('--quick');
/**
 * `--only delivery` or `--only lighthouse`: that section alone (the page
 * section alone takes 15 minutes).
 */
const ONLY = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
if (ONLY !== undefined && ONLY !== 'delivery' && ONLY !== 'lighthouse') {
  console.error(
    `[bench] --only 只支持 delivery 或 lighthouse，收到 ${String(ONLY)}`,
  );
  process.exit(2);
}
// Three runs: the bytes are the same every run and a median of three still
// outvotes one slow run; the time goes to Lighthouse on every target page.
const RUNS = QUICK ? 1 : Number(process.env.BENCH_RUNS || 3);
// Five Lighthouse runs, as Lighthouse's own advice for a median run: its
// figures move more from run to run than the page section's, and a run on
// a drifting host is dropped.
const LH_RUNS = QUICK ? 1 : Number(process.env.BENCH_LH_RUNS || 5);
const ROUND_TRIPS = QUICK ? 10 : 50;
const AUTOCANNON_SECONDS = QUICK ? 3 : 10;
/** How long the pointer rests on a menu item before the click. */
const HOVER_MS = 150;
const RUNTIME = path.join(ROOT, 'bench/.runtime');
const RESULTS = path.join(ROOT, 'bench/results');
const MONOLITH_DIST = path.join(ROOT, 'dist-monolith');
const started = Date.now();

/** @param {string} message */
const log = (message) =>
  console.log(
    `[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`,
  );

// ---------------------------------------------------------------- builds

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function sh(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`[bench] ${command} ${args.join(' ')} 失败`);
    process.exit(1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log('/usr/bin/chromium 不存在，用 apt-get 安装');
  const prefix = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...rest] = [...prefix, 'apt-get'];
  sh(cmd ?? 'apt-get', [...rest, 'update', '-qq'], env);
  sh(cmd ?? 'apt-get', [...rest, 'install', '-y', '-qq', 'chromium'], env);
}

/** Files beside the sources that no build reads: tests and their data. */
const NOT_BUILT =
  /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)__(fixtures|snapshots)__$/;

/**
 * Newest modification time of the sources a build reads: the apps' and the
 * shared package's sources and the build configuration, tests left out (a
 * test's edit changes no build, and rebuilding costs ten minutes).
 */
function newestSource() {
  let newest = 0;
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || NOT_BUILT.test(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(path.join(ROOT, 'tools/build'));
  for (const app of readdirSync(ROOT)) {
    if (app === 'shell' || app === 'shared' || app.startsWith('mf-')) {
      const src = path.join(ROOT, app, 'src');
      if (existsSync(src)) walk(src);
    }
  }
  walk(path.join(ROOT, 'bench/monolith'));
  return newest;
}

/** Oldest build time among the federated apps in dist/ (0 when one is missing). */
function oldestFederatedBuild() {
  let oldest = Infinity;
  for (const app of readdirSync(ROOT)) {
    if (app !== 'shell' && !app.startsWith('mf-')) continue;
    const pkg = path.join(ROOT, app, 'package.json');
    if (!existsSync(pkg)) continue;
    const { version } = JSON.parse(readFileSync(pkg, 'utf8'));
    const built = path.join(ROOT, 'dist', app, version, 'mf-manifest.json');
    oldest = Math.min(oldest, existsSync(built) ? statSync(built).mtimeMs : 0);
  }
  return oldest;
}

/**
 * Both builds must come from the same sources: each is rebuilt when a
 * source file is newer than it (or always with --rebuild). Then the
 * shell without the delivery code, which the delivery section compares
 * with the shell of dist/.
 */
function buildAll() {
  const noBuild = process.argv.includes('--no-build');
  const newest = newestSource();
  const rebuild = process.argv.includes('--rebuild');
  if (!noBuild) buildBoth(newest, rebuild);
  // Lighthouse compares the two builds only.
  if (ONLY === 'lighthouse') return { shellOlderThanSources: false };
  return ensureShellWithoutDelivery({
    rebuild,
    noBuild,
    newestSource: newest,
    log,
    sh,
  });
}

/** @param {number} newest @param {boolean} rebuild */
function buildBoth(newest, rebuild) {
  if (rebuild || oldestFederatedBuild() < newest) {
    log('联邦构建：npm run build');
    sh(process.execPath, [path.join(ROOT, 'tools/build-all.mjs'), '--all']);
  } else {
    log('联邦构建已是最新');
  }
  // The delivery section measures the federated build only.
  if (ONLY === 'delivery') return;
  const copies = path.join(MONOLITH_DIST, 'packages.json');
  if (rebuild || !existsSync(copies) || statSync(copies).mtimeMs < newest) {
    log('单包构建：npm run build:monolith');
    sh('npm', ['run', '--silent', 'build:monolith']);
  } else {
    log('单包构建已是最新');
  }
}

// ---------------------------------------------------------------- servers

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : 0),
      );
    });
  });
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/** @param {string} script @param {NodeJS.ProcessEnv} env */
function runTs(script, env) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, script)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(child);
  return child;
}

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} 未能启动`);
}

function stopServers() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('exit', stopServers);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => process.exit(130));
}

/** The folder of the floor pages, beside the shell's versions. */
const FLOOR_FOLDER = 'bench-floor';

/**
 * A dist folder for the federated build's site server: dist/ as it is
 * (links), and beside the shell's versions a folder of the bench's own,
 * where the floor pages are written. The site server serves any file of
 * /shell/<folder>/ as a built one, so a floor page comes from the same
 * server, origin and headers as the page, and dist/ is not written to.
 */
function federatedSite() {
  const site = path.join(RUNTIME, 'site-federated');
  const dist = path.join(ROOT, 'dist');
  mkdirSync(path.join(site, 'shell', FLOOR_FOLDER), { recursive: true });
  for (const entry of readdirSync(dist))
    if (entry !== 'shell')
      symlinkSync(path.join(dist, entry), path.join(site, entry));
  for (const version of readdirSync(path.join(dist, 'shell')))
    symlinkSync(
      path.join(dist, 'shell', version),
      path.join(site, 'shell', version),
    );
  return site;
}

/**
 * A dist folder for the single bundle's site server: dist-monolith/ as it
 * is (links), with the federated build's server builds beside it (the
 * shell's under each shell version, every remote's version folders), so
 * that the render tier draws the single bundle's first screen with the
 * same code as the federated build's and the two compare like with like.
 * The single bundle's browser code hydrates it as the shell does.
 */
function monolithSite() {
  const site = path.join(RUNTIME, 'site-single');
  const dist = path.join(ROOT, 'dist');
  mkdirSync(path.join(site, 'shell'), { recursive: true });
  for (const entry of readdirSync(MONOLITH_DIST))
    if (entry !== 'shell')
      symlinkSync(path.join(MONOLITH_DIST, entry), path.join(site, entry));
  for (const entry of readdirSync(dist))
    if (entry !== 'shell' && !existsSync(path.join(site, entry)))
      symlinkSync(path.join(dist, entry), path.join(site, entry));
  for (const version of readdirSync(path.join(MONOLITH_DIST, 'shell'))) {
    const folder = path.join(site, 'shell', version);
    mkdirSync(folder);
    for (const file of readdirSync(path.join(MONOLITH_DIST, 'shell', version)))
      symlinkSync(
        path.join(MONOLITH_DIST, 'shell', version, file),
        path.join(folder, file),
      );
    const server = path.join(dist, 'shell', version, 'server');
    if (existsSync(server) && !existsSync(path.join(folder, 'server')))
      symlinkSync(server, path.join(folder, 'server'));
  }
  return site;
}

async function startServers() {
  rmSync(RUNTIME, { recursive: true, force: true });
  mkdirSync(RUNTIME, { recursive: true });
  const [mockPort, federatedPort, monolithPort, ukeyPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  // A copy: the delivery section puts a canary into a tenant's map, and
  // nothing the bench does may change dist/config.
  const configDir = path.join(RUNTIME, 'config');
  cpSync(path.join(ROOT, 'dist/config'), configDir, { recursive: true });
  runTs('mock-server/src/main.ts', {
    MOCK_PORT: String(mockPort),
    UKEY_PORT: String(ukeyPort),
    MOCK_DB_FILE: path.join(RUNTIME, 'db.json'),
    MOCK_QUIET: '1',
  });
  /** @param {number} port @param {string} dist */
  const site = (port, dist) =>
    runTs('tools/site-server/site-main.ts', {
      PORTAL_PORT: String(port),
      PORTAL_DIST: dist,
      PORTAL_CONFIG_DIR: configDir,
      MOCK_PORT: String(mockPort),
      // No canary gate: it would act on the delivery section's canary.
      PORTAL_GATE_INTERVAL_MS: '0',
    });
  site(federatedPort, federatedSite());
  site(monolithPort, monolithSite());
  await waitFor(`http://127.0.0.1:${mockPort}/__health`);
  await Promise.all(
    [federatedPort, monolithPort].map((port) =>
      waitFor(`http://127.0.0.1:${port}/api/portal/subsite`),
    ),
  );
  return {
    mock: `http://127.0.0.1:${mockPort}`,
    configDir,
    builds: {
      federated: `http://localhost:${federatedPort}`,
      single: `http://localhost:${monolithPort}`,
    },
    /** Another site server, for another dist folder. @param {string} dist */
    async startSite(dist) {
      const port = await freePort();
      site(port, dist);
      await waitFor(`http://127.0.0.1:${port}/api/portal/subsite`);
      return `http://localhost:${port}`;
    },
  };
}

// ---------------------------------------------------------------- browser

/** @typedef {'federated' | 'single'} Build */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */

/**
 * The pages measured: where to go, the container whose mount ends the
 * measurement, and whether the learner is signed in.
 */
const PAGES = [
  { id: 'index-visitor', path: '/index', remote: 'mf_home', signedIn: false },
  { id: 'index-learner', path: '/index', remote: 'mf_home', signedIn: true },
  {
    // The public course page a shared link opens.
    id: 'open-course',
    path: '/openCourseDetail?id=13001',
    remote: 'mf_home',
    signedIn: false,
  },
  {
    id: 'commendIndex',
    path: '/commendIndex',
    remote: 'mf_home',
    signedIn: true,
  },
  {
    id: 'course-detail',
    path: '/commendIndex/coursedetail?id=13001',
    remote: 'mf_home',
    signedIn: true,
  },
  {
    id: 'personalCenter',
    path: '/personalCenter',
    remote: 'mf_personal_center',
    signedIn: true,
  },
  {
    id: 'projectIndex',
    path: '/projectIndex',
    remote: 'mf_projects',
    signedIn: true,
  },
];

/**
 * Runs in every page before the portal: renderer counting through a stub
 * React DevTools hook (each react-dom copy injects once), LCP, long tasks,
 * and the time of the last trusted click (for click-to-mounted).
 */
function instrument() {
  const renderers = new Set();
  let next = 1;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers,
      inject: () => {
        renderers.add(next);
        return next++;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
  const bench = { lcp: 0, longTasks: 0, lastClick: 0 };
  Object.defineProperty(window, '__bench', { value: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks += entry.duration;
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'click',
    (event) => {
      bench.lastClick = event.timeStamp;
    },
    true,
  );
}

/** @param {Browser} browser */
async function newPage(browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp };
}

/** The learner's access token, from the mock SSO (set in main). */
let learnerToken = '';

/** Signs in at the mock SSO with a demo password, as its page would post it. @param {string} mock */
async function ssoToken(mock) {
  const res = await fetch(`${mock}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'learner',
      password: 'Portal@2026',
      redirect: 'http://localhost:8080/index',
    }).toString(),
  });
  const token = new URL(
    res.headers.get('location') ?? 'http://x/',
  ).searchParams.get('token');
  if (!token) throw new Error(`SSO sign-in failed (${res.status})`);
  return token;
}

/**
 * Gives the tab the learner's session as the shell's guard leaves it after
 * the SSO round trip (the token in sessionStorage), without loading any
 * page first: a signed-in cold load stays cold, and no run pays for the
 * sign-in pages (the e2e suite covers those).
 * @param {Page} page
 */
async function useLearnerSession(page) {
  await page.addInitScript((token) => {
    sessionStorage.setItem('token', token);
  }, learnerToken);
}

/** The signed-in learner's home page. @param {Page} page @param {string} base */
async function signIn(page, base) {
  await useLearnerSession(page);
  await page.goto(`${base}/index`);
  await page.getByTestId('welcome-box').waitFor();
}

/** Waits for the shell's mark of `remote` with a start after `after`. */
/** @param {Page} page @param {string} remote @param {number} after */
async function mountedAfter(page, remote, after) {
  const handle = await page.waitForFunction(
    ([name, since]) => {
      const marks = performance.getEntriesByName(`portal:mounted:${name}`);
      const mark = marks.find((m) => m.startTime >= since);
      return mark ? mark.startTime : false;
    },
    /** @type {[string, number]} */ ([remote, after]),
    { timeout: 30_000, polling: 20 },
  );
  return /** @type {number} */ (await handle.jsonValue());
}

/**
 * One cold load of `page.path` (HTTP cache disabled): bytes and requests of
 * JS and CSS until the network is quiet, paint timings, mount time.
 * `hooks.prepare` runs before the page opens, `hooks.inspect` once the
 * network is quiet (the delivery section reads the requests there).
 * @type {import('./delivery.mjs').ColdLoad}
 */
async function coldLoad(browser, base, target, hooks = {}) {
  const { context, page, cdp } = await newPage(browser);
  try {
    if (target.signedIn) await useLearnerSession(page);
    await hooks.prepare?.(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    /** @type {Map<string, {type: string, url: string, encoded: number, decoded: number}>} */
    const resources = new Map();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script' || event.type === 'Stylesheet')
        resources.set(event.requestId, {
          type: event.type,
          url: event.response.url,
          encoded: 0,
          decoded: 0,
        });
    });
    // Response bodies as they came over the wire (headers not counted).
    cdp.on('Network.dataReceived', (event) => {
      const resource = resources.get(event.requestId);
      if (!resource) return;
      resource.decoded += event.dataLength;
      resource.encoded += event.encodedDataLength;
    });
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
    const mounted = await mountedAfter(page, target.remote, 0);
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => ({
      fcp:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
        NaN,
      // @ts-expect-error bench global
      lcp: window.__bench.lcp,
      // @ts-expect-error bench global
      longTasks: window.__bench.longTasks,
      // @ts-expect-error bench global
      renderers: window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    }));
    await hooks.inspect?.(page, mounted);
    const list = [...resources.values()];
    const sum = (
      /** @type {string} */ type,
      /** @type {'encoded' | 'decoded'} */ key,
    ) => list.filter((r) => r.type === type).reduce((n, r) => n + r[key], 0);
    return {
      jsKiB: sum('Script', 'encoded') / 1024,
      jsRawKiB: sum('Script', 'decoded') / 1024,
      cssKiB: sum('Stylesheet', 'encoded') / 1024,
      cssRawKiB: sum('Stylesheet', 'decoded') / 1024,
      jsRequests: list.filter((r) => r.type === 'Script').length,
      cssRequests: list.filter((r) => r.type === 'Stylesheet').length,
      fcpMs: timings.fcp,
      lcpMs: timings.lcp,
      mountedMs: mounted,
      longTasksMs: timings.longTasks,
      reactDomCopies: timings.renderers,
    };
  } finally {
    await context.close();
  }
}

/**
 * Click-to-mounted between two remotes through the main navigation: the
 * first visit of 学习中心 (mf-personal-center) from the home page, then warm
 * switches back and forth with the HTTP cache on.
 * @param {Browser} browser @param {string} base
 */
async function remoteSwitch(browser, base) {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, base);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: '主导航' });
    /** @param {string} link @param {string} remote */
    const go = async (link, remote) => {
      const target = nav.getByRole('link', { name: link, exact: true });
      // A learner points at a menu item before clicking it; the shell
      // starts fetching that remote on hover (measured from the click).
      await target.hover();
      await page.waitForTimeout(HOVER_MS);
      const before = await page.evaluate(() => performance.now());
      await target.click();
      const mounted = await mountedAfter(page, remote, before);
      // @ts-expect-error bench global
      const click = await page.evaluate(() => window.__bench.lastClick);
      await page.waitForLoadState('networkidle');
      return mounted - click;
    };
    const firstMs = await go('学习中心', 'mf_personal_center');
    /** @type {number[]} */
    const warm = [];
    for (let i = 0; i < 3; i += 1) {
      warm.push(await go('首页', 'mf_home'));
      warm.push(await go('学习中心', 'mf_personal_center'));
    }
    return { firstVisitMs: firstMs, warmMs: median(warm) };
  } finally {
    await context.close();
  }
}

/**
 * JS heap after 50 round trips mf-home → mf-personal-center → mf-projects
 * against after the first, each after a forced garbage collection.
 * @param {Browser} browser @param {string} base
 */
async function heapGrowth(browser, base) {
  const { context, page, cdp } = await newPage(browser);
  try {
    await signIn(page, base);
    await page.waitForLoadState('networkidle');
    const stops = /** @type {const} */ ([
      ['/personalCenter', 'mf_personal_center'],
      ['/projectIndex', 'mf_projects'],
      ['/index', 'mf_home'],
    ]);
    const roundTrip = async () => {
      for (const [to, remote] of stops) {
        const before = await page.evaluate((url) => {
          const now = performance.now();
          history.pushState(null, '', url);
          return now;
        }, to);
        await mountedAfter(page, remote, before);
        await page.waitForLoadState('networkidle');
      }
    };
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = await cdp.send('Runtime.getHeapUsage');
      return usage.usedSize / 1024 / 1024;
    };
    /**
     * MiB of V8's compiled code in the heap (machine code of the JIT tiers,
     * bytecode, feedback): it grows as functions get hot over the round
     * trips, which is warm-up, not a leak, so the report also shows growth
     * without it. Read from a heap snapshot: nodes of type "code".
     */
    const compiledCode = async () => {
      /** @type {string[]} */
      const chunks = [];
      /** @param {{chunk: string}} event */
      const onChunk = (event) => chunks.push(event.chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
      await cdp.send('HeapProfiler.takeHeapSnapshot', {
        reportProgress: false,
      });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
      const { snapshot, nodes } = JSON.parse(chunks.join(''));
      const fields = snapshot.meta.node_fields;
      const type = fields.indexOf('type');
      const size = fields.indexOf('self_size');
      const code = snapshot.meta.node_types[0].indexOf('code');
      let bytes = 0;
      for (let i = 0; i < nodes.length; i += fields.length)
        if (nodes[i + type] === code) bytes += nodes[i + size];
      return bytes / 1024 / 1024;
    };
    await roundTrip();
    // Marks and resource timings are the bench's own; drop them so they do
    // not count as growth.
    const clear = () =>
      page.evaluate(() => {
        performance.clearMarks();
        performance.clearResourceTimings();
      });
    await clear();
    const first = await heap();
    const firstCode = await compiledCode();
    for (let i = 1; i < ROUND_TRIPS; i += 1) {
      await roundTrip();
      if (i % 10 === 0) await clear();
    }
    await clear();
    const last = await heap();
    const lastCode = await compiledCode();
    return {
      heapAfterFirstMiB: first,
      heapAfterAllMiB: last,
      heapGrowthPct: ((last - first) / first) * 100,
      codeGrowthMiB: lastCode - firstCode,
      dataGrowthPct:
        ((last - lastCode - (first - firstCode)) / (first - firstCode)) * 100,
    };
  } finally {
    await context.close();
  }
}

/**
 * Copies of each singleton library loaded by the federated page: providers
 * of the package that the federation runtime actually loaded, across every
 * container's share scope. react-dom is also counted by the renderer hook.
 * @param {Browser} browser @param {string} base
 */
async function federatedSingletons(browser, base) {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, base);
    for (const [to, remote] of /** @type {const} */ ([
      ['/personalCenter', 'mf_personal_center'],
      ['/projectIndex', 'mf_projects'],
    ])) {
      const before = await page.evaluate((url) => {
        const now = performance.now();
        history.pushState(null, '', url);
        return now;
      }, to);
      await mountedAfter(page, remote, before);
    }
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const reactDom = new Set();
      /** @type {Record<string, Set<string>>} */
      const loaded = {
        'react-dom': reactDom,
        antd: new Set(),
        jotai: new Set(),
      };
      const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes ?? {})) {
          for (const [pkg, versions] of Object.entries(packages ?? {})) {
            // antd is shared through its facade (shared/src/antd).
            const lib = pkg === '@portal/shared/antd' ? 'antd' : pkg;
            if (!(lib in loaded)) continue;
            for (const [version, info] of Object.entries(versions ?? {})) {
              // runtime shape: { from, loaded, lib, … }
              if (info?.loaded || info?.lib)
                loaded[lib]?.add(`${version}@${info.from}`);
            }
          }
        }
      }
      return {
        'react-dom': Math.max(
          reactDom.size,
          // @ts-expect-error bench global
          window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
        ),
        antd: loaded.antd?.size ?? 0,
        jotai: loaded.jotai?.size ?? 0,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * Copies in the single bundle: the distinct package folders of each library
 * among the modules webpack bundled (packages.json, written by the build),
 * and for react-dom at least the renderers the page registered.
 * @param {number} reactDomRenderers
 */
function singleSingletons(reactDomRenderers) {
  /** @type {Record<string, string[]>} */
  const folders = JSON.parse(
    readFileSync(path.join(MONOLITH_DIST, 'packages.json'), 'utf8'),
  );
  return {
    'react-dom': Math.max(folders['react-dom']?.length ?? 0, reactDomRenderers),
    antd: folders.antd?.length ?? 0,
    jotai: folders.jotai?.length ?? 0,
  };
}

// ---------------------------------------------------------------- backend

/** @param {string} mock */
async function backendLoad(mock) {
  const token = await ssoToken(mock);
  const headers = { 'x-forwarded-host': 'localhost', token };
  const targets = [
    { id: 'GET /api/portal/subsite', path: '/api/portal/subsite' },
    {
      id: 'GET /api/portal/course/getPageByCategory',
      path: '/api/portal/course/getPageByCategory?pagenum=0&pagesize=10',
    },
    {
      id: 'POST /api/portal/collect/toggleCollect',
      path: '/api/portal/collect/toggleCollect',
      method: 'POST',
      // Form-encoded, as the request rule gives this call (the mock
      // answers a JSON body 415).
      body: new URLSearchParams({
        courseId: '13001',
        type: 'collect',
      }).toString(),
      write: true,
    },
  ];
  const results = [];
  for (const target of targets) {
    const result = await autocannon({
      url: `${mock}${target.path}`,
      method: /** @type {'GET' | 'POST'} */ (target.method ?? 'GET'),
      headers: {
        ...headers,
        ...(target.body
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
      body: target.body,
      connections: 50,
      duration: AUTOCANNON_SECONDS,
    });
    results.push({
      id: target.id,
      write: Boolean(target.write),
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    log(
      `后端 ${target.id}: ${Math.round(result.requests.average)} 次/秒，p99 ${result.latency.p99} ms`,
    );
  }
  return results;
}

// ---------------------------------------------------------------- floor pages

/**
 * How long a rendered page is left before its DOM is taken: antd's and the
 * portal's entrance motion (about 0.3 s) reaches its end state.
 */
const FLOOR_SETTLE_MS = 1000;

/**
 * Runs in the page: its DOM as static HTML, the floor of the page. Every
 * <script> goes, and every link that fetches a script or a script's data
 * (modulepreload, preload as script or fetch, a prefetched .js); the
 * <style> elements stay (antd's CSS-in-JS writes its CSS there: a sheet
 * filled through the CSSOM, whose element has no text, gets its rules
 * written out) and so do the stylesheet links. The file lives at another
 * path than the page, so addresses are made absolute.
 */
function staticFirstScreen() {
  const base = document.baseURI;
  /** @param {string} url */
  const absolute = (url) => {
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  };
  /** @param {string} css */
  const cssUrls = (css) =>
    css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (all, quote, url) =>
      /^(data:|blob:|#|[a-z][a-z0-9+.-]*:)/i.test(url)
        ? all
        : `url(${quote}${absolute(url)}${quote})`,
    );
  /** @param {CSSStyleSheet | null} sheet */
  const rulesOf = (sheet) =>
    sheet ? [...sheet.cssRules].map((rule) => rule.cssText).join('\n') : '';
  // Read from the live page: a clone's <style> elements have no sheet.
  const styles = [...document.querySelectorAll('style')].map((style) =>
    style.textContent?.trim() ? style.textContent : rulesOf(style.sheet),
  );
  const root = /** @type {HTMLElement} */ (
    document.documentElement.cloneNode(true)
  );
  root.querySelectorAll('style').forEach((style, i) => {
    style.textContent = cssUrls(styles[i] ?? '');
  });
  for (const sheet of document.adoptedStyleSheets) {
    const style = document.createElement('style');
    style.textContent = cssUrls(rulesOf(sheet));
    root.querySelector('head')?.append(style);
  }
  root.querySelectorAll('script').forEach((script) => script.remove());
  root.querySelectorAll('link').forEach((link) => {
    const rel = link.relList;
    const as = link.getAttribute('as') ?? '';
    const href = link.getAttribute('href') ?? '';
    if (
      rel.contains('modulepreload') ||
      ['script', 'fetch', 'worker'].includes(as) ||
      /\.(m?js|json)([?#]|$)/.test(href)
    )
      link.remove();
    else if (href) link.setAttribute('href', absolute(href));
  });
  for (const attribute of ['src', 'poster'])
    root.querySelectorAll(`[${attribute}]`).forEach((element) => {
      element.setAttribute(
        attribute,
        absolute(element.getAttribute(attribute) ?? ''),
      );
    });
  root.querySelectorAll('[srcset]').forEach((element) => {
    const candidates = (element.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [absolute(url), ...descriptor].join(' ');
      });
    element.setAttribute('srcset', candidates.join(', '));
  });
  root.querySelectorAll('[style]').forEach((element) => {
    element.setAttribute('style', cssUrls(element.getAttribute('style') ?? ''));
  });
  return `<!DOCTYPE html>\n${root.outerHTML}`;
}

/**
 * The floor of a target page at a preset: the page loaded once on the
 * federated build as Lighthouse's preset shows it (its screen, device
 * scale, touch and user agent; the learner signed in for a signed-in
 * page), left until its remote has mounted (the shell's mark), the network
 * is quiet and the motion is over, then saved without scripts
 * (staticFirstScreen) into the site's floor folder, with the brotli and
 * gzip copies the build makes of a page. Returns its address on the site.
 * @param {Browser} browser @param {string} base
 * @param {{ id: string, path: string, remote: string, signedIn: boolean }} target
 * @param {import('./report.mjs').Preset} preset
 */
async function captureFloor(browser, base, target, preset) {
  const screen = screenEmulationMetrics[preset];
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    userAgent: userAgents[preset],
  });
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();
    if (target.signedIn) await useLearnerSession(page);
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
    await mountedAfter(page, target.remote, 0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(FLOOR_SETTLE_MS);
    const html = await page.evaluate(staticFirstScreen);
    const name = `${target.id}-${preset}.html`;
    const file = path.join(RUNTIME, 'site-federated/shell', FLOOR_FOLDER, name);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html));
    return `/shell/${FLOOR_FOLDER}/${name}`;
  } finally {
    await context.close();
  }
}

/**
 * The floor pages of every target page at both presets, taken before the
 * Lighthouse runs (page id → preset → address).
 * @param {Browser} browser @param {string} base
 * @param {typeof PAGES} targets
 */
async function captureFloors(browser, base, targets) {
  /** @type {Record<string, Record<import('./report.mjs').Preset, string>>} */
  const floors = {};
  for (const target of targets)
    floors[target.id] = {
      desktop: await captureFloor(browser, base, target, 'desktop'),
      mobile: await captureFloor(browser, base, target, 'mobile'),
    };
  log(`静态下限页已生成：${targets.length} 个页面 × 2 种预设`);
  return floors;
}

// ---------------------------------------------------------------- lighthouse

/**
 * One Chromium for every Lighthouse run, driven over its debugging port:
 * starting a browser per run cost about 4 s each. Lighthouse clears the
 * origin's cache and storage before each navigation, so every run is still
 * a cold load.
 */
async function startLighthouseBrowser() {
  const port = await freePort();
  const profile = path.join(os.tmpdir(), `bench-lh-${process.pid}`);
  const browser = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || browser.exitCode !== null)
      throw new Error('Chromium for Lighthouse did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      // Chromium writes to its profile until it has exited.
      if (browser.exitCode === null && browser.signalCode === null) {
        const exited = new Promise((resolve) => browser.once('exit', resolve));
        browser.kill();
        await Promise.race([
          exited,
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]);
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * The figures of a Lighthouse result, or null when it scored nothing.
 * @param {import('lighthouse').RunnerResult | undefined} result @param {string} url
 */
function lighthouseScores(result, url) {
  const report = result?.lhr;
  if (!report || report.runtimeError) return null;
  // A redirect (to the sign-in page, say) would score another page.
  const landed = new URL(report.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) {
    log(`Lighthouse：${url} 被重定向到 ${landed}，不计分`);
    return null;
  }
  /** @param {string} id */
  const numeric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(
      (report.categories.performance?.score ?? NaN) * 100,
    ),
    accessibility: Math.round(
      (report.categories.accessibility?.score ?? NaN) * 100,
    ),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    // FCP and TTI are what Lighthouse's computeMedianRun picks by.
    fcpMs: numeric('first-contentful-paint'),
    ttiMs: numeric('interactive'),
  };
}

/**
 * The host's benchmarkIndex as a Lighthouse run ends. Lighthouse 12
 * measures it once per run, at the start, before the page loads
 * (base-artifacts.js: lhr.environment.benchmarkIndex; there is no
 * `benchmarkIndexes` any more). So the bench measures it again right after
 * each run with the same page function (computeBenchmarkIndex) in a blank
 * tab of the same Chromium, before the calibrated audit. The next run's
 * index would cost nothing, but the last run has none and the next one
 * starts on another page after the audit's pause; this costs about 1 s a
 * run. NaN when it fails: the run is then dropped as not proven steady.
 * @param {number} port
 */
async function benchmarkIndexAfter(port) {
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      try {
        return Number(
          await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`),
        );
      } finally {
        await page.close();
      }
    } finally {
      // Disconnects; the browser stays for the next run.
      await browser.close();
    }
  } catch (error) {
    log(
      `Lighthouse：运行后测 benchmarkIndex 失败：${error instanceof Error ? error.message : String(error)}`,
    );
    return NaN;
  }
}

/**
 * One Lighthouse run: the desktop preset, or its default mobile preset (slow
 * 4G, the CPU 4× slower than this host, both simulated). Accessibility is
 * scored at the desktop preset only, which is enough for its target and
 * saves the mobile runs the audit. Each result carries the host's
 * benchmarkIndex before the run (Lighthouse's) and after it.
 *
 * The mobile preset's fixed 4× means one host (Lighthouse's calculator
 * gives 4× at about 1530), and this machine's index moves between about
 * 1000 and 2800 from day to day. So the same page load of a mobile run is
 * audited a second time with the multiplier Lighthouse's calculator gives
 * for this run's benchmarkIndex (`calibrated`, with the multiplier).
 * Simulated throttling applies the multiplier to the unthrottled trace at
 * audit time, so this costs an audit, not a page load.
 * @param {string} url @param {number} port @param {import('./report.mjs').Preset} preset
 * @returns {Promise<{ scores: Record<string, number>, calibrated?: Record<string, number> }>}
 */
async function lighthouse(url, port, preset) {
  /** @type {import('lighthouse').Flags} */
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories:
      preset === 'desktop' ? ['performance', 'accessibility'] : ['performance'],
    // The report uses no screenshot of the whole page; it costs each run.
    disableFullPageScreenshot: true,
  };
  if (preset === 'desktop') {
    const result = await runLighthouse(url, flags, desktopConfig);
    const host = {
      benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? NaN,
      benchmarkIndexAfter: await benchmarkIndexAfter(port),
    };
    return {
      scores: { ...(lighthouseScores(result, url) ?? UNSCORED_RUN), ...host },
    };
  }
  // Gathers and audits as usual, and leaves the artifacts in `dir`.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-artifacts-'));
  try {
    const result = await runLighthouse(url, {
      ...flags,
      gatherMode: dir,
      auditMode: dir,
    });
    const benchmarkIndex = result?.lhr.environment.benchmarkIndex ?? NaN;
    const before = { benchmarkIndex };
    const after = { benchmarkIndexAfter: await benchmarkIndexAfter(port) };
    const found = lighthouseScores(result, url);
    const scores = { ...(found ?? UNSCORED_RUN), ...before, ...after };
    const cpuMultiplier = calibratedCpuMultiplier(benchmarkIndex);
    const host = { ...before, ...after, cpuMultiplier };
    if (!found || !Number.isFinite(cpuMultiplier))
      return { scores, calibrated: { ...UNSCORED_RUN, ...host } };
    return {
      scores,
      calibrated: {
        ...((await reaudit(url, dir, flags, cpuMultiplier)) ?? UNSCORED_RUN),
        ...host,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Audits the artifacts saved in `dir` again with another CPU multiplier.
 * Lighthouse refuses saved artifacts whose settings differ from the audit's,
 * so the multiplier is changed in both, the same full throttling object.
 * An audit that fails leaves this row unscored, not the bench stopped.
 * @param {string} url @param {string} dir
 * @param {import('lighthouse').Flags} flags @param {number} cpuSlowdownMultiplier
 */
async function reaudit(url, dir, flags, cpuSlowdownMultiplier) {
  try {
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const throttling = {
      ...artifacts.settings.throttling,
      cpuSlowdownMultiplier,
    };
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    // Audit mode only: no browser, the URL comes from the artifacts.
    const result = await runLighthouse(undefined, {
      ...flags,
      auditMode: dir,
      throttling,
    });
    return lighthouseScores(result, url);
  } catch (error) {
    log(
      `Lighthouse：${url} 按 ${cpuSlowdownMultiplier}× 重新评分失败：${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/** The target pages, as the bench loads them. */
function lighthousePages() {
  return TARGET_PAGES.map((id) => {
    const target = PAGES.find((p) => p.id === id);
    if (!target) throw new Error(`no page ${id} to run Lighthouse on`);
    return target;
  });
}

/**
 * LH_RUNS rounds of Lighthouse: in each, every target page at both presets
 * on both builds and as its floor, one after the other, the order turned
 * round every other round so drift hits all three alike. A run on a host
 * whose benchmarkIndex moved more than the report allows is kept here and
 * dropped by the report (which says how many); it is named in the log.
 * @param {Record<Build, string>} builds
 * @param {Record<string, Record<import('./report.mjs').Preset, string>>} floors page id → preset → the floor's address
 * @returns {Promise<import('./report.mjs').LighthouseRaw>}
 */
async function lighthouseRuns(builds, floors) {
  /** @type {import('./report.mjs').LighthouseRaw} */
  const lh = {};
  const lhBrowser = await startLighthouseBrowser();
  try {
    for (let round = 1; round <= LH_RUNS; round += 1) {
      const order =
        round % 2 ? LIGHTHOUSE_VARIANTS : [...LIGHTHOUSE_VARIANTS].reverse();
      for (const target of lighthousePages()) {
        for (const preset of PRESETS)
          for (const variant of order) {
            const floor = floors[target.id]?.[preset];
            if (variant === 'floor' && !floor) continue;
            const url =
              variant === 'floor'
                ? new URL(String(floor), builds.federated)
                : new URL(`${builds[variant]}${target.path}`);
            // Lighthouse clears storage, so a signed-in page gets the
            // token in the address as from the SSO page, and the guard
            // moves it to sessionStorage. A floor has nothing to sign in.
            if (target.signedIn && variant !== 'floor')
              url.searchParams.set('token', learnerToken);
            const { scores, calibrated } = await lighthouse(
              url.href,
              lhBrowser.port,
              preset,
            );
            const drift = benchmarkIndexDrift(scores);
            if (!(drift <= MAX_BENCHMARK_INDEX_DRIFT))
              log(
                `Lighthouse：${target.id} ${variant} ${preset} 第 ${round} 轮 benchmarkIndex ${scores.benchmarkIndex} → ${scores.benchmarkIndexAfter}，前后相差 ${(drift * 100).toFixed(1)} %，不计入`,
              );
            const page = (lh[target.id] ??= {});
            ((page[preset] ??= {})[variant] ??= []).push({ ...scores, round });
            if (calibrated)
              ((page.mobileCalibrated ??= {})[variant] ??= []).push({
                ...calibrated,
                round,
              });
          }
      }
      log(`Lighthouse 第 ${round}/${LH_RUNS} 轮完成`);
    }
  } finally {
    await lhBrowser.stop();
  }
  log('Lighthouse 完成');
  return lh;
}

// ---------------------------------------------------------------- main

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** The machine line of the report. */
const machine = () =>
  `${os.cpus().length} 核，${Math.round(os.totalmem() / 2 ** 30)} GiB，Node ${process.version}`;

async function main() {
  ensureChromium();
  const { shellOlderThanSources } = buildAll();
  const servers = await startServers();
  const { mock, builds } = servers;
  log(`服务已启动：联邦 ${builds.federated}，单包 ${builds.single}`);
  learnerToken = await ssoToken(mock);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  /** Progressive delivery (delivery.mjs), on the federated build. */
  const delivery = async () =>
    measureDelivery({
      browser,
      coldLoad,
      bases: {
        federated: builds.federated,
        withoutDelivery: await servers.startSite(siteWithoutDelivery(RUNTIME)),
      },
      configDir: servers.configDir,
      runs: RUNS,
      shellOlderThanSources,
      log,
    });
  /** @type {Record<string, Record<Build, Record<string, number>[]>>} */
  const raw = {};
  const order = /** @type {Build[]} */ (['federated', 'single']);
  try {
    if (ONLY === 'delivery') {
      const summary = summariseDelivery(await delivery());
      // Beside the servers' files, not in results/: a partial run.
      writeFileSync(
        path.join(RUNTIME, 'delivery.json'),
        `${JSON.stringify(summary, null, 2)}\n`,
      );
      console.log(`\n${renderDelivery(summary)}`);
      log('灰度发布测量已写入 bench/.runtime/delivery.json');
      return;
    }
    if (ONLY === 'lighthouse') {
      const floors = await captureFloors(
        browser,
        builds.federated,
        lighthousePages(),
      );
      await browser.close();
      const summary = summariseLighthouseOnly({
        quick: QUICK,
        lighthouseRuns: LH_RUNS,
        lighthouse: await lighthouseRuns(builds, floors),
        machine: machine(),
        durationS: Math.round((Date.now() - started) / 1000),
      });
      // Beside the servers' files, not in results/: a partial run.
      writeFileSync(
        path.join(RUNTIME, 'lighthouse.json'),
        `${JSON.stringify(summary, null, 2)}\n`,
      );
      const markdown = renderLighthouse(summary);
      writeFileSync(path.join(RUNTIME, 'lighthouse.md'), markdown);
      console.log(`\n${markdown}`);
      log('Lighthouse 测量已写入 bench/.runtime/lighthouse.{json,md}');
      return;
    }
    // One untimed pass warms the site servers' gzip caches and the backend.
    const [warmup] = PAGES;
    if (warmup)
      for (const build of order) await coldLoad(browser, builds[build], warmup);
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which build goes first so drift hits both alike.
      const builds_ = run % 2 ? [...order].reverse() : order;
      for (const target of PAGES) {
        for (const build of builds_) {
          const runs = (raw[target.id] ??= { federated: [], single: [] });
          runs[build].push(await coldLoad(browser, builds[build], target));
        }
      }
      for (const build of builds_) {
        const runs = (raw['remote-switch'] ??= { federated: [], single: [] });
        runs[build].push(await remoteSwitch(browser, builds[build]));
      }
      log(`第 ${run + 1}/${RUNS} 轮页面测量完成`);
    }
    /** @type {Record<Build, Record<string, number>>} */
    const heap = { federated: {}, single: {} };
    for (const build of order)
      heap[build] = await heapGrowth(browser, builds[build]);
    log('内存测量完成');
    const singletons = {
      federated: await federatedSingletons(browser, builds.federated),
      single: singleSingletons(
        Math.max(
          ...(raw['index-learner']?.single ?? []).map(
            (r) => r.reactDomCopies ?? 0,
          ),
        ),
      ),
    };
    const deliveryRaw = await delivery();
    const floors = await captureFloors(
      browser,
      builds.federated,
      lighthousePages(),
    );
    await browser.close();
    const lh = await lighthouseRuns(builds, floors);
    const backend = await backendLoad(mock);

    const report = summarise({
      runs: RUNS,
      quick: QUICK,
      roundTrips: ROUND_TRIPS,
      lighthouseRuns: LH_RUNS,
      raw,
      heap,
      singletons,
      lighthouse: lh,
      backend,
      delivery: deliveryRaw,
      machine: machine(),
      durationS: Math.round((Date.now() - started) / 1000),
    });
    mkdirSync(RESULTS, { recursive: true });
    const jsonFile = path.join(RESULTS, 'latest.json');
    // As Prettier writes it (short arrays on one line), so the committed
    // file passes the lint.
    writeFileSync(
      jsonFile,
      await prettier.format(JSON.stringify(report, null, 2), {
        ...(await prettier.resolveConfig(jsonFile)),
        filepath: jsonFile,
      }),
    );
    const markdown = renderMarkdown(report);
    writeFileSync(path.join(RESULTS, 'latest.md'), markdown);
    console.log(`\n${markdown}`);
    log(`报告已写入 bench/results/latest.{json,md}`);
  } finally {
    await browser.close().catch(() => undefined);
    stopServers();
  }
}

export { BUDGETS };
await main();
