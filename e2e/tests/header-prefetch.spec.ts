import { expect, type Locator, type Page, test } from '@playwright/test';

import { TENANTS } from '../support/env';

const [main] = TENANTS;

test.use({ viewport: { width: 1366, height: 768 } });

/** The files of one remote's './spa' as its federation manifest lists them. */
interface SpaFiles {
  /** remoteEntry.js and the expose's sync chunks: what a hover may fetch. */
  allowed: string[];
  /** The expose's async chunks (pages, antd parts): fetched on the click. */
  lazy: string[];
}

async function spaFiles(page: Page, remote: string): Promise<SpaFiles> {
  const map = await (
    await page.request.get(`${main.url}/config/remotes/${main.id}.json`)
  ).json();
  const manifestUrl = new URL(
    (map.remotes as Record<string, string>)[remote] ?? '',
    main.url,
  );
  const manifest = await (await page.request.get(manifestUrl.href)).json();
  // publicPath is 'auto': every file sits beside the manifest.
  const at = (file: string) => new URL(file, manifestUrl).pathname;
  const spa = (
    manifest.exposes as {
      name: string;
      assets: { js: { sync: string[]; async: string[] } };
    }[]
  ).find((expose) => expose.name === 'spa');
  if (!spa) throw new Error(`${remote} exposes no spa`);
  const entry = manifest.metaData.remoteEntry as { path: string; name: string };
  return {
    allowed: [
      at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`),
      ...spa.assets.js.sync.map(at),
    ],
    lazy: spa.assets.js.async.map(at),
  };
}

/**
 * Records the path of every script the page asks for from now on (script
 * tags and `<link rel="preload" as="script">` alike), and tells when the
 * network has been quiet for a while.
 */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight += 1;
    lastChange = Date.now();
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' || path.endsWith('.js'))
      scripts.push(path);
  });
  const settled = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    scripts,
    /** Resolves once no request has been in flight for 500 ms. */
    async quiet(): Promise<void> {
      await expect
        .poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, {
          intervals: [100],
        })
        .toBe(true);
    },
  };
}

/** The visitor's home page at rest: drawn, and nothing more on its way. */
async function openHome(page: Page): Promise<Locator> {
  await page.goto(`${main.url}/index`);
  await expect(
    page.getByRole('heading', { name: '通知公告', level: 2 }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.getByRole('navigation', { name: '主导航' });
}

async function expectOnlyEntryFetched(
  watched: ReturnType<typeof watchScripts>,
  files: SpaFiles,
): Promise<void> {
  const [entry = ''] = files.allowed;
  // The entry first, then a quiet network: whatever else the link asked
  // for is counted.
  await expect.poll(() => watched.scripts).toContain(entry);
  await watched.quiet();
  const fetched = [...new Set(watched.scripts)].sort();
  const report = `fetched:\n${fetched.join('\n')}`;
  expect(
    fetched.filter((path) => files.lazy.includes(path)),
    report,
  ).toEqual([]);
  expect(fetched, report).toEqual([...files.allowed].sort());
}

test('hovering a header entry fetches that remote’s entry and the sync chunks of its ./spa, none of its lazy chunks', async ({
  page,
}) => {
  const nav = await openHome(page);
  // 学习中心 is mf-personal-center's page; the home page is mf-home's.
  const files = await spaFiles(page, 'mf_personal_center');
  const watched = watchScripts(page);
  await nav.getByRole('link', { name: '学习中心' }).hover();
  await expectOnlyEntryFetched(watched, files);
});

test('focusing a header entry by keyboard fetches the same, and nothing for the entries passed on the way', async ({
  page,
}) => {
  const nav = await openHome(page);
  // The entries before 学习中心 are mf-home's, whose code is already loaded.
  const files = await spaFiles(page, 'mf_personal_center');
  const link = nav.getByRole('link', { name: '学习中心' });
  const watched = watchScripts(page);
  // The page's first key fetches the shell's own message code, which has
  // nothing to do with the link: let that pass before counting.
  await page.keyboard.press('Shift');
  await watched.quiet();
  watched.scripts.length = 0;
  for (let presses = 0; presses < 30; presses += 1) {
    if (await link.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await expectOnlyEntryFetched(watched, files);
});
