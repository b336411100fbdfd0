// @ts-check
/**
 * The bench's progressive-delivery section: what a tenant's canary costs a
 * visitor's cold load of /index. Three loads, each RUNS times:
 * - plain: the tenant's map without a canary;
 * - canary: mf-home on a candidate (a copy of its stable build under
 *   another version folder), this browser pinned to the candidate with the
 *   operator's cookie (the boot reads it for every canaried map, so the
 *   code that runs is a learner's in the candidate's share);
 * - withoutDelivery: the same page on the shell built without the delivery
 *   code (without-delivery/webpack.config.cjs), remotes as deployed.
 * Each records the requests and script bytes before the page is
 * interactive (the bench's mount mark), and when the reports chunk
 * (delivery-reports.<hash>.js) was requested and what it weighed. The
 * shell's scripts before interactive, with and without the delivery code,
 * give what that code adds to the first load, as served (brotli).
 *
 * The canary goes into the bench's runtime copy of the config and is taken
 * out again; the candidate's folder in dist/mf-home is removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The tenant the bench's localhost addresses serve. */
export const TENANT = '001.001';
const REMOTE = 'mf_home';
const APP = 'mf-home';
/** A version folder no build makes, so removing it afterwards loses nothing. */
export const CANDIDATE = '0.0.0-bench-canary';
/** Any share: the browser is pinned to the candidate. */
const SHARE = 50;
/** The operator's pin cookie, as the shell reads it: `mf_home:candidate`. */
const PIN = { name: 'portal-delivery-pin', value: 'mf_home%3Acandidate' };
export const WITHOUT_DELIVERY_DIST = path.join(
  ROOT,
  'dist-shell-without-delivery',
);
const WITHOUT_DELIVERY_CONFIG = path.join(
  ROOT,
  'bench/without-delivery/webpack.config.cjs',
);
const REPORTS_CHUNK = /\/delivery-reports\.[0-9a-f]+\.js$/;
const SHELL_SCRIPT = /^\/shell\/[^/]+\/([^/]+\.js)$/;

/** @typedef {'plain' | 'canary' | 'withoutDelivery'} Variant */
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */

/**
 * The bench's cold load (bench.mjs): `prepare` runs before the page is
 * opened, `inspect` once the network is quiet, with the mount mark's time.
 * @typedef {(browser: Browser, base: string, target: { path: string, remote: string, signedIn: boolean },
 *   hooks?: { prepare?: (page: Page) => Promise<void>, inspect?: (page: Page, mountedMs: number) => Promise<void> },
 * ) => Promise<Record<string, number>>} ColdLoad
 */

/**
 * What one section of the bench gives the report (report.mjs).
 * @typedef {object} DeliveryRaw
 * @property {string} tenant
 * @property {string} remote
 * @property {string} stable
 * @property {string} candidate
 * @property {number} share
 * @property {boolean} shellOlderThanSources the shell in dist/ was built before its sources' last change
 * @property {Record<Variant, Record<string, number>[]>} runs
 * @property {Record<Variant, Record<string, number>>} shellFiles the shell's scripts before interactive (bytes as served), first run
 * @property {Record<Variant, string[]>} requestsBeforeInteractive their paths (the document's included), first run
 */

// ---------------------------------------------------------------- builds

/** @param {string} file */
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Newest modification time under `dir`. @param {string} dir */
function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, {
    withFileTypes: true,
    recursive: true,
  }))
    if (entry.isFile())
      newest = Math.max(newest, mtime(path.join(entry.parentPath, entry.name)));
  return newest;
}

/** The shell version the builds write, from its package.json. */
function shellVersion() {
  /** @type {{ version: string }} */
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, 'shell/package.json'), 'utf8'),
  );
  return pkg.version;
}

/** @param {string} dist */
const shellManifest = (dist) =>
  path.join(dist, 'shell', shellVersion(), 'mf-manifest.json');

/**
 * Builds the shell without the delivery code when it is missing, with
 * --rebuild, when the shell in dist/ was built after it, or (unless
 * --no-build) when a source is newer: compared with another build of other
 * sources, the difference would not be the delivery code's.
 * @param {{ rebuild: boolean, noBuild: boolean, newestSource: number,
 *   log: (message: string) => void,
 *   sh: (command: string, args: string[], env?: NodeJS.ProcessEnv) => void }} options
 * @returns {{ shellOlderThanSources: boolean }}
 */
export function ensureShellWithoutDelivery(options) {
  const built = mtime(shellManifest(WITHOUT_DELIVERY_DIST));
  const shell = mtime(shellManifest(path.join(ROOT, 'dist')));
  const newest = Math.max(
    options.newestSource,
    newestIn(path.dirname(WITHOUT_DELIVERY_CONFIG)),
  );
  if (
    options.rebuild ||
    built === 0 ||
    built < shell ||
    (!options.noBuild && built < newest)
  ) {
    options.log('不含灰度代码的外壳（测量用构建）：webpack');
    options.sh(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '-c',
        WITHOUT_DELIVERY_CONFIG,
        '--mode',
        'production',
      ],
      { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    );
  } else {
    options.log('不含灰度代码的外壳已是最新');
  }
  const shellOlderThanSources = shell < options.newestSource;
  if (shellOlderThanSources)
    options.log(
      '注意：dist/ 的外壳早于源码的最后修改，与测量用构建可能不是同一份源码',
    );
  return { shellOlderThanSources };
}

/**
 * A dist folder for the site server: the shell without the delivery code,
 * and the remotes of dist/ as they are (links).
 * @param {string} runtimeDir
 */
export function siteWithoutDelivery(runtimeDir) {
  const site = path.join(runtimeDir, 'site-without-delivery');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  symlinkSync(
    path.join(WITHOUT_DELIVERY_DIST, 'shell'),
    path.join(site, 'shell'),
  );
  for (const app of readdirSync(path.join(ROOT, 'dist')))
    if (app.startsWith('mf-'))
      symlinkSync(path.join(ROOT, 'dist', app), path.join(site, app));
  return site;
}

// ---------------------------------------------------------------- canary

/** @param {string} configDir */
const mapFile = (configDir) =>
  path.join(configDir, 'remotes', `${TENANT}.json`);

/** The version of mf-home the tenant's map runs. @param {string} configDir */
function stableVersion(configDir) {
  /** @type {{ remotes?: Record<string, string> }} */
  const map = JSON.parse(readFileSync(mapFile(configDir), 'utf8'));
  const version = /^\/[^/]+\/([^/]+)\//.exec(
    String(map.remotes?.[REMOTE]),
  )?.[1];
  if (!version) throw new Error(`${TENANT} 的 ${REMOTE} 没有版本目录`);
  return version;
}

/**
 * Writes a built file and the brotli and gzip copies the build made of it.
 * @param {string} file @param {string} text
 */
function writeBuilt(file, text) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`))
    writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * Deploys a copy of the stable mf-home as the candidate, its manifest
 * naming the candidate's version (as a build of it would).
 * @param {string} stable
 */
function deployCandidate(stable) {
  const dist = path.join(ROOT, 'dist', APP);
  const folder = path.join(dist, CANDIDATE);
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(dist, stable), folder, { recursive: true });
  const file = path.join(folder, 'mf-manifest.json');
  /** @type {{ metaData: { buildInfo: { buildVersion: string } } }} */
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = CANDIDATE;
  writeBuilt(file, JSON.stringify(manifest));
}

/**
 * npm run remotes -- …, on the bench's copy of the config.
 * @param {string} configDir @param {string[]} args
 */
function remotes(configDir, args) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tools/remotes.mjs'), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, PORTAL_CONFIG_DIR: configDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`remotes ${args.join(' ')}：${result.stderr}`);
  return result.stdout;
}

/**
 * Runs `measure` with mf-home's candidate on a share of the tenant, then
 * puts the tenant's map and history back and removes the candidate's
 * folder (that also when the bench is stopped meanwhile).
 * @param {string} configDir @param {string} stable @param {() => Promise<void>} measure
 */
async function withCanary(configDir, stable, measure) {
  const saved = [
    mapFile(configDir),
    path.join(configDir, 'history', `${TENANT}.json`),
  ].map((file) => ({
    file,
    content: existsSync(file) ? readFileSync(file) : null,
  }));
  const folder = path.join(ROOT, 'dist', APP, CANDIDATE);
  const removeCandidate = () =>
    rmSync(folder, { recursive: true, force: true });
  process.on('exit', removeCandidate);
  try {
    deployCandidate(stable);
    remotes(configDir, [
      'canary',
      TENANT,
      APP,
      CANDIDATE,
      '--share',
      String(SHARE),
    ]);
    await measure();
  } finally {
    for (const { file, content } of saved) {
      if (content === null) rmSync(file, { force: true });
      else writeFileSync(file, content);
    }
    removeCandidate();
    process.off('exit', removeCandidate);
  }
}

// ---------------------------------------------------------------- browser

/**
 * Waits for the reports chunk to arrive (up to 15 s after the page's own
 * idle moment when it should), or for an idle moment and 2 s more without
 * it, then reads the page's requests from Resource Timing, on the clock of
 * the mount mark.
 * @param {Page} page @param {boolean} expectReports
 */
async function pageRequests(page, expectReports) {
  return page.evaluate(
    async ([waitMs, expected, reportsChunk]) => {
      const reports = new RegExp(reportsChunk);
      if (document.readyState !== 'complete')
        await new Promise((resolve) =>
          addEventListener('load', resolve, { once: true }),
        );
      // The shell asks for the reports at its idle moment after load,
      // which comes before this one.
      await new Promise((resolve) =>
        requestIdleCallback(resolve, { timeout: 5000 }),
      );
      const deadline = performance.now() + waitMs;
      const entries = () =>
        /** @type {PerformanceResourceTiming[]} */ (
          performance.getEntriesByType('resource')
        );
      while (
        performance.now() < deadline &&
        !(expected && entries().some((e) => reports.test(e.name)))
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      return entries().map((e) => ({
        url: e.name,
        startMs: e.startTime,
        bytes: e.encodedBodySize,
      }));
    },
    /** @type {[number, boolean, string]} */ ([
      expectReports ? 15_000 : 2_000,
      expectReports,
      REPORTS_CHUNK.source,
    ]),
  );
}

/**
 * The figures of one load from its requests: before the page was
 * interactive (the document counts as one), and the reports chunk.
 * @param {{ url: string, startMs: number, bytes: number }[]} requests
 * @param {number} mountedMs
 */
export function loadFigures(requests, mountedMs) {
  const before = requests.filter((r) => r.startMs < mountedMs);
  const pathOf = (/** @type {string} */ url) => new URL(url).pathname;
  /** @type {Record<string, number>} */
  const shellFiles = {};
  for (const r of before) {
    const file = SHELL_SCRIPT.exec(pathOf(r.url))?.[1];
    if (file) shellFiles[file] = (shellFiles[file] ?? 0) + r.bytes;
  }
  const reports = requests.filter((r) => REPORTS_CHUNK.test(pathOf(r.url)));
  const first = reports[0];
  const sum = (/** @type {number[]} */ list) => list.reduce((a, b) => a + b, 0);
  return {
    figures: {
      requestsBeforeInteractive: before.length + 1,
      scriptBytesBeforeInteractive: sum(
        before.filter((r) => pathOf(r.url).endsWith('.js')).map((r) => r.bytes),
      ),
      shellScriptBytesBeforeInteractive: sum(Object.values(shellFiles)),
      mountedMs,
      reportsRequested: reports.length > 0 ? 1 : 0,
      reportsBeforeInteractive: reports.some((r) => r.startMs < mountedMs)
        ? 1
        : 0,
      reportsStartMs: first?.startMs ?? NaN,
      reportsAfterInteractiveMs: first ? first.startMs - mountedMs : NaN,
      reportsBytes: first?.bytes ?? NaN,
    },
    shellFiles,
    paths: ['(document)', ...before.map((r) => pathOf(r.url))],
    /** The mf-home version folders the page loaded from. */
    homeVersions: [
      ...new Set(
        requests
          .map((r) => /^\/mf-home\/([^/]+)\//.exec(pathOf(r.url))?.[1])
          .filter((v) => v !== undefined),
      ),
    ],
  };
}

/**
 * The section: warm-up loads, then `runs` of each variant.
 * @param {{ browser: Browser, coldLoad: ColdLoad, bases: Record<'federated' | 'withoutDelivery', string>,
 *   configDir: string, runs: number, shellOlderThanSources: boolean, log: (message: string) => void }} options
 * @returns {Promise<DeliveryRaw>}
 */
export async function measureDelivery(options) {
  const { browser, coldLoad, bases, configDir, runs, log } = options;
  const target = { path: '/index', remote: REMOTE, signedIn: false };
  const stable = stableVersion(configDir);
  /** @type {DeliveryRaw} */
  const raw = {
    tenant: TENANT,
    remote: REMOTE,
    stable,
    candidate: CANDIDATE,
    share: SHARE,
    shellOlderThanSources: options.shellOlderThanSources,
    runs: { plain: [], canary: [], withoutDelivery: [] },
    shellFiles: { plain: {}, canary: {}, withoutDelivery: {} },
    requestsBeforeInteractive: { plain: [], canary: [], withoutDelivery: [] },
  };
  /** @param {Variant} variant @param {boolean} [record] */
  const load = async (variant, record = true) => {
    /** @type {ReturnType<typeof loadFigures> | undefined} */
    let seen;
    const base =
      variant === 'withoutDelivery' ? bases.withoutDelivery : bases.federated;
    await coldLoad(browser, base, target, {
      // The pin in every load: without a canary it changes nothing.
      prepare: async (page) => {
        await page.context().addCookies([{ ...PIN, url: base }]);
        await page.addInitScript(() =>
          performance.setResourceTimingBufferSize(1000),
        );
      },
      inspect: async (page, mountedMs) => {
        seen = loadFigures(
          await pageRequests(page, variant === 'canary'),
          mountedMs,
        );
        await page.waitForLoadState('networkidle');
      },
    });
    if (!seen) throw new Error(`${variant}: no requests read`);
    // A load of the wrong version measures nothing of the canary.
    const expected = variant === 'canary' ? CANDIDATE : stable;
    if (seen.homeVersions.join() !== expected)
      throw new Error(
        `${variant}: mf-home 加载自 ${seen.homeVersions.join(', ') || '无'}，应为 ${expected}`,
      );
    if (!record) return;
    if (raw.runs[variant].length === 0) {
      raw.shellFiles[variant] = seen.shellFiles;
      raw.requestsBeforeInteractive[variant] = seen.paths;
    }
    raw.runs[variant].push(seen.figures);
  };
  // Untimed: the new site server's caches, and the backend.
  await load('plain', false);
  await load('withoutDelivery', false);
  for (let run = 0; run < runs; run += 1) {
    const order = /** @type {Variant[]} */ (['plain', 'withoutDelivery']);
    for (const variant of run % 2 ? order.reverse() : order)
      await load(variant);
  }
  await withCanary(configDir, stable, async () => {
    for (let run = 0; run < runs; run += 1) await load('canary');
  });
  log(`灰度发布测量完成（${TENANT}，${APP} ${stable} → ${CANDIDATE}）`);
  return raw;
}
