import {
  cpSync,
  existsSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import {
  clearFailures,
  injectDelay,
  writeXssCorpus,
} from '../../support/dev-hooks';
import { ROOT_DIR, RUNTIME_DIR } from '../../support/env';
import { LEARNER_PAGES } from '../../support/learner-pages';
import { resetBackend } from '../../support/portal';
import { recordedShifts, recordShifts } from '../../support/layout-shifts';
import { renderTierOfLane, startRenderTier } from '../../support/render-tier';
import { PHONE, useSession } from '../../support/small-screens';
import { XSS_PAYLOADS } from '../../support/xss-payloads';

const { tenants: TENANTS, pageHtml, rootText } = renderTierOfLane();
/** A phone's browser says so in its user agent, as the app's webview does. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const [main, second, blue] = TENANTS;

let stopRenderTier: (() => void) | undefined;

test.beforeAll(async () => {
  // A generous data budget: the lanes share two cores, and a block whose
  // data is late would be drawn by the browser instead.
  stopRenderTier = await startRenderTier({ budgetMs: 5000 });
});

test.afterAll(() => {
  stopRenderTier?.();
});

/** React's and the portal's words for HTML it could not hydrate. */
const HYDRATION_ERROR =
  /\[hydration\]|Minified React error #(418|419|421|422|423|425)|did not match|hydrat/i;

function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async () => {
  await resetBackend();
});

test('a visitor’s /index and open course page come drawn in the server’s answer', async () => {
  const home = await pageHtml(main.url, '/index');
  expect(home.status).toBe(200);
  const text = rootText(home.html);
  // The tenant's title, the welcome heading, notices, courses, the footer.
  expect(home.html).toContain(`<title>${main.title}</title>`);
  expect(text).toContain(`欢迎访问${main.title}`);
  expect(text).toContain('关于开展2026年度干部网络学习的通知');
  expect(text).toContain('中国传统音乐赏析');
  expect(text).toContain('主办单位：公职人员网络培训学院');
  expect(text).toContain('京公网安备 11010502030000号');
  // The banner, the page's largest picture, asked for first.
  expect(home.html).toMatch(
    /<img src="\/pcStatic\/img\/banner-001-001-\d\.svg" alt="[^"]+" fetchPriority="high"/,
  );
  // The region says which remote version drew it.
  expect(home.html).toContain('data-first-screen="mf-home@1.0.0"');
  // iOS may not turn the footer's phone number into a link: React could
  // not hydrate a page iOS has changed.
  expect(home.html).toContain(
    '<meta name="format-detection" content="telephone=no"',
  );

  const course = await pageHtml(main.url, '/openCourseDetail?id=13001');
  expect(rootText(course.html)).toContain(
    '习近平新时代中国特色社会主义思想的世界观和方法论',
  );
  expect(course.html).toContain('data-testid="open-course-page"');

  // The other pages a visitor is sent to: a course's phone page (a shared
  // link's), the notices.
  const shared = await pageHtml(main.url, '/openCourseDetailMobile?id=13001');
  expect(rootText(shared.html)).toContain(
    '习近平新时代中国特色社会主义思想的世界观和方法论',
  );
  // A course's share home: its phone page's address on the page's own
  // origin, as the browser asked for it (behind nginx: https).
  const share = await pageHtml(main.url, '/contentShare?id=13001');
  expect(share.html).toContain('data-testid="content-share-page"');
  expect(share.html).toContain(
    `value="${main.url}/openCourseDetailMobile?id=13001"`,
  );
  const secure = await pageHtml(main.url, '/contentShare?id=13001', {
    'x-forwarded-proto': 'https',
  });
  expect(secure.html).toContain(
    `value="${main.url.replace('http:', 'https:')}/openCourseDetailMobile?id=13001"`,
  );
  const notices = await pageHtml(main.url, '/information');
  expect(rootText(notices.html)).toContain(
    '关于开展2026年度干部网络学习的通知',
  );

  // Another tenant's host gets its own site.
  const other = await pageHtml(blue.url, '/index');
  expect(rootText(other.html)).toContain(`欢迎访问${blue.title}`);
  expect(rootText(other.html)).not.toContain(main.title);
});

test('an address with ?token= is drawn as a visitor’s page, without the token', async () => {
  const token = 'e2e-token-must-not-appear-0123456789';
  const answer = await pageHtml(main.url, `/index?token=${token}&from=sso`);
  expect(answer.status).toBe(200);
  expect(answer.html).toContain('data-first-screen=');
  expect(answer.html).not.toContain(token);
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  // Not to be kept by a cache in front of the render tier.
  expect(answer.headers['x-accel-expires']).toBe('0');
});

test('a display mode is drawn in the server’s answer, its marks and styles with it', async () => {
  const normal = await pageHtml(main.url, '/index');
  const answer = await pageHtml(main.url, '/index', {
    cookie: 'portal-display=care.contrast.t125',
  });
  expect(answer.html).toContain('data-first-screen="mf-home@');
  expect(answer.html).toMatch(
    /^<!doctype html><html data-care="" data-contrast="" data-text-scale="125" lang="zh-CN">/,
  );
  expect(answer.html).toContain('<style id="portal-display-modes">');
  expect(normal.html).not.toContain('portal-display-modes');
  // antd's styles of the mode's tokens: not the normal view's.
  expect(answer.html).not.toBe(normal.html);
  expect(answer.html).toContain('data-text-scale');
});

/**
 * Keeps the header and footer the server's HTML put into #portal-root: a
 * hydrated page still has those elements once the portal has drawn, a
 * page rendered afresh over it has new ones.
 */
async function keepServerFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const footer = document.querySelector('#portal-root footer');
      if (!footer) return;
      seen.disconnect();
      Object.assign(window, {
        serverFrame: {
          header: document.querySelector('#portal-root header'),
          footer,
        },
      });
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the page still shows the server's element (header or footer). */
const stillServer = (page: Page, part: 'header' | 'footer') =>
  page.evaluate(
    (name) =>
      (window as unknown as { serverFrame?: Record<string, Element> })
        .serverFrame?.[name] === document.querySelector(`#portal-root ${name}`),
    part,
  );

for (const [profile, use] of [
  ['at 1366 px', { viewport: { width: 1366, height: 900 } }],
  [
    'on a phone',
    {
      ...PHONE,
      userAgent: PHONE_USER_AGENT,
    },
  ],
] as const) {
  test.describe(profile, () => {
    test.use(use);

    test('the browser hydrates the server’s HTML on the six pages of two tenants, with no hydration error', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors = recordHydrationErrors(page);
      await keepServerFrame(page);
      // /index in every tenant; the deep pages' records are the main one's.
      const visits = [
        ...TENANTS.map((tenant) => ({ tenant, target: LEARNER_PAGES[0] })),
        ...LEARNER_PAGES.filter((p) => !p.signedIn && p.path !== '/index').map(
          (target) => ({ tenant: main, target }),
        ),
        // A course's share home: its link and QR code hold the origin.
        {
          tenant: main,
          target: {
            path: '/contentShare?id=13001',
            drawn: (shown: Page) => shown.getByTestId('content-share-page'),
          },
        },
      ];
      for (const { tenant, target } of visits) {
        const asked: string[] = [];
        const onRequest = (request: { url(): string }) => {
          if (request.url().includes('/api/portal/banner'))
            asked.push(request.url());
        };
        page.on('request', onRequest);
        await page.goto(`${tenant.url}${target.path}`);
        await expect(target.drawn(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        page.off('request', onRequest);
        expect(await stillServer(page, 'header')).toBe(true);
        expect(await stillServer(page, 'footer')).toBe(true);
        // The home's data came with the page: the browser asks for none.
        if (target.path === '/index') expect(asked).toEqual([]);
      }
      await useSession(page);
      for (const tenant of [main, second]) {
        for (const target of LEARNER_PAGES.filter(
          (p) =>
            p.signedIn && (tenant === main || p.path === '/personalCenter'),
        )) {
          await page.goto(`${tenant.url}${target.path}`);
          await expect(target.drawn(page)).toBeVisible();
          await page.waitForLoadState('networkidle');
        }
      }
      expect(errors).toEqual([]);
    });

    test('in 长者模式 and high contrast the page is drawn in the mode and hydrated, not drawn again', async ({
      page,
      context,
    }) => {
      const errors = recordHydrationErrors(page);
      await keepServerFrame(page);
      for (const mode of ['care', 'contrast']) {
        await context.addCookies([
          { name: 'portal-display', value: mode, url: main.url },
        ]);
        for (const target of LEARNER_PAGES.filter(
          (p) => p.path === '/index' || p.path.startsWith('/openCourseDetail'),
        )) {
          await page.goto(`${main.url}${target.path}`);
          await expect(target.drawn(page)).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(
            await page.evaluate(
              (name) => document.documentElement.hasAttribute(`data-${name}`),
              mode,
            ),
          ).toBe(true);
          // What React said first: a frame drawn again names its reason.
          expect(errors).toEqual([]);
          expect(await stillServer(page, 'header')).toBe(true);
          expect(await stillServer(page, 'footer')).toBe(true);
        }
      }
    });
  });
}

/**
 * Records a moment, once the server's course cards are on the page, when
 * none is: the page taken over would have flashed its loading state.
 */
async function recordCardFlashes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flashes: string[] = [];
    let seen = false;
    new MutationObserver(() => {
      const card = document.querySelector('[data-testid="course-card"] img');
      if (card) seen = true;
      else if (seen) flashes.push(location.pathname);
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, { cardFlashes: flashes });
  });
}

test.describe('a learner at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.afterEach(async () => {
    await clearFailures();
  });

  test('his catalogue does not shift when the portal takes the drawn page over (his panel is wider than a visitor’s)', async ({
    page,
  }) => {
    await page.addInitScript(recordShifts);
    await useSession(page);
    // Boot looks him up after the frame is drawn, as on a slow link.
    await injectDelay('/api/user/info', 1500);
    await page.goto(`${main.url}/commendIndex`);
    await expect(
      page.getByRole('complementary', { name: '快捷入口' }).getByText('欢迎您'),
    ).toBeVisible();
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = (await recordedShifts(page)).reduce(
      (sum, shift) => sum + shift.value,
      0,
    );
    expect(total).toBeLessThan(0.05);
  });
});

test('a learner’s page asks for its remote’s code in its head, and the browser fetches each file once', async ({
  page,
}) => {
  const preloads = (html: string) =>
    [
      ...html.matchAll(/<link rel="preload" as="script" href="(\/mf-[^"]+)"/g),
    ].map(([, href]) => href ?? '');
  // Drawn by the server, its region needs no code before it is painted.
  expect(preloads((await pageHtml(main.url, '/index')).html)).toEqual([]);
  const wanted = preloads((await pageHtml(main.url, '/personalCenter')).html);
  expect(wanted[0]).toMatch(/^\/mf-personal-center\/[^/]+\/remoteEntry\.js$/);
  expect(wanted.length).toBeGreaterThan(1);

  const fetched: string[] = [];
  page.on('request', (request) =>
    fetched.push(new URL(request.url()).pathname),
  );
  await useSession(page);
  await page.goto(`${main.url}/personalCenter`);
  await expect(page.getByTestId('learner-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const file of wanted)
    expect(
      fetched.filter((url) => url === file),
      file,
    ).toHaveLength(1);
});

test('a drawn page fetches only main.js of its boot before it is painted; the rest follows, each file once', async ({
  page,
}) => {
  const { html } = await pageHtml(main.url, '/index');
  const boot = [
    ...html.matchAll(/<meta name="portal-boot" content="([^"]+)">/g),
  ].map(([, src]) => src ?? '');
  expect(boot[0]).toMatch(/\/main\.[0-9a-f]+\.js$/);
  expect(boot.some((src) => /\/bootstrap\.[0-9a-f]+\.js$/.test(src))).toBe(
    true,
  );
  const fetched: string[] = [];
  page.on('request', (request) =>
    fetched.push(new URL(request.url()).pathname),
  );
  await page.goto(`${main.url}/index`);
  await page.waitForFunction(
    () => performance.getEntriesByName('portal:mounted:mf_home').length > 0,
  );
  await page.waitForLoadState('networkidle');
  const { painted, asked } = await page.evaluate(() => ({
    painted:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      Infinity,
    asked: performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
    })),
  }));
  // The boot's chunks and its first requests wait for the paint.
  const afterPaint = [
    ...boot.slice(1),
    '/api/portal/subsite',
    '/config/remotes/001.001.json',
  ];
  for (const file of afterPaint) {
    const request = asked.find(({ path }) => path === file);
    expect(request, file).toBeDefined();
    expect(request!.start, file).toBeGreaterThanOrEqual(painted);
  }
  // Webpack took the chunks the early script started: none twice.
  for (const file of boot)
    expect(
      fetched.filter((url) => url === file),
      file,
    ).toHaveLength(1);
});

test.describe('a learner on a phone', () => {
  test.use(PHONE);

  test('his catalogue keeps the server’s covers while it is taken over, then shows his own study status', async ({
    page,
  }) => {
    const catalogue = await pageHtml(main.url, '/commendIndex');
    expect(catalogue.html).toContain('/pcStatic/img/course-13009.svg');
    // The first covers are fetched first.
    expect(catalogue.html).toMatch(/<img[^>]*fetchpriority="high"/i);
    const errors = recordHydrationErrors(page);
    await recordCardFlashes(page);
    await useSession(page);
    await page.goto(`${main.url}/commendIndex`);
    const studied = page
      .getByTestId('course-card')
      .filter({ hasText: '从延安精神看党的自我革命' });
    // The visitor's answer said 未学习; his own says he has studied it.
    await expect(studied.getByText('已学习')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: '我的' }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { cardFlashes: string[] }).cardFlashes,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('his course page is drawn with the course, and takes his own detail before it records', async ({
    page,
  }) => {
    const path = '/commendIndex/coursedetail?id=13010';
    const drawn = await pageHtml(main.url, path);
    expect(rootText(drawn.html)).toContain('新中国成立以来的重大历史事件');
    expect(drawn.html).toMatch(
      /<video[^>]*poster="\/pcStatic\/img\/course-13010\.svg"/,
    );
    const errors = recordHydrationErrors(page);
    await useSession(page);
    await page.goto(`${main.url}${path}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: '新中国成立以来的重大历史事件',
      }),
    ).toBeVisible();
    // His status, not the visitor's 未学习, and the player resumes.
    await expect(page.getByTestId('study-status')).toHaveText('已学习');
    await expect(page.getByRole('button', { name: /继续学习/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1366]) {
    test(`the visitor’s first screens are readable at ${width} px`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 844 },
        ...(width < 800 ? { userAgent: PHONE_USER_AGENT } : {}),
      });
      const page = await context.newPage();
      await page.goto(`${main.url}/index`);
      await expect(
        page.getByRole('heading', { name: `欢迎访问${main.title}` }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: '通知公告' }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: '中国传统音乐赏析' }).first(),
      ).toBeVisible();
      await expect(
        page.getByText('主办单位：公职人员网络培训学院'),
      ).toBeVisible();
      // Nothing wider than the screen.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= innerWidth,
        ),
      ).toBe(true);
      await page.screenshot({
        path: testInfo.outputPath(`index-no-js-${width}.png`),
        fullPage: true,
      });
      await page.goto(`${main.url}/openCourseDetail?id=13001`);
      await expect(
        page.getByRole('heading', {
          name: '习近平新时代中国特色社会主义思想的世界观和方法论',
        }),
      ).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`open-course-no-js-${width}.png`),
      });
      // A learner's pages: what a visitor may read of them, drawn.
      await page.goto(`${main.url}/commendIndex`);
      await expect(
        page.getByRole('link', { name: '从延安精神看党的自我革命' }),
      ).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`catalogue-no-js-${width}.png`),
      });
      await page.goto(`${main.url}/projectIndex`);
      await expect(
        page.getByRole('heading', { level: 1, name: '网上专题班' }),
      ).toBeVisible();
      // A signed-in page: the frame, its header and footer.
      await page.goto(`${main.url}/personalCenter`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(
        page.getByText('主办单位：公职人员网络培训学院'),
      ).toBeVisible();
      await context.close();
    });
  }
});

test.describe('it degrades, never breaks', () => {
  test.afterEach(async () => {
    await clearFailures();
  });

  test('a slow backend call: the rest of the page is drawn, the late block loads in the browser', async ({
    page,
  }) => {
    // Past the page's budget (5 s here, 300 ms in production).
    await injectDelay('/api/portal/banner', 7000);
    const answer = await pageHtml(main.url, '/index');
    expect(answer.status).toBe(200);
    const text = rootText(answer.html);
    expect(text).toContain('关于开展2026年度干部网络学习的通知');
    // The banner missed the page's time: drawn as its placeholder.
    expect(answer.html).not.toContain('fetchPriority="high"');
    await page.goto(`${main.url}/index`);
    await expect(page.getByRole('group', { name: '切换轮播图' })).toBeVisible();
  });

  test('a remote version whose server build throws: its region is drawn in the browser', async ({
    page,
  }) => {
    const broken = '1.0.0-e2e-broken-server';
    const folder = path.join(ROOT_DIR, 'dist/mf-home', broken);
    const mapFile = path.join(RUNTIME_DIR, 'config/remotes', `${main.id}.json`);
    const original = readFileSync(mapFile, 'utf8');
    try {
      if (!existsSync(folder))
        cpSync(path.join(ROOT_DIR, 'dist/mf-home/1.0.0'), folder, {
          recursive: true,
        });
      writeFileSync(
        path.join(folder, 'server/render.js'),
        "throw new Error('e2e: this server build fails');\n",
      );
      const map = JSON.parse(original) as { remotes: Record<string, string> };
      map.remotes.mf_home = `/mf-home/${broken}/mf-manifest.json`;
      writeFileSync(mapFile, JSON.stringify(map));
      const answer = await pageHtml(main.url, '/index?broken');
      expect(answer.status).toBe(200);
      // The frame is drawn; the region is left to the browser.
      expect(answer.html).toContain('data-first-screen=""');
      expect(answer.html).not.toContain('data-first-screen="mf-home@');
      expect(rootText(answer.html)).toContain('主办单位：公职人员网络培训学院');
      await page.goto(`${main.url}/index`);
      await expect(
        page.getByRole('heading', { name: '通知公告', level: 2 }),
      ).toBeVisible();
    } finally {
      writeFileSync(mapFile, original);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** What in a page's HTML would run: scripts, handlers, script addresses. */
function whatWouldRun(page: Page, html: string) {
  // Parsed, never run (DOMParser runs no script), as the browser reads it.
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const scripts = [...doc.scripts]
      .filter((s) => !s.src && s.type !== 'application/json')
      .map((s) => s.outerHTML.slice(0, 80));
    const handlers: string[] = [];
    const addresses: string[] = [];
    for (const element of doc.querySelectorAll('#portal-root *')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name))
          handlers.push(`${element.tagName} ${attribute.name}`);
        // A data: picture runs nothing; a data: or javascript: link would.
        if (
          (/^(href|action|formaction)$/i.test(attribute.name) &&
            /^\s*(javascript|data|vbscript):/i.test(attribute.value)) ||
          (/^src$/i.test(attribute.name) &&
            /^\s*(javascript|vbscript):/i.test(attribute.value))
        )
          addresses.push(`${element.tagName} ${attribute.value.slice(0, 40)}`);
      }
    }
    const state = doc.getElementById('portal-first-screen')?.textContent ?? '';
    let parsed = false;
    try {
      JSON.parse(state);
      parsed = true;
    } catch {
      parsed = false;
    }
    return {
      scripts,
      handlers,
      addresses,
      parsed,
      // The corpus reached the page's text: it was drawn with it.
      drawnWithCorpus: (
        doc.getElementById('portal-root')?.textContent ?? ''
      ).includes('<script>'),
    };
  }, html);
}

test('the XSS corpus, served by the backend, is drawn as text on the server path', async ({
  page,
}) => {
  await writeXssCorpus(main.id, XSS_PAYLOADS, []);
  try {
    const notices = await pageHtml(main.url, '/information');
    const notice = /informationDetail\?id=([\w-]+)/.exec(notices.html)?.[1];
    expect(notice).toBeTruthy();
    // The home's texts, and rich text (a course's introduction, a
    // notice's content) sanitised on the server as in the browser.
    for (const address of [
      '/index',
      '/commendIndex/coursedetail?id=13001',
      `/informationDetail?id=${notice}`,
    ]) {
      const { html } = await pageHtml(main.url, address);
      expect(html, address).toContain('data-first-screen="mf-home@');
      const found = await whatWouldRun(page, html);
      if (address === '/index') expect(found.drawnWithCorpus).toBe(true);
      expect(found.scripts, address).toEqual([]);
      expect(found.handlers, address).toEqual([]);
      expect(found.addresses, address).toEqual([]);
      expect(found.parsed, address).toBe(true);
    }
  } finally {
    await resetBackend();
  }
});
