import { expect, type Page, test } from '@playwright/test';

import { clearFailures, injectFailure } from '../../support/dev-hooks';
import { TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

const [main] = TENANTS;
const HOURS = '/api/personal/yearHourTotalStatistics';

test.beforeEach(async ({ page }) => {
  await resetBackend();
  await clearFailures();
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
});

test.afterEach(async () => {
  await clearFailures();
});

/** The sign-in's own call for the hours has answered (before a failure is set up). */
async function hoursShown(page: Page) {
  await expect(page.getByTestId('welcome-box')).toContainText(
    /已学 [\d.]+ 学时/,
  );
}

async function openCentreWithFailure(page: Page, status: number) {
  // The welcome box and the learning centre both ask for this year's hours.
  await hoursShown(page);
  await injectFailure(HOURS, status, 2);
  await page.reload();
  // As a learner would: the page has shown who is signed in before the click.
  await expect(
    page.getByRole('heading', { name: /^张学员，欢迎来到/ }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '学习中心' })
    .click();
}

for (const [status, text] of [
  [401, '身份过期，请重新登录'],
  [404, '请求的路径不存在'],
  [502, '链接超时了,请联系管理员！'],
] as const) {
  test(`HTTP ${status} on a real page shows “${text}”`, async ({ page }) => {
    await openCentreWithFailure(page, status);
    await expect(
      page.locator('.ant-message').getByText(text).first(),
    ).toBeVisible();
    // The page stays usable.
    await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  });
}

for (const [status, text] of [
  [403, '您没有权限执行此操作'],
  [409, '您的账号已在其他地方登录'],
] as const) {
  test(`HTTP ${status} warns with the server message, then logs out`, async ({
    page,
  }) => {
    // The welcome box's call fails as the page loads; the warning shows
    // for the 1.5 s before logging out, so it is awaited from the reload on
    // (waitFor checks every frame) rather than after another click.
    await hoursShown(page);
    await injectFailure(HOURS, status, 2);
    await page.reload();
    await page.locator('.ant-message').getByText(text).first().waitFor();
    await expect(page).toHaveURL(`${main.url}/index`, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible();
  });
}

test('a network failure shows the disconnected message', async ({ page }) => {
  await page.route(`**${HOURS}`, (route) =>
    route.abort('internetdisconnected'),
  );
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '学习中心' })
    .click();
  await expect(
    page
      .locator('.ant-message')
      .getByText('网络已断开，请检查您的网络连接！')
      .first(),
  ).toBeVisible();
});
