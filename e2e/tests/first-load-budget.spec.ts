import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../support/env';
import { PHONE, useSession } from '../support/small-screens';

const [main] = TENANTS;

/**
 * What a first load of /index may cost in JavaScript, for a visitor and for
 * a signed-in learner: response bodies as they came over the wire (brotli),
 * and requests. Bytes are deterministic for a given build, so this is a
 * test; timings are the bench's (docs/decisions.md, "First load").
 */
const BUDGET_KIB = 250;
const MAX_REQUESTS = 15;

interface Script {
  url: string;
  bytes: number;
}

async function firstLoadScripts(page: Page): Promise<Script[]> {
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
  await page.goto(`${main.url}/index`);
  // The home page has drawn its blocks and nothing more is on the way.
  await expect(
    page.getByRole('heading', { name: '通知公告', level: 2 }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return [...scripts.values()];
}

function report(scripts: Script[]): string {
  return scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1024).toFixed(1)} KiB ${new URL(s.url).pathname}`)
    .join('\n');
}

test('a visitor’s first load of /index stays within its JavaScript budget', async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page);
  const kib = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  expect(kib, report(scripts)).toBeLessThanOrEqual(BUDGET_KIB);
  expect(scripts.length, report(scripts)).toBeLessThanOrEqual(MAX_REQUESTS);
});

test('a signed-in learner’s first load of /index stays within the same budget', async ({
  page,
}) => {
  await useSession(page);
  const scripts = await firstLoadScripts(page);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
  const kib = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  expect(kib, report(scripts)).toBeLessThanOrEqual(BUDGET_KIB);
  expect(scripts.length, report(scripts)).toBeLessThanOrEqual(MAX_REQUESTS);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the same budget holds', async ({ page }) => {
    const scripts = await firstLoadScripts(page);
    const kib = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    expect(kib, report(scripts)).toBeLessThanOrEqual(BUDGET_KIB);
    expect(scripts.length, report(scripts)).toBeLessThanOrEqual(MAX_REQUESTS);
  });
});
