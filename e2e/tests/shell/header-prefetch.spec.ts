import { expect, type Locator, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { useSession } from '../../support/small-screens';

const [main] = TENANTS;

test.use({ viewport: { width: 1366, height: 768 } });

/** The files of one remote's './spa' as its federation manifest lists them. */
interface SpaFiles {
  /** remoteEntry.js, then the expose's sync chunks. */
  entry: string[];
  /** The expose's async chunks: every page of the remote, its antd parts. */
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
    entry: [
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

/** The learner's home page at rest: drawn, and nothing more on its way. */
async function openHome(page: Page): Promise<Locator> {
  await useSession(page);
  await page.goto(`${main.url}/index`);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.getByRole('navigation', { name: '主导航' });
}

/**
 * The link's page came before the click and the rest of the remote did
 * not: what the resting pointer or focus fetched holds the remote's entry
 * and leaves most of its pages, and the click then fetches nothing of the
 * remote's own.
 */
async function expectPageFetchedAhead(
  page: Page,
  watched: ReturnType<typeof watchScripts>,
  files: SpaFiles,
  click: () => Promise<void>,
): Promise<void> {
  const [entry = ''] = files.entry;
  await expect.poll(() => watched.scripts).toContain(entry);
  await watched.quiet();
  const ahead = [...new Set(watched.scripts)].sort();
  const report = `fetched ahead:\n${ahead.join('\n')}`;
  expect(ahead, report).toEqual(expect.arrayContaining(files.entry));
  const pagesAhead = files.lazy.filter((path) => ahead.includes(path));
  expect(pagesAhead.length, report).toBeLessThan(files.lazy.length / 2);

  const remoteFolder = entry.slice(0, entry.lastIndexOf('/') + 1);
  watched.scripts.length = 0;
  await click();
  await expect(page.getByTestId('learner-name')).toBeVisible();
  await watched.quiet();
  expect(
    watched.scripts.filter((path) => path.startsWith(remoteFolder)),
    `${report}\nfetched by the click:\n${watched.scripts.join('\n')}`,
  ).toEqual([]);
}

test('resting the pointer on a header entry fetches its page ahead of the click, and not the rest of its remote', async ({
  page,
}) => {
  const nav = await openHome(page);
  // 学习中心 is mf-personal-center's page; the home page is mf-home's.
  const files = await spaFiles(page, 'mf_personal_center');
  const watched = watchScripts(page);
  const link = nav.getByRole('link', { name: '学习中心' });
  await link.hover();
  await expectPageFetchedAhead(page, watched, files, () => link.click());
});

test('a keyboard focus resting on the entry does the same', async ({
  page,
}) => {
  const nav = await openHome(page);
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
  await expectPageFetchedAhead(page, watched, files, () =>
    page.keyboard.press('Enter'),
  );
});
