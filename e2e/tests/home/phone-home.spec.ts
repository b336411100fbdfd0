import { expect, type Locator, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { resetBackend } from '../../support/portal';
import {
  expectReflowed,
  PHONE,
  SMALL_PHONE,
  smallTouchTargets,
  useSession,
} from '../../support/small-screens';
import { pickOption } from '../../support/select';

const [main] = TENANTS;

test.use(PHONE);

/**
 * How long a page may take to show its content: the suite shares a small
 * machine, and a remote's first page load there can exceed the default.
 */
const LOADED = { timeout: 30_000 };

test.beforeEach(async () => {
  await resetBackend();
});

/** Runs `check` on the phone (390 px), then at 320 px, then back to the phone. */
async function atBothWidths(page: Page, check: () => Promise<void>) {
  await check();
  await page.setViewportSize(SMALL_PHONE.viewport);
  try {
    await check();
  } finally {
    await page.setViewportSize(PHONE.viewport);
  }
}

/** The page at `path` reflows at both widths once `ready` shows. */
async function expectPageReflows(page: Page, path: string, ready: Locator) {
  await page.goto(`${main.url}${path}`);
  await expect(ready).toBeVisible(LOADED);
  await atBothWidths(page, () => expectReflowed(page));
}

function courseList(page: Page) {
  return page.getByRole('list', { name: '课程列表' });
}

async function hrefOf(link: Locator): Promise<string> {
  const href = await link.getAttribute('href');
  expect(href, 'link target').toBeTruthy();
  return href ?? '';
}

test('home, the catalogue, a course and search fit a phone', async ({
  page,
}) => {
  // Several pages at two widths each.
  test.slow();
  await useSession(page);
  await expectPageReflows(
    page,
    '/index',
    page.getByRole('list', { name: '通知公告' }).getByRole('listitem').first(),
  );

  await expectPageReflows(
    page,
    '/commendIndex',
    courseList(page).getByRole('listitem').first(),
  );
  // A phone gets the categories and the filters behind two buttons, not a
  // tree squeezed beside the list.
  await expect(page.getByRole('tree')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '筛选条件' })).toBeHidden();
  await page.getByRole('button', { name: '筛选' }).tap();
  const filters = page.getByRole('region', { name: '筛选条件' });
  await expect(filters).toBeVisible();
  await atBothWidths(page, () => expectReflowed(page));
  await pickOption(page, '课程类型', '图文', 'tap');
  await expect(page).toHaveURL(/resourceType=ARTICLE/);
  await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible(
    LOADED,
  );
  // The list has been reloaded: an image-text course has no duration.
  await expect(
    courseList(page).getByRole('listitem').filter({ hasText: '时长' }),
  ).toHaveCount(0, LOADED);

  // An image-text course, opened by tapping its title.
  const first = courseList(page).getByRole('heading').first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(
    LOADED,
  );
  await expect(page.getByTestId('course-article')).toBeVisible(LOADED);
  await atBothWidths(page, () => expectReflowed(page));

  await expectPageReflows(
    page,
    `/search?k=${encodeURIComponent('学习')}&t=kc`,
    page
      .getByRole('region', { name: '搜索结果' })
      .getByRole('listitem')
      .first(),
  );
  // The words can be changed on the page itself.
  const box = page.getByRole('searchbox', { name: '搜索关键词' });
  await expect(box).toHaveValue('学习');
  expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
  await box.fill('党史');
  await box.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: '“党史”的搜索结果' }),
  ).toBeVisible(LOADED);
  await page.getByRole('tab', { name: '专题' }).tap();
  await expect(page).toHaveURL(/t=zt/);
  await atBothWidths(page, async () => {
    expect(await smallTouchTargets(page)).toEqual([]);
  });
});

test('topics, columns, help and notices fit a phone', async ({ page }) => {
  // Several pages at two widths each.
  test.slow();
  await useSession(page);
  const topics = page.getByRole('list', { name: '专题列表' });
  await expectPageReflows(
    page,
    '/subjectList',
    topics.getByRole('listitem').first(),
  );
  const topic = topics.getByRole('heading').first().getByRole('link');
  const topicName = (await topic.textContent()) ?? '';
  await topic.tap();
  await expect(
    page.getByRole('heading', { level: 1, name: topicName }),
  ).toBeVisible(LOADED);
  await expect(
    page.getByRole('list', { name: '专题课程' }).getByRole('listitem').first(),
  ).toBeVisible(LOADED);
  await atBothWidths(page, () => expectReflowed(page));

  const columns = page.getByRole('list', { name: '专栏列表' });
  await expectPageReflows(
    page,
    '/specialReList',
    columns.getByRole('listitem').first(),
  );
  const column = columns.getByRole('heading').first().getByRole('link');
  const columnName = (await column.textContent()) ?? '';
  await column.tap();
  await expect(
    page.getByRole('heading', { level: 1, name: columnName }),
  ).toBeVisible(LOADED);
  await atBothWidths(page, () => expectReflowed(page));

  await expectPageReflows(
    page,
    '/operateGuide',
    page.getByRole('button', { name: '提交反馈' }),
  );

  const notice = page
    .locator('#portal-main a[href^="/informationDetail"]')
    .first();
  await expectPageReflows(page, '/information', notice);
  const noticeTitle = ((await notice.textContent()) ?? '').replace(/^置顶/, '');
  await notice.tap();
  await expect(
    page.getByRole('article').getByRole('heading', { name: noticeTitle }),
  ).toBeVisible(LOADED);
  await atBothWidths(page, () => expectReflowed(page));
});

test('the phone pages of a topic and a course, opened without signing in', async ({
  page,
}) => {
  // A visitor finds a topic and a course from the public pages.
  await page.goto(`${main.url}/index`);
  const topicHref = await hrefOf(
    page.locator('#portal-main a[href^="/subjectDetail"]').first(),
  );
  const topicId = new URL(topicHref, main.url).searchParams.get('id');
  expect(topicId).toBeTruthy();

  await page.goto(`${main.url}/openSpecialMobile?id=${topicId}`);
  const courses = page.getByRole('list', { name: '专题课程' });
  await expect(courses.getByRole('listitem').first()).toBeVisible(LOADED);
  await atBothWidths(page, async () => {
    await expectReflowed(page);
    const study = page.getByRole('button', { name: '登录学习' });
    const box = await study.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(
      page.viewportSize()!.width * 0.9,
    );
    expect(await smallTouchTargets(page)).toEqual([]);
  });

  // A course of the topic, tapped: its own phone page.
  const course = courses.getByRole('link').first();
  const courseName = (await course.textContent()) ?? '';
  await course.tap();
  await expect(page).toHaveURL(/\/openCourseDetailMobile\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  expect(courseName).toContain(
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '-',
  );
  await atBothWidths(page, async () => {
    await expectReflowed(page);
    const media = page.getByLabel(/^课程视频：|^课程正文$/);
    const box = await media.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(
      page.viewportSize()!.width * 0.9,
    );
    const study = await page
      .getByRole('button', { name: '登录学习' })
      .boundingBox();
    expect(study?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await smallTouchTargets(page)).toEqual([]);
  });
});

test('a learner picks a category from the drawer by tapping', async ({
  page,
}) => {
  await useSession(page);
  await page.goto(`${main.url}/commendIndex`);
  const list = courseList(page);
  await expect(list.getByRole('listitem').first()).toBeVisible(LOADED);
  await expect(
    list.getByRole('link', { name: '网络安全法解读与案例' }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: '课程分类：全部课程' }).tap();
  const drawer = page.getByRole('dialog', { name: '课程分类' });
  await expect(drawer).toBeVisible();
  const item = drawer.getByRole('treeitem', { name: '网络安全' });
  expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await item.tap();

  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/categoryId=/);
  await expect(
    page.getByRole('button', { name: '课程分类：网络安全' }),
  ).toBeVisible(LOADED);
  await expect(
    list.getByRole('link', { name: '网络安全法解读与案例' }),
  ).toBeVisible(LOADED);
  await atBothWidths(page, () => expectReflowed(page));
});

test('a learner plays a course video by touch, full width, the hours below it', async ({
  page,
}) => {
  await useSession(page);
  await page.goto(`${main.url}/commendIndex`);
  await page.getByRole('button', { name: '筛选' }).tap();
  await pickOption(page, '课程类型', '视频', 'tap');
  await expect(page).toHaveURL(/resourceType=VIDEO/);
  const first = courseList(page).getByRole('heading').first().getByRole('link');
  await expect(first).toBeVisible(LOADED);
  await first.tap();

  const video = page.getByTestId('course-video');
  await expect(video).toBeVisible(LOADED);
  const hours = page.getByTestId('hours-box');
  await atBothWidths(page, async () => {
    await expectReflowed(page);
    const width = page.viewportSize()!.width;
    const player = await video.boundingBox();
    expect(player?.width ?? 0).toBeGreaterThanOrEqual(width * 0.9);
    const box = await hours.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(
      (player?.y ?? 0) + (player?.height ?? 0),
    );
    expect(await smallTouchTargets(page)).toEqual([]);
    const collect = await page
      .getByRole('button', { name: '收藏' })
      .boundingBox();
    expect(collect?.height ?? 0).toBeGreaterThanOrEqual(44);
  });

  const start = page.getByRole('button', { name: /开始学习|继续学习/ });
  expect((await start.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await start.tap();
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThan(1);
  await page.getByRole('button', { name: '暂停学习' }).tap();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(true);
});
