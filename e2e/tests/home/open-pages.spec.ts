import { expect, type Page, test } from '@playwright/test';

import { MOCK_URL, TENANTS } from '../../support/env';
import { fillSsoForm, resetBackend } from '../../support/portal';

const [main] = TENANTS;
/** Seeded in tenant 001.001: a video course and an image-text course. */
const VIDEO = '13001';
const ARTICLE = '13003';

interface SeededCourse {
  name: string;
  resourceType: 'VIDEO' | 'ARTICLE';
  content: string;
}

/** The course as a visitor's call to the mock backend answers it. */
async function seededCourse(id: string): Promise<SeededCourse> {
  const response = await fetch(`${MOCK_URL}/api/portal/course/get?id=${id}`, {
    headers: { tenantId: main.id },
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { data: SeededCourse };
  return body.data;
}

async function expectNoFloatingPanel(page: Page) {
  await expect(
    page.getByRole('complementary', { name: '快捷入口' }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: '学员登录' })).toHaveCount(0);
}

test.beforeEach(async () => {
  await resetBackend();
});

test('a visitor previews a video course, then 登录学习 signs them in onto its study page', async ({
  page,
}) => {
  const course = await seededCourse(VIDEO);
  await page.goto(`${main.url}/openCourseDetail?id=${VIDEO}`);
  await expect(
    page.getByRole('heading', { level: 1, name: course.name }),
  ).toBeVisible();
  await expectNoFloatingPanel(page);

  const video = page.getByLabel(`课程视频：${course.name}`);
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThan(0.5);
  await video.evaluate((element: HTMLVideoElement) => element.pause());

  await page.getByRole('button', { name: '登录学习' }).click();
  await fillSsoForm(page, 'learner');
  await expect(page).toHaveURL(
    new RegExp(`/commendIndex/coursedetail\\?id=${VIDEO}(&|$)`),
  );
  await expect(page.getByTestId('course-page')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: course.name }),
  ).toBeVisible();
  await expect(page.getByTestId('hours-box')).toBeVisible();
});

test('a signed-in learner goes from the open page straight to studying', async ({
  page,
}) => {
  const course = await seededCourse(VIDEO);
  await page.goto(`${main.url}/index`);
  await page.getByRole('button', { name: '学员登录' }).click();
  await fillSsoForm(page, 'learner');
  await expect(page.getByTestId('welcome-box')).toBeVisible();

  await page.goto(`${main.url}/openNewGoodCourseDetail?id=${VIDEO}`);
  await expect(page.getByText('精品课程', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '进入学习' }).click();
  await expect(page).toHaveURL(
    `${main.url}/commendIndex/coursedetail?id=${VIDEO}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: course.name }),
  ).toBeVisible();
});

test('the image-text open page shows the text of the course', async ({
  page,
}) => {
  const course = await seededCourse(ARTICLE);
  expect(course.resourceType).toBe('ARTICLE');
  const paragraph = /<p>(.*?)<\/p>/s.exec(course.content)?.[1] ?? '';
  expect(paragraph).not.toBe('');
  await page.goto(`${main.url}/openCourseTextDetail?id=${ARTICLE}`);
  await expect(
    page.getByRole('heading', { level: 1, name: course.name }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: '课程正文' }).getByText(paragraph),
  ).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '登录学习' })).toBeVisible();
});

test('an unknown course on the open page says 课程不存在', async ({ page }) => {
  await page.goto(`${main.url}/openCourseDetail?id=nope`);
  await expect(
    page.getByRole('heading', { level: 1, name: '课程不存在' }),
  ).toBeVisible();
  // A visitor's home (seed-spec 6).
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(`${main.url}/public`);
});

test('sharing a video course ends at /contentShare with a QR code and a link to copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: main.url,
  });
  const course = await seededCourse(VIDEO);
  const link = `${main.url}/openCourseDetailMobile?id=${VIDEO}`;
  await page.goto(`${main.url}/share?id=${VIDEO}`);
  await expect(page).toHaveURL(`${main.url}/contentShare?id=${VIDEO}`);
  await expect(
    page.getByRole('heading', { level: 1, name: course.name }),
  ).toBeVisible();
  const qr = page.getByRole('img', { name: `课程二维码：${link}` });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg, canvas').first()).toBeVisible();
  await expect(page.getByLabel('分享链接')).toHaveValue(link);

  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.getByRole('link', { name: '查看课程' }).click();
  await expect(page).toHaveURL(`${main.url}/openCourseDetail?id=${VIDEO}`);
  await expect(page.getByRole('button', { name: '登录学习' })).toBeVisible();
});

test('sharing an image-text course ends at /contentShareBook', async ({
  page,
}) => {
  await page.goto(`${main.url}/share?id=${ARTICLE}`);
  await expect(page).toHaveURL(`${main.url}/contentShareBook?id=${ARTICLE}`);
  await expect(page.getByText('图文课程分享')).toBeVisible();
  await expect(page.getByLabel('分享链接')).toHaveValue(
    `${main.url}/openCourseDetailMobile?id=${ARTICLE}`,
  );
});

test('sharing a course that does not exist says 课程不存在', async ({
  page,
}) => {
  await page.goto(`${main.url}/share?id=nope`);
  await expect(page).toHaveURL(`${main.url}/errorShare`);
  await expect(
    page.getByRole('heading', { level: 1, name: '课程不存在' }),
  ).toBeVisible();
  const errorPage = page.getByTestId('error-share-page');
  await expect(errorPage.getByRole('link', { name: '课程推荐' })).toBeVisible();
  await errorPage.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(`${main.url}/index`);
});

test('the phone page of a course fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const course = await seededCourse(VIDEO);
  await page.goto(`${main.url}/openCourseDetailMobile?id=${VIDEO}`);
  await expect(
    page.getByRole('heading', { level: 1, name: course.name }),
  ).toBeVisible();
  await expect(page.getByLabel(`课程视频：${course.name}`)).toBeVisible();
  const button = page.getByRole('button', { name: '登录学习' });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoFloatingPanel(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement as Element;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
