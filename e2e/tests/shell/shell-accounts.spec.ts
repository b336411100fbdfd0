import { expect, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import {
  fillSsoForm,
  resetBackend,
  signInAs,
  signInFromHeader,
} from '../../support/portal';

const [main, zwy, blue] = TENANTS;
const year = new Date().getFullYear();

test.beforeEach(async () => {
  await resetBackend();
});

test('learner: the welcome box greets with this year’s hours', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  const welcome = page.getByTestId('welcome-box');
  await expect(welcome).toContainText('欢迎您，张学员');
  await expect(welcome).toContainText(
    new RegExp(`${year}年已学 \\d+(?:\\.\\d+)? 学时`),
  );
  await expect(welcome).toContainText(/其中必修 \d+(\.\d+)? 学时/);
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
});

test('admin: 管理员登录 opens the back office in a new window', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page, 'admin');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(await popup).toHaveURL(/\/admin\//);
});

test('admin_sms: 管理员登录 asks for phone verification first', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page, 'admin_sms');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByText('您需要验证手机号')).toBeVisible();
});

test('learner: 管理员登录 is refused', async ({ page }) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByText('您不是管理员，无权登录')).toBeVisible();
});

test('notrainee: the 提醒 dialog logs out and returns to /index', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInAs(page, 'notrainee');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('提醒');
  await expect(dialog).toContainText(
    '未查询到学员信息，请联系本单位后台管理员',
  );
  const logoutVisits: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().includes('/sso/logout')) logoutVisits.push(request.url());
  });
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '确定' }).click();
  // The logout address opens in a new window (and sends it on to /index).
  await popup;
  await expect.poll(() => logoutVisits.length).toBe(1);
  await expect(page).toHaveURL(`${main.url}/index`);
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('pwdexpired on 001.001: reminded once per session and sent to the password tab', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInAs(page, 'pwdexpired');
  await expect(
    page.getByText('为了您的账号安全，请定期修改密码'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${main.url}/personalCenter?acativeId=8`);
  // The session copy of the user agrees with the page: reminded, cleared.
  expect(
    await page.evaluate(
      () =>
        (
          JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as {
            needUpdatePwd?: boolean;
          }
        ).needUpdatePwd,
    ),
  ).toBe(false);
  await page.goto(`${main.url}/index`);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
  await expect(page.getByText('为了您的账号安全，请定期修改密码')).toHaveCount(
    0,
  );
  await expect(page).toHaveURL(`${main.url}/index`);
});

test('pwdexpired on 001.001.065: no password prompt at all', async ({
  page,
}) => {
  await page.goto(`${blue.url}/index`);
  await signInFromHeader(page, 'pwdexpired');
  await expect(page).toHaveURL(`${blue.url}/home`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('为了您的账号安全，请定期修改密码')).toHaveCount(
    0,
  );
});

test('pwdexpired on 001.001.043: the forced dialog cannot be dismissed', async ({
  page,
}) => {
  await page.goto(`${zwy.url}/index`);
  await signInAs(page, 'pwdexpired');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
});

test('norole: warned, shown /public, then sent to the login page', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInAs(page, 'norole');
  await expect(page.getByText('当前用户登录状态不正确')).toBeVisible();
  await expect(page).toHaveURL(`${main.url}/public`);
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toBeVisible(
    { timeout: 10_000 },
  );
});

test('emptyrole: warned and left on /public as a visitor', async ({ page }) => {
  await page.goto(`${main.url}/index`);
  await signInAs(page, 'emptyrole');
  await expect(page.getByText('当前用户登录状态不正确')).toBeVisible();
  await expect(page).toHaveURL(`${main.url}/public`);
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(`${main.url}/public`);
});

test('a protected page sends a visitor to SSO and back; the token leaves no trace in history', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await page.goto(`${main.url}/personalCenter`);
  await fillSsoForm(page, 'learner');
  await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  await expect(page).toHaveURL(`${main.url}/personalCenter`);
  await page.goBack();
  await expect(page).not.toHaveURL(/token=/);
  await expect(
    page.getByRole('heading', { name: '统一身份认证' }),
  ).toBeVisible();
});

test('logout clears the session and returns to /index as a visitor', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await page
    .getByTestId('welcome-box')
    .getByRole('button', { name: '退出登录' })
    .click();
  await expect(page).toHaveURL(`${main.url}/index`);
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible();
  const storage = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    user: sessionStorage.getItem('userInfo'),
  }));
  expect(storage).toEqual({ token: null, user: null });
  await page.goto(`${main.url}/personalCenter`);
  await expect(
    page.getByRole('heading', { name: '统一身份认证' }),
  ).toBeVisible();
});

test('a legacy hash link lands on the history path', async ({ page }) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await page.goto(`${main.url}/content#/commendIndex?x=1`);
  await expect(page).toHaveURL(`${main.url}/commendIndex?x=1`);
  await page.goto(`${main.url}/#/operateGuide`);
  await expect(page).toHaveURL(`${main.url}/operateGuide`);
});
