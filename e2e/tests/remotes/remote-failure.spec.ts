import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import {
  expectSamePageLoad,
  markPageLoad,
  resetBackend,
  signInFromHeader,
} from '../../support/portal';

const tenant = TENANTS[1];
const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

test.beforeEach(async ({ page }) => {
  await resetBackend();
  await page.goto(`${tenant.url}/index`, { waitUntil: 'domcontentloaded' });
  await signInFromHeader(page);
});

test('a remote whose files are unreachable shows 服务暂不可用 and 重试 brings it back', async ({
  page,
}) => {
  const blocked = '**/mf-projects/**';
  await page.route(blocked, (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await page.reload({ waitUntil: 'domcontentloaded' });
  // The shell booted and the other remotes still work.
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  await markPageLoad(page);

  await nav(page).getByRole('link', { name: '网上专题班' }).click();
  await expect(page).toHaveURL(`${tenant.url}/projectIndex`);
  const fallback = page.getByRole('alert').filter({ hasText: '服务暂不可用' });
  await expect(fallback).toBeVisible();
  await expect(page.getByTestId('welcome-box')).toContainText('欢迎您，张学员');

  await nav(page).getByRole('link', { name: '学习中心' }).click();
  await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  await expect(fallback).toHaveCount(0);

  await nav(page).getByRole('link', { name: '网上专题班' }).click();
  await expect(fallback).toBeVisible();
  await page.unroute(blocked);
  await fallback.getByRole('button', { name: '重试' }).click();
  await expect(
    page.getByTestId('mf-projects-page').getByRole('heading', { level: 2 }),
  ).toHaveCount(8);
  await expect(fallback).toHaveCount(0);
  await expectSamePageLoad(page);
});

test('a remote whose container script fails to load falls back and recovers', async ({
  page,
}) => {
  const blocked = '**/mf-exams/*/remoteEntry.js';
  await page.route(blocked, (route) =>
    route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await markPageLoad(page);
  await nav(page).getByRole('link', { name: '学习中心' }).click();
  await page
    .getByTestId('mf-personal-center-page')
    .getByRole('link', { name: '巩固练习活动' })
    .click();
  const fallback = page.getByRole('alert').filter({ hasText: '服务暂不可用' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });

  await nav(page).getByRole('link', { name: '首页' }).click();
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();

  await page.unroute(blocked);
  await fallback.getByRole('button', { name: '重试' }).click();
  await expect(
    page.getByTestId('mf-exams-page').locator('tbody tr.ant-table-row'),
  ).toHaveCount(8);
  await expectSamePageLoad(page);
});

test('a remote whose code throws while loading shows the fallback; the rest keeps working', async ({
  page,
}) => {
  const broken = '**/mf-personal-center/*/__federation_expose_spa*.js';
  await page.route(broken, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'throw new Error("broken release")',
    }),
  );
  await markPageLoad(page);
  await nav(page).getByRole('link', { name: '学习中心' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: '服务暂不可用' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await nav(page).getByRole('link', { name: '首页' }).click();
  await expect(page.getByTestId('mf-home-page')).toBeVisible();

  await page.unroute(broken);
  await nav(page).getByRole('link', { name: '学习中心' }).click();
  await fallback.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  await expectSamePageLoad(page);
});

test('a page whose code fails to arrive shows the fallback, and 重试 opens it', async ({
  page,
}) => {
  await page.goto(`${tenant.url}/home`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  await markPageLoad(page);
  // The notice list is its own chunk: a phone that loses the network for
  // that one file.
  const pageChunks = '**/mf-home/*/*.js';
  await page.route(pageChunks, (route) => route.abort('internetdisconnected'));
  await page.locator('a[href="/information"]').first().click();
  await expect(page).toHaveURL(`${tenant.url}/information`);
  const fallback = page.getByRole('alert').filter({ hasText: '服务暂不可用' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  await page.unroute(pageChunks);
  await fallback.getByRole('button', { name: '重试' }).click();
  await expect(
    page.getByRole('link', { name: /关于开展2026年度干部网络学习的通知/ }),
  ).toBeVisible();
  await expectSamePageLoad(page);
});
