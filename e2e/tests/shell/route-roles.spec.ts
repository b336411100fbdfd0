import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import {
  fillSsoForm,
  resetBackend,
  signInFromHeader,
} from '../../support/portal';
import { useSession } from '../../support/small-screens';

const [main] = TENANTS;

/** A formal consolidation paper of tenant 001.001 (exams.seed.ts). */
const PAPER_PAGE = '/solidify/officialManage?paperId=17010';

test.beforeEach(async () => {
  await resetBackend();
});

const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: '侧边导航' });

test('a learner, without the admin role, finds no status page in the sidebar and is refused it by address', async ({
  page,
}) => {
  await useSession(page, 'learner');
  await page.goto(`${main.url}/personalCenter`);
  // The learning centre's pages ask for ROLE_NC_WEB, which he holds.
  await expect(
    sidebar(page).getByRole('link', { name: '学习中心' }),
  ).toBeVisible();
  await expect(
    sidebar(page).getByRole('link', { name: '学时统计' }),
  ).toBeVisible();
  await expect(sidebar(page).getByText('门户运行状态')).toHaveCount(0);

  await page.goto(`${main.url}/__portal/status`);
  // The guard's warning, and a page that says why and leads home.
  await expect(page.getByText('没有权限访问此系统!')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '没有权限访问此页面' }),
  ).toBeVisible();
  await expect(page.getByText('mf_home')).toHaveCount(0);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(`${main.url}/home`);
  await expect(page.getByText('没有权限访问此页面')).toHaveCount(0);
});

test('the administrator finds the status page in the sidebar and opens it from there', async ({
  page,
}) => {
  await useSession(page, 'admin');
  await page.goto(`${main.url}/personalCenter`);
  await sidebar(page).getByRole('link', { name: '门户运行状态' }).click();
  await expect(page).toHaveURL(`${main.url}/__portal/status`);
  await expect(page.getByTestId('portal-status')).toContainText('mf_home');
  await expect(page.getByText('没有权限访问此系统!')).toHaveCount(0);
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
