import { expect, type Locator, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { learnerPage, type LearnerPath } from '../../support/learner-pages';
import { PHONE, useSession } from '../../support/small-screens';

const [main] = TENANTS;

/**
 * What a first load of /index may cost in JavaScript, for a visitor and for
 * a signed-in learner: response bodies as they came over the wire (brotli),
 * and requests. KB are 1,000 bytes, as in the bench's budget. Bytes are
 * deterministic for a given build, so this is a
 * test; timings are the bench's (docs/decisions.md, "First load").
 */
const BUDGET_KB = 252;
const MAX_REQUESTS = 15;
// 250 KB as in the bench, and 1 KB for the choice of a canary's version
// (shell/src/delivery, 1.1 KB measured, within the 2 KB its issue allows
// it), which is in the boot so that a tenant with a canary makes no
// request more than another before the page is interactive; and 1 KB
// for taking over a page the render tier drew (hydrating the frame and the
// region with the data handed over: 251.0 KB measured).

/**
 * The deep pages a learner opens from a link, loaded cold like /index: the
 * KB each may cost. These are today's figures with under 3 % headroom, so a
 * page that grows fails; the target, federation overhead at most 10 % of a
 * single bundle's, is lower, and these come down as the pages shrink.
 */
const DEEP_PAGE_BUDGET_KB = {
  '/openCourseDetail?id=13001': 320, // measured 311.7
  '/commendIndex': 385, // 373.8
  '/commendIndex/coursedetail?id=13001': 340, // 329.3
  '/personalCenter': 470, // 456.3
  '/projectIndex': 360, // 349.0
} as const satisfies Partial<Record<LearnerPath, number>>;

type DeepPage = keyof typeof DEEP_PAGE_BUDGET_KB;

interface Script {
  url: string;
  bytes: number;
}

/**
 * The scripts a cold load of `path` fetches until `drawn` shows and the
 * network is idle.
 */
async function firstLoadScripts(
  page: Page,
  path = '/index',
  drawn: Locator = learnerPage('/index').drawn(page),
): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, Script>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script')
      scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
  });
  cdp.on('Network.dataReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes += event.encodedDataLength;
  });
  await page.goto(`${main.url}${path}`);
  await expect(drawn).toBeVisible();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return [...scripts.values()];
}

/** Loads each deep page cold and checks it against its row of the table. */
async function expectDeepPagesWithinBudget(
  page: Page,
  paths: DeepPage[],
): Promise<void> {
  for (const path of paths) {
    const scripts = await firstLoadScripts(
      page,
      path,
      learnerPage(path).drawn(page),
    );
    const kb = totalKb(scripts);
    // Soft: one run reports every page that is over.
    expect
      .soft(kb, `${path}: ${kb.toFixed(1)} KB\n${report(scripts)}`)
      .toBeLessThanOrEqual(DEEP_PAGE_BUDGET_KB[path]);
  }
}

function totalKb(scripts: Script[]): number {
  return scripts.reduce((sum, s) => sum + s.bytes, 0) / 1000;
}

function expectWithinBudget(scripts: Script[]): void {
  const kb = totalKb(scripts);
  expect(kb, report(scripts)).toBeLessThanOrEqual(BUDGET_KB);
  expect(scripts.length, report(scripts)).toBeLessThanOrEqual(MAX_REQUESTS);
}

function report(scripts: Script[]): string {
  return scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1000).toFixed(1)} KB ${new URL(s.url).pathname}`)
    .join('\n');
}

test('a visitor’s first load of /index stays within its JavaScript budget', async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page);
  expectWithinBudget(scripts);
});

test('a signed-in learner’s first load of /index stays within the same budget', async ({
  page,
}) => {
  await useSession(page);
  const scripts = await firstLoadScripts(page);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
  expectWithinBudget(scripts);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the same budget holds', async ({ page }) => {
    const scripts = await firstLoadScripts(page);
    expectWithinBudget(scripts);
  });
});

test('a visitor’s first load of an open course page stays within its budget', async ({
  page,
}) => {
  await expectDeepPagesWithinBudget(page, ['/openCourseDetail?id=13001']);
});

test('a signed-in learner’s first loads of the deep pages stay within their budgets', async ({
  page,
}) => {
  // Four cold loads in one test.
  test.setTimeout(120_000);
  await useSession(page);
  await expectDeepPagesWithinBudget(page, [
    '/commendIndex',
    '/commendIndex/coursedetail?id=13001',
    '/personalCenter',
    '/projectIndex',
  ]);
});

test('the page names the boot chunks up front, so they download beside main.js', async ({
  request,
}) => {
  const html = await (await request.get(`${main.url}/index`)).text();
  const preloads = [
    ...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  expect(
    preloads.some((href) => /\/bootstrap\.[0-9a-f]+\.js$/.test(href)),
  ).toBe(true);
  for (const href of preloads) {
    const response = await request.get(`${main.url}${href}`);
    expect(response.status(), href).toBe(200);
  }
});

test('the first script asks for the configuration, then the map and every remote’s manifests are fetched once', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  /** Each boot file asked for, with the script that asked. */
  const asked: { path: string; by: string }[] = [];
  const BOOT_FILE =
    /^\/(api\/portal\/subsite|config\/remotes\/.+\.json|.+\/(routes|mf-manifest)\.json)$/;
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (!BOOT_FILE.test(path)) return;
    const frame = event.initiator.stack?.callFrames[0];
    const by = frame ? new URL(frame.url).pathname : event.initiator.type;
    asked.push({ path, by });
  });
  await page.goto(`${main.url}/index`);
  await expect(
    page.getByRole('heading', { name: '通知公告', level: 2 }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const remotes = await (
    await page.request.get(`${main.url}/config/remotes/${main.id}.json`)
  ).json();
  const files = [
    '/api/portal/subsite',
    `/config/remotes/${main.id}.json`,
    ...Object.values(remotes.remotes as Record<string, string>).flatMap(
      (entry) => [entry.replace(/mf-manifest\.json$/, 'routes.json'), entry],
    ),
  ];
  expect(asked.map((a) => a.path).sort()).toEqual(files.sort());
  // The early script runs before main.js and asks first; what follows is
  // asked by whichever of it and boot gets there first, never by both.
  expect(asked[0]).toEqual({
    path: '/api/portal/subsite',
    by: expect.stringMatching(/^\/shell\/[^/]+\/early-script\.[0-9a-f]+\.js$/),
  });
});
