// @ts-check
/**
 * npm run bench: loads the production build in headless Chromium and reports
 * what a first visit costs. Figures are medians over RUNS fresh browser
 * contexts on 127.0.0.1 (no throttling):
 * - JS downloaded for /index (raw and gzip) and the number of JS requests,
 * - first contentful paint and largest contentful paint,
 * - time until mf-home's page is mounted (its performance mark),
 * - time to switch from mf-home to another remote (first visit),
 * - copies of React DOM registered (must be 1).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORTAL_PORT = 18280;
const MOCK_PORT = 13280;
const BASE = `http://localhost:${PORTAL_PORT}`;

const build = spawnSync(
  process.execPath,
  [path.join(ROOT, 'shell/server/build-all.mjs')],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(1);

const servers = spawn(
  process.execPath,
  [path.join(ROOT, 'shell/server/start.mjs')],
  {
    env: {
      ...process.env,
      PORTAL_PORT: String(PORTAL_PORT),
      MOCK_PORT: String(MOCK_PORT),
      UKEY_PORT: '13581',
      MOCK_QUIET: '1',
      MOCK_DB_FILE: path.join(ROOT, 'e2e/.runtime/bench-db.json'),
    },
    stdio: 'ignore',
  },
);

async function waitForPortal() {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/portal/subsite`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('portal did not start');
}

/** @param {number[]} values */
const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function visit() {
  const context = await browser.newContext();
  await context.addInitScript(() => {
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
    // @ts-expect-error test-only global
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      // @ts-expect-error test-only global
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  /** @type {Promise<{raw: number, gzip: number}>[]} */
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => ({ raw: 0, gzip: 0 })),
    );
  });
  await page.goto(`${BASE}/index`);
  await page
    .getByRole('list', { name: '通知公告' })
    .getByRole('listitem')
    .first()
    .waitFor();
  const sizes = await Promise.all(scripts);
  const timings = await page.evaluate(() => ({
    fcp:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      NaN,
    // @ts-expect-error test-only global
    lcp: window.__lcp,
    mounted:
      performance.getEntriesByName('mounted:mf-home')[0]?.startTime ?? NaN,
    // @ts-expect-error test-only global
    renderers: window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  }));
  // Route switch to a remote not loaded yet (public page of mf-home → 404 page is shell; use /scheme after login would need SSO).
  const switchStart = await page.evaluate(() => performance.now());
  await page.evaluate(() => history.pushState(null, '', '/public'));
  await page.getByTestId('mf-home-page').waitFor();
  const switchMs = (await page.evaluate(() => performance.now())) - switchStart;
  await context.close();
  return {
    jsRaw: sizes.reduce((sum, s) => sum + s.raw, 0),
    jsGzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    jsRequests: sizes.length,
    ...timings,
    sameRemoteSwitchMs: switchMs,
  };
}

/**
 * JS (gzip) that opening `path` adds after a signed-in /index, and the
 * request count: what a page costs on top of the home page (issues 5, 6).
 * @param {string} path
 * @param {(page: import('@playwright/test').Page) => Promise<unknown>} ready
 */
async function jsAddedBy(path, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/index`);
  await page.getByRole('button', { name: '学员登录' }).click();
  await page.getByLabel('用户名').fill('learner');
  await page.getByLabel('密码').fill('Portal@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('welcome-box').waitFor();
  await page
    .getByRole('list', { name: '通知公告' })
    .getByRole('listitem')
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  /** @type {Promise<number>[]} */
  const added = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    added.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(added);
  await context.close();
  return {
    kiBGzip: +(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1),
    requests: sizes.length,
  };
}

try {
  await waitForPortal();
  await visit(); // warm the server's gzip cache
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await visit());
  const summary = {
    runs: RUNS,
    jsKiBRaw: +(median(runs.map((r) => r.jsRaw)) / 1024).toFixed(1),
    jsKiBGzip: +(median(runs.map((r) => r.jsGzip)) / 1024).toFixed(1),
    jsRequests: median(runs.map((r) => r.jsRequests)),
    fcpMs: Math.round(median(runs.map((r) => r.fcp))),
    lcpMs: Math.round(median(runs.map((r) => r.lcp))),
    homeMountedMs: Math.round(median(runs.map((r) => r.mounted))),
    sameRemoteSwitchMs: Math.round(
      median(runs.map((r) => r.sameRemoteSwitchMs)),
    ),
    reactDomCopies: Math.max(...runs.map((r) => r.renderers)),
    courseDetailAdds: await jsAddedBy(
      '/commendIndex/coursedetail?id=13001',
      (page) => page.locator('video').waitFor(),
    ),
    learningCentreAdds: await jsAddedBy('/personalCenter', (page) =>
      page.getByTestId('learner-name').waitFor(),
    ),
    yearArchiveAdds: await jsAddedBy('/personalYearStuday', (page) =>
      page.getByTestId('month-chart').waitFor(),
    ),
  };
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await browser.close();
  servers.kill('SIGTERM');
}
