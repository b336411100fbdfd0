import {
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';

import {
  expectNoSeriousViolations,
  reportMinorFindings,
} from '../../support/axe';
import {
  closeDisplaySettings,
  displayAttributes,
  firstDraw,
  headingSizes,
  lowContrastText,
  openDisplaySettings,
  recordFirstDraw,
  targetsBelow,
  textBelow,
} from '../../support/display-modes';
import { TENANTS } from '../../support/env';
import { LEARNING_CENTRE_TABS } from '../../support/learner-pages';
import { resetBackend } from '../../support/portal';
import {
  expectReflowed,
  PHONE,
  SMALL_PHONE,
  useSession,
} from '../../support/small-screens';

/**
 * 长者模式, 高对比度 and the text sizes (MIIT 适老化 and WCAG AAA points):
 * switched from the header on a desk and from 我的 on a phone, kept on the
 * device across reloads, followed by the shell and every
 * remote, and measured on every page the phone specs visit.
 */
const [main] = TENANTS;
const DESK = { viewport: { width: 1366, height: 768 } } as const;

/** MIIT: body text ≥ 18 px, headings ≥ 24 px, the main screen's largest ≥ 30 px. */
const CARE_TEXT = 18;
const CARE_HEADING = 24;
const CARE_TITLE = 30;
/** Targets ≥ 44 px, the main actions ≥ 60 px. */
const CARE_TARGET = 44;
const MAIN_ACTION = 60;

/** The pages the phone specs visit, one of each remote among them, and how each shows it has drawn. */
const HOME = {
  path: '/index',
  drawn: (p: Page) => p.getByRole('heading', { name: '通知公告', level: 2 }),
};
const PAGES: { path: string; drawn: (page: Page) => Locator }[] = [
  HOME,
  {
    path: '/commendIndex',
    drawn: (p) =>
      p.getByRole('list', { name: '课程列表' }).getByRole('listitem').first(),
  },
  {
    path: '/commendIndex/coursedetail?id=13001',
    drawn: (p) => p.getByTestId('hours-box'),
  },
  { path: '/personalCenter', drawn: (p) => p.getByTestId('learner-name') },
  {
    path: '/projectIndex',
    drawn: (p) =>
      p.getByRole('list', { name: '专题班列表' }).getByRole('listitem').first(),
  },
  {
    path: '/projectDetail?id=TBTP10002',
    drawn: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    path: '/solidify/officialManage?paperId=17015',
    drawn: (p) => p.getByTestId('exam-intro'),
  },
  {
    path: '/operateGuide',
    drawn: (p) => p.getByRole('button', { name: '提交反馈' }),
  },
];

/** The learning centre's other tabs, opened from their links, for the phone's loops. */
const LEARNING_CENTRE_PAGES = LEARNING_CENTRE_TABS.map((tab) => ({
  path: `/personalCenter?acativeId=${tab.id}`,
  drawn: tab.shown,
}));

/** The buttons MIIT calls main actions, where a page has one. */
const MAIN_ACTIONS = /^(开始学习|开始答题|提交|登录|学员登录)/;

test.afterAll(reportMinorFindings);

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await resetBackend();
  await useSession(page);
});

/** The device's choice, as the switch leaves it, for tests of what follows it. */
async function chooseOnDevice(context: BrowserContext, value: string) {
  await context.addCookies([
    { name: 'portal-display', value, domain: 'localhost', path: '/' },
  ]);
}

async function open(page: Page, path: string, drawn: (p: Page) => Locator) {
  await page.goto(`${main.url}${path}`);
  await expect(drawn(page)).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(
    0,
  );
}

/** 长者模式's sizes, measured on the page as drawn. */
async function expectCareSizes(page: Page, where: string) {
  expect(
    await textBelow(page, CARE_TEXT),
    `text under 18 px on ${where}`,
  ).toEqual([]);
  const headings = await headingSizes(page);
  expect(
    headings.filter(
      (h) => h.size < (h.level === 1 ? CARE_TITLE : CARE_HEADING) - 0.5,
    ),
    `small headings on ${where}`,
  ).toEqual([]);
  expect(
    await targetsBelow(page, CARE_TARGET),
    `targets under 44 px on ${where}`,
  ).toEqual([]);
  for (const action of await page
    .locator('#portal-main')
    .getByRole('button', { name: MAIN_ACTIONS })
    .all()) {
    if (!(await action.isVisible())) continue;
    const box = await action.boundingBox();
    expect(
      box?.height ?? 0,
      `${await action.textContent()} on ${where}`,
    ).toBeGreaterThanOrEqual(MAIN_ACTION);
  }
}

test.describe('on a desk', () => {
  test.use(DESK);

  test('长者模式 from the header: the shell and every remote follow, it is kept across reloads, and 恢复默认 ends it', async ({
    page,
  }) => {
    await recordFirstDraw(page);
    const home = HOME;
    await open(page, home.path, home.drawn);
    expect((await displayAttributes(page)).care).toBe(false);
    const headerLink = page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link')
      .first();
    const normalSize = await headerLink.evaluate((a) =>
      parseFloat(getComputedStyle(a).fontSize),
    );

    const dialog = await openDisplaySettings(page);
    await dialog.getByRole('switch', { name: '长者模式' }).click();
    await expect(
      dialog.getByRole('switch', { name: '长者模式' }),
    ).toBeChecked();
    expect((await displayAttributes(page)).care).toBe(true);
    await closeDisplaySettings(page);
    // The shell's header follows at once, without a reload.
    expect(
      await headerLink.evaluate((a) =>
        parseFloat(getComputedStyle(a).fontSize),
      ),
    ).toBeGreaterThanOrEqual(CARE_TEXT);
    expect(normalSize).toBeLessThan(CARE_TEXT);

    // Reloaded, it is there before the portal draws anything.
    await page.reload();
    await expect(home.drawn(page)).toBeVisible();
    expect(await firstDraw(page)).toMatchObject({ care: true, styled: true });
    // The simpler home: no promotional blocks.
    await expect(page.getByRole('heading', { name: '学习排行' })).toHaveCount(
      0,
    );

    // Each remote's page follows without knowing of the mode.
    for (const { path, drawn } of PAGES.slice(1)) {
      await open(page, path, drawn);
      await expectCareSizes(page, path);
    }

    await page.goto(`${main.url}/index`);
    await expect(home.drawn(page)).toBeVisible();
    const settings = await openDisplaySettings(page);
    await settings.getByRole('button', { name: '恢复默认' }).click();
    await expect(
      settings.getByRole('switch', { name: '长者模式' }),
    ).not.toBeChecked();
    await closeDisplaySettings(page);
    expect(await displayAttributes(page)).toEqual({
      care: false,
      contrast: false,
      textScale: null,
      cursor: null,
    });
    await page.reload();
    await expect(home.drawn(page)).toBeVisible();
    expect((await displayAttributes(page)).care).toBe(false);
    expect(
      await headerLink.evaluate((a) =>
        parseFloat(getComputedStyle(a).fontSize),
      ),
    ).toBe(normalSize);
  });

  test('高对比度 and 特大 text from the header, kept on reload', async ({
    page,
  }) => {
    const home = HOME;
    await open(page, home.path, home.drawn);
    const before = await lowContrastText(page);
    const dialog = await openDisplaySettings(page);
    await dialog.getByRole('switch', { name: '高对比度' }).click();
    await dialog
      .getByRole('radiogroup', { name: '文字大小' })
      .getByText('特大')
      .click();
    await closeDisplaySettings(page);
    expect(await displayAttributes(page)).toMatchObject({
      contrast: true,
      textScale: '150',
    });
    // The normal scheme has text under 7:1, so the measure can fail.
    expect(before.length).toBeGreaterThan(0);
    expect(await lowContrastText(page)).toEqual([]);
    expect(await textBelow(page, 14 * 1.5)).toEqual([]);

    // 十字光标: guide lines follow the pointer, also after a reload.
    const cursor = await openDisplaySettings(page);
    await cursor
      .getByRole('radiogroup', { name: '鼠标' })
      .getByText('十字光标')
      .click();
    await closeDisplaySettings(page);

    await page.reload();
    await expect(home.drawn(page)).toBeVisible();
    expect(await displayAttributes(page)).toMatchObject({
      contrast: true,
      textScale: '150',
      cursor: 'cross',
    });
    await page.mouse.move(300, 400);
    await expect(page.locator('[data-portal-guide-lines]')).toBeAttached();
    // A focused control shows a ring of 3 px or more.
    await page.getByRole('button', { name: '无障碍', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return parseFloat(style.outlineWidth);
    });
    expect(ring).toBeGreaterThanOrEqual(3);
  });

  for (const [mode, value] of [
    ['长者模式', 'care'],
    ['高对比度', 'contrast'],
  ] as const)
    test(`${mode} at 1366 px: axe finds nothing serious on any page${mode === '高对比度' ? ', and all text is at 7:1' : ''}`, async ({
      page,
      context,
    }) => {
      await chooseOnDevice(context, value);
      for (const { path, drawn } of PAGES) {
        await open(page, path, drawn);
        await expectNoSeriousViolations(page, `${mode} ${path} 1366`);
        if (value === 'contrast')
          expect(await lowContrastText(page), `contrast on ${path}`).toEqual(
            [],
          );
      }
    });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('长者模式 from 我的 on a phone: kept on reload, ended from the same row', async ({
    page,
  }) => {
    const home = HOME;
    await open(page, home.path, home.drawn);
    await page.getByRole('button', { name: '我的' }).tap();
    const drawer = page.getByRole('dialog', { name: '我的' });
    const row = drawer.getByRole('button', { name: '长者模式' });
    await expect(row).toHaveAttribute('aria-pressed', 'false');
    await row.tap();
    await expect(row).toHaveAttribute('aria-pressed', 'true');
    expect((await displayAttributes(page)).care).toBe(true);
    await page.reload();
    await expect(home.drawn(page)).toBeVisible();
    await expectCareSizes(page, '/index 390');
    await page.getByRole('button', { name: '我的' }).tap();
    await page
      .getByRole('dialog', { name: '我的' })
      .getByRole('button', { name: '长者模式' })
      .tap();
    expect((await displayAttributes(page)).care).toBe(false);
  });

  for (const [mode, value] of [
    ['长者模式', 'care'],
    ['高对比度', 'contrast'],
  ] as const)
    test(`${mode} at 390 px: every page follows, reflows at 320 px and axe finds nothing serious`, async ({
      page,
      context,
    }) => {
      await chooseOnDevice(context, value);
      for (const { path, drawn } of [...PAGES, ...LEARNING_CENTRE_PAGES]) {
        await open(page, path, drawn);
        await expectNoSeriousViolations(page, `${mode} ${path} 390`);
        if (value === 'contrast') {
          expect(await lowContrastText(page), `contrast on ${path}`).toEqual(
            [],
          );
          continue;
        }
        await expectCareSizes(page, `${path} 390`);
        await page.setViewportSize(SMALL_PHONE.viewport);
        await expect(drawn(page)).toBeVisible();
        await expectReflowed(page);
        await page.setViewportSize(PHONE.viewport);
      }
    });
});
