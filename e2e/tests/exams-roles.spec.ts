import { expect, test } from '@playwright/test';

import { TENANTS } from '../support/env';
import { fillSsoForm, resetBackend, signInFromHeader } from '../support/portal';

const [main] = TENANTS;

/** A formal consolidation paper of tenant 001.001 (exams.seed.ts). */
const PAPER_PAGE = '/solidify/officialManage?paperId=17010';

test.beforeEach(async () => {
  await resetBackend();
});

test('the answering page, which asks for ROLE_NC_WEB, opens for a learner by address and from the plan', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  // Opened by address: the shell checks the route's roles as the page boots.
  await page.goto(`${main.url}${PAPER_PAGE}`);
  await expect(page.getByTestId('exam-intro')).toBeVisible();
  await expect(page.getByText('没有权限访问此页面')).toHaveCount(0);
  // And from the plan's list, without a reload.
  await page.goto(`${main.url}/scheme`);
  await page
    .getByRole('button', { name: /^开始答题：党纪学习教育巩固练习/ })
    .click();
  await expect(page).toHaveURL(`${main.url}${PAPER_PAGE}`);
  await expect(page.getByTestId('exam-intro')).toBeVisible();
});

test('the administrator, whose admin role sees every route, opens it too', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page, 'admin');
  await page.goto(`${main.url}${PAPER_PAGE}`);
  await expect(page.getByTestId('exam-intro')).toBeVisible();
});

test('an account without ROLE_NC_WEB never reaches a paper: warned, shown /public, then the login page', async ({
  page,
}) => {
  // A visitor asking for the paper is sent to the SSO page first.
  await page.goto(`${main.url}${PAPER_PAGE}`);
  await fillSsoForm(page, 'norole');
  await expect(page.getByText('当前用户登录状态不正确')).toBeVisible();
  await expect(page).toHaveURL(`${main.url}/public`);
  await expect(page.getByTestId('exam-intro')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toBeVisible(
    { timeout: 10_000 },
  );
});
