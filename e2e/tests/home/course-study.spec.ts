import { expect, type Page, test } from '@playwright/test';

import { MOCK_URL, TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';
import { pickOption } from '../../support/select';

const [main] = TENANTS;
/** Seeded in tenant 001.001: a 6 s compulsory video (1 学时) and a 10 s optional one. */
const SHORT_VIDEO = '13001';
const LONGER_VIDEO = '13022';
const year = new Date().getFullYear();

test.beforeEach(async ({ page }) => {
  await resetBackend();
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
});

async function openCourse(page: Page, id: string) {
  await page.goto(`${main.url}/commendIndex/coursedetail?id=${id}`);
  const video = page.locator('video[src]');
  await expect(video).toBeVisible();
  return video;
}

async function recordedSeconds(page: Page, id: string): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${MOCK_URL}/api/portal/course/get?id=${id}`, {
    headers: { token: token ?? '', tenantId: main.id },
  });
  const body = (await response.json()) as { data: { studyTimes: number } };
  return body.data.studyTimes;
}

async function yearHours(page: Page): Promise<number> {
  const text = (await page.getByTestId('welcome-box').textContent()) ?? '';
  const found = new RegExp(`${year}年已学 (\\d+(?:\\.\\d+)?) 学时`).exec(text);
  expect(found, text).toBeTruthy();
  return Number(found?.[1]);
}

test('watching a short video to the end marks it 已学习 and adds its hours to the year', async ({
  page,
}) => {
  await expect(page.getByTestId('welcome-box')).toContainText(/年已学 \d/);
  const before = await yearHours(page);
  const video = await openCourse(page, SHORT_VIDEO);
  await expect(page.getByTestId('study-status')).toHaveText('未学习');
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect(page.getByTestId('study-status')).toHaveText('已学习', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('earned-hours')).toHaveText('1');
  // The welcome box beside the course follows at once, without a reload.
  await expect.poll(() => yearHours(page)).toBeCloseTo(before + 1, 5);
  await page.goto(`${main.url}/index`);
  await expect(page.getByTestId('welcome-box')).toContainText(/年已学 \d/);
  expect(await yearHours(page)).toBeCloseTo(before + 1, 5);
});

test('leaving mid-way and coming back resumes at the saved second', async ({
  page,
}) => {
  const video = await openCourse(page, LONGER_VIDEO);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThan(4);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '首页' })
    .click();
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  await expect
    .poll(() => recordedSeconds(page, LONGER_VIDEO))
    .toBeGreaterThanOrEqual(4);

  await page.goBack();
  const again = page.locator('video[src]');
  await expect
    .poll(() =>
      again.evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThanOrEqual(4);
});

test('progress made offline is kept and sent once the network returns', async ({
  page,
  context,
}) => {
  const video = await openCourse(page, LONGER_VIDEO);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThan(3);
  await context.setOffline(true);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(page.getByText('学时记录待同步').first()).toBeVisible();
  expect(
    await page.evaluate(() => localStorage.getItem('studyProgressQueue')),
  ).toContain(LONGER_VIDEO);
  await context.setOffline(false);
  await expect(page.getByText('学时记录待同步')).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(await recordedSeconds(page, LONGER_VIDEO)).toBeGreaterThanOrEqual(3);
  // The page shows what the server now holds, without a reload.
  await expect(page.getByText(/已记录学习时长：/)).not.toHaveText(
    '已记录学习时长：00:00',
  );
});

test('seeking forward on a first viewing is refused', async ({ page }) => {
  const video = await openCourse(page, LONGER_VIDEO);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThan(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 9;
  });
  await expect(page.getByText('首次学习不能快进').first()).toBeVisible();
  expect(
    await video.evaluate((element: HTMLVideoElement) => element.currentTime),
  ).toBeLessThan(5);
});

test('the catalogue keeps its filters and page in the address across reload and Back', async ({
  page,
}) => {
  await page.goto(`${main.url}/commendIndex`);
  const list = page.getByRole('list', { name: '课程列表' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await pickOption(page, '课程类型', '视频');
  await expect(page).toHaveURL(/resourceType=VIDEO/);
  await page.waitForLoadState('networkidle');
  const firstHeading = list.getByRole('heading').first();
  const firstOnPage1 = (await firstHeading.textContent()) ?? '';
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstHeading).not.toHaveText(firstOnPage1);
  const firstOnPage2 = await firstHeading.textContent();

  await page.reload();
  await expect(page).toHaveURL(/resourceType=VIDEO/);
  await expect(
    page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: '课程类型' }) }),
  ).toHaveText('视频');
  await expect(list.getByRole('heading').first()).toHaveText(
    firstOnPage2 ?? '',
  );

  await page.goBack();
  await expect(page).toHaveURL(/resourceType=VIDEO/);
  await expect(page).not.toHaveURL(/page=2|pagenum=1|p=2/);
});
