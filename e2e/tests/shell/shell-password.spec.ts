import { expect, type Page, type Response, test } from '@playwright/test';

import { captchaAnswer } from '../../support/dev-hooks';
import { PASSWORD, TENANTS } from '../../support/env';
import { fillSsoForm, resetBackend, signInAs } from '../../support/portal';

const [, forcedTenant] = TENANTS;
const NEW_PASSWORD = 'Changed#2026a';

test.beforeEach(async () => {
  await resetBackend();
});

async function captchaToken(response: Response): Promise<string> {
  const body = (await response.json()) as {
    data: { verificationCodeToken: string };
  };
  return body.data.verificationCodeToken;
}

function isCaptcha(response: Response) {
  return response.url().includes('/api/webmember/getValidateCode');
}

async function openForcedDialog(page: Page): Promise<string> {
  await page.goto(`${forcedTenant.url}/index`);
  const firstCaptcha = page.waitForResponse(isCaptcha);
  await signInAs(page, 'pwdexpired');
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  return captchaToken(await firstCaptcha);
}

test('the forced dialog validates with the exact messages', async ({
  page,
}) => {
  await openForcedDialog(page);
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByRole('button', { name: /确定|提交|修改/ }).click();
  for (const text of [
    '请输入原密码',
    '请输入新密码',
    '请再次输入密码',
    '请输入验证码',
  ]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByLabel('新密码').fill('short');
  await dialog.getByLabel('新密码').blur();
  await expect(dialog.getByText('密码长度8位以上')).toBeVisible();
  await dialog.getByLabel('新密码').fill('alllowercase1');
  await dialog.getByLabel('新密码').blur();
  await expect(
    dialog.getByText(
      '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
    ),
  ).toBeVisible();
  await dialog.getByLabel('新密码').fill(NEW_PASSWORD);
  await dialog.getByLabel('确认密码').fill('Other#2026a');
  await dialog.getByLabel('确认密码').blur();
  await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();
});

test('a wrong old password shows the server message and a fresh captcha; then the change succeeds', async ({
  page,
}) => {
  let token = await openForcedDialog(page);
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('原密码').fill('Wrong#2026x');
  await dialog.getByLabel('新密码').fill(NEW_PASSWORD);
  await dialog.getByLabel('确认密码').fill(NEW_PASSWORD);
  await dialog.getByLabel('验证码').fill(await captchaAnswer(token));
  const refreshed = page.waitForResponse(isCaptcha);
  await dialog.getByRole('button', { name: /确定|提交|修改/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('原密码错误');
  // The server's message is a toast as well (seed-spec 8).
  await expect(
    page.locator('.ant-message').getByText('原密码错误'),
  ).toBeVisible();
  token = await captchaToken(await refreshed);
  await expect(dialog.getByLabel('验证码')).toHaveValue('');

  await dialog.getByLabel('原密码').fill(PASSWORD);
  await dialog.getByLabel('验证码').fill(await captchaAnswer(token));
  await dialog.getByRole('button', { name: /确定|提交|修改/ }).click();
  await expect(page.getByText('修改成功,请重新登录')).toBeVisible();
  // Logged out: back at /index as a visitor, and the new password works.
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(`${forcedTenant.url}/index`);
  await page.getByRole('button', { name: '学员登录' }).click();
  await fillSsoForm(page, 'pwdexpired', NEW_PASSWORD);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
});
