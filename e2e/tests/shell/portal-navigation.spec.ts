import { expect, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import {
  expectSamePageLoad,
  markPageLoad,
  resetBackend,
  signInFromHeader,
} from '../../support/portal';

test.beforeEach(async () => {
  await resetBackend();
});

for (const tenant of TENANTS) {
  test(`${tenant.id}: each remote mounts its page, navigation stays in one page load and Back works`, async ({
    page,
  }) => {
    await page.goto(`${tenant.url}/index`);
    await expect(page).toHaveTitle(tenant.title);
    const home = page.getByTestId('mf-home-page');
    await expect(home).toBeVisible();
    // The home page is mf-home's, reading the site title the shell loaded.
    await expect(home.getByRole('heading', { level: 1 })).toHaveText(
      `欢迎访问${tenant.title}`,
    );
    await expect(
      home.getByRole('list', { name: '通知公告' }).getByRole('listitem'),
    ).toHaveCount(6);

    // A signed-in learner's home is /home (seed-spec 2.3).
    await signInFromHeader(page);
    await expect(page).toHaveURL(`${tenant.url}/home`);
    await expect(page.getByTestId('welcome-box')).toContainText(
      '欢迎您，张学员',
    );
    await markPageLoad(page);

    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '学习中心' })
      .click();
    await expect(page).toHaveURL(`${tenant.url}/personalCenter`);
    const centre = page.getByTestId('mf-personal-center-page');
    await expect(centre.getByTestId('learner-name')).toHaveText('张学员');
    await expect(
      centre.getByText(`${new Date().getFullYear()}年度学时`),
    ).toBeVisible();
    await expect(home).toHaveCount(0);

    await centre.getByRole('link', { name: '巩固练习活动' }).click();
    await expect(page).toHaveURL(`${tenant.url}/scheme`);
    const plans = page.getByTestId('mf-exams-page');
    await expect(
      plans.getByRole('heading', { name: '巩固练习活动方案' }),
    ).toBeVisible();
    await expect(plans.getByRole('row')).not.toHaveCount(0);
    await expect(plans.locator('tbody tr.ant-table-row')).toHaveCount(8);

    await page.goBack();
    await expect(page).toHaveURL(`${tenant.url}/personalCenter`);
    await expect(page.getByTestId('learner-name')).toHaveText('张学员');

    await page.getByRole('link', { name: '网上专题班' }).first().click();
    await expect(page).toHaveURL(`${tenant.url}/projectIndex`);
    const classes = page.getByTestId('mf-projects-page');
    await expect(
      classes.getByRole('heading', { name: '网上专题班', level: 1 }),
    ).toBeVisible();
    await expect(classes.getByRole('heading', { level: 2 })).toHaveCount(8);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(`${tenant.url}/home`);
    await expect(page.getByTestId('mf-home-page')).toBeVisible();
    await page.goForward();
    await expect(page.getByTestId('learner-name')).toHaveText('张学员');
    await expectSamePageLoad(page);
  });
}

test('the SSO token is kept in the session, not in the address bar or localStorage', async ({
  page,
}) => {
  const [tenant] = TENANTS;
  await page.goto(`${tenant.url}/personalCenter`);
  // A protected page sends the visitor to the SSO page first.
  await expect(
    page.getByRole('heading', { name: '统一身份认证' }),
  ).toBeVisible();
  await page.getByLabel('用户名').fill('learner');
  await page.getByLabel('密码').fill('Portal@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  await expect(page).toHaveURL(`${tenant.url}/personalCenter`);
  const storage = await page.evaluate(() => ({
    local: JSON.stringify(localStorage),
    session: sessionStorage.getItem('token'),
  }));
  expect(storage.session).toMatch(/^[0-9a-f]{32}$/);
  expect(storage.local).not.toContain(storage.session ?? 'missing');
});

test('tenant header variants come from the site configuration', async ({
  page,
}) => {
  const menu = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link');
  await page.goto(`${TENANTS[0].url}/index`);
  await expect(menu).toHaveText(['首页', '课程推荐', '专题', '学习中心']);
  await expect(page.getByRole('link', { name: /京公网安备/ })).toBeVisible();
  await page.goto(`${TENANTS[1].url}/index`);
  await expect(menu).toHaveText([
    '首页',
    '网上专题班',
    '课程推荐',
    '专题',
    '专栏推荐',
    '中国干部网络学院',
    '学习中心',
  ]);
  await expect(page.getByRole('link', { name: /京公网安备/ })).toHaveCount(0);
  await page.goto(`${TENANTS[2].url}/index`);
  await expect(menu).toHaveText([
    '首页',
    '学习中心',
    '网上专题班',
    '综合素养课程',
    '文艺专业课程',
    '数字书屋',
  ]);
});
