import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { settled } from '../support/axe';
import { ROOT_DIR, TENANTS } from '../support/env';
import { resetBackend } from '../support/portal';
import { useSession } from '../support/small-screens';

/**
 * The pictures of docs/screenshots/, shown in the README: each main page
 * as a learner sees it on a phone (390 px) and on a laptop (1366 px).
 */
const [site] = TENANTS;
const OUT = path.join(ROOT_DIR, 'docs', 'screenshots');

const WIDTHS = [
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  },
  {
    name: 'desktop',
    viewport: { width: 1366, height: 900 },
    isMobile: false,
    hasTouch: false,
  },
] as const;

interface Shot {
  file: string;
  path: string;
  /** What shows that the page has its content. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const SHOTS: Shot[] = [
  {
    file: 'home',
    path: '/index',
    ready: (page) => expect(page.getByTestId('mf-home-page')).toBeVisible(),
  },
  { file: 'catalogue', path: '/commendIndex', ready: heading },
  {
    file: 'course-detail',
    path: '/commendIndex/coursedetail?id=13001',
    ready: (page) => expect(page.locator('video')).toBeVisible(),
  },
  { file: 'learning-centre', path: '/personalCenter', ready: heading },
  {
    file: 'class-detail',
    path: '/projectDetail?id=TBTP10004',
    ready: (page) => expect(page.getByTestId('share-qr')).toBeVisible(),
  },
  {
    file: 'exam-in-progress',
    path: '/solidify/officialManage?paperId=17009',
    ready: async (page) => {
      // The attempt started for an earlier picture resumes.
      const attempt = page.getByTestId('exam-attempt');
      await expect(page.getByTestId('exam-intro').or(attempt)).toBeVisible();
      if (!(await attempt.isVisible()))
        await page
          .getByRole('button', { name: /^(开始答题|再次作答|继续答题)$/ })
          .click();
      await expect(attempt).toBeVisible();
    },
  },
];

/** 长者模式 and 高对比度, each on the pages an older learner uses most. */
const MODES = [
  { name: 'care', cookie: 'care' },
  { name: 'contrast', cookie: 'contrast' },
] as const;
const MODE_SHOTS = [
  'home',
  'course-detail',
  'learning-centre',
  'exam-in-progress',
];

for (const width of WIDTHS) {
  test.describe(`${width.name} (${width.viewport.width} px)`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.hasTouch,
      deviceScaleFactor: 1,
    });

    test('screenshots', async ({ page, context }) => {
      await resetBackend();
      await useSession(page);
      const pictures = [
        ...SHOTS.map((shot) => ({ shot, mode: null })),
        ...MODES.flatMap((mode) =>
          SHOTS.filter((shot) => MODE_SHOTS.includes(shot.file)).map(
            (shot) => ({ shot, mode }),
          ),
        ),
      ];
      for (const { shot, mode } of pictures) {
        // The device's display choice, as the 无障碍 switch keeps it.
        await context.clearCookies({ name: 'portal-display' });
        if (mode)
          await context.addCookies([
            {
              name: 'portal-display',
              value: mode.cookie,
              domain: new URL(site.url).hostname,
              path: '/',
            },
          ]);
        await page.goto(`${site.url}${shot.path}`);
        await shot.ready(page);
        await settled(page);
        const file = mode ? `${shot.file}-${mode.name}` : shot.file;
        await page.screenshot({
          path: path.join(OUT, `${file}-${width.viewport.width}.png`),
          // A phone picture shows the first two screens; a desktop one the first.
          clip: {
            x: 0,
            y: 0,
            width: width.viewport.width,
            height: Math.min(
              await page.evaluate(() => document.documentElement.scrollHeight),
              width.viewport.height * (width.isMobile ? 2 : 1),
            ),
          },
          fullPage: true,
        });
      }
    });
  });
}
