import { expect, type Page, type Response, test } from '@playwright/test';

import {
  captchaAnswer,
  setUkeyRunning,
  smsOutbox,
  ukeyControl,
} from '../../support/dev-hooks';
import { TENANTS } from '../../support/env';
import { holdAnswers } from '../../support/held-answers';
import { resetBackend, signInFromHeader } from '../../support/portal';

const [main] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
  await setUkeyRunning(true);
  await ukeyControl('reset');
});

function isCaptcha(response: Response) {
  return response.url().includes('/api/webmember/getValidateCode');
}

async function captchaToken(response: Response): Promise<string> {
  const body = (await response.json()) as {
    data: { verificationCodeToken: string };
  };
  return body.data.verificationCodeToken;
}

async function openSmsDialog(page: Page): Promise<string> {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page, 'admin_sms');
  const captcha = page.waitForResponse(isCaptcha);
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByText('您需要验证手机号')).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: '短信验证码登录后台' }),
  ).toBeVisible();
  return captchaToken(await captcha);
}

test.describe('admin: straight to the back office', () => {
  async function signInAsAdmin(page: Page) {
    await page.goto(`${main.url}/index`);
    await signInFromHeader(page, 'admin');
  }

  test('管理员登录 opens the back office in a new window', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: '管理员登录' }).click();
    await expect(await popup).toHaveURL(/\/admin\/$/);
  });

  // Code that has not loaded cannot open a window: the shell opens it in
  // the click and hands it to the entry once its code has come.
  test('the window opens with the click, before the entry has loaded', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    // The shell loads the entry's code on the first click: a slow answer.
    const release = await holdAnswers(page, '**/mf-admin-entry/**/*.js');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: '管理员登录' }).click();
    const backOffice = await popup;
    release();
    await expect(backOffice).toHaveURL(/\/admin\/$/);
  });
});

test.describe('admin_sms: phone verification', () => {
  test('passes with the code from the outbox and opens the back office', async ({
    page,
    context,
  }) => {
    const token = await openSmsDialog(page);
    const dialog = page.getByRole('dialog', { name: '短信验证码登录后台' });
    const phone = await dialog.getByLabel('手机号').inputValue();
    expect(phone).toMatch(/^1[3-9]\d{9}$/);
    const send = dialog.getByRole('button', { name: '获取验证码' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('图形验证码').fill(await captchaAnswer(token));
    await expect(send).toBeEnabled();
    await send.click();
    await expect(
      dialog.getByRole('button', { name: /\d+秒后重新获取/ }),
    ).toBeDisabled();

    // The countdown survives closing and reopening the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const reopenedCaptcha = page.waitForResponse(isCaptcha);
    await page.getByRole('button', { name: '管理员登录' }).click();
    await expect(
      dialog.getByRole('button', { name: /\d+秒后重新获取/ }),
    ).toBeVisible();
    // The reopened form asks for a new image captcha with the code.
    await dialog
      .getByLabel('图形验证码')
      .fill(await captchaAnswer(await captchaToken(await reopenedCaptcha)));

    const [sent] = (await smsOutbox(phone)).slice(-1);
    expect(sent?.code).toMatch(/^\d{6}$/);
    await dialog.getByLabel('短信验证码').fill(sent?.code ?? '');
    // The window opens with 确定's click, while the check is unanswered (a
    // popup blocker would stop one opened later), then goes to the back
    // office.
    const release = await holdAnswers(page, '**/api/sso/user/checkUserSmsCode');
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '确定' }).click();
    const backOffice = await popup;
    await expect(dialog).toBeVisible();
    release();
    await expect(backOffice).toHaveURL(/\/admin\/\?ticket=/);
    await expect(dialog).toBeHidden();
  });

  test('is refused with a wrong captcha, a wrong phone and a wrong code', async ({
    page,
    context,
  }) => {
    let token = await openSmsDialog(page);
    const dialog = page.getByRole('dialog', { name: '短信验证码登录后台' });
    const phone = await dialog.getByLabel('手机号').inputValue();

    // Wrong captcha: the server refuses and a new captcha comes.
    await dialog.getByLabel('图形验证码').fill('ZZZZ');
    let refreshed = page.waitForResponse(isCaptcha);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('图形验证码错误或已过期')).toBeVisible();
    token = await captchaToken(await refreshed);

    // A phone that is not the account's.
    await dialog.getByLabel('手机号').fill('13912345678');
    await dialog.getByLabel('图形验证码').fill(await captchaAnswer(token));
    refreshed = page.waitForResponse(isCaptcha);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(
      page.getByText('手机号与账号绑定的手机号不一致'),
    ).toBeVisible();
    token = await captchaToken(await refreshed);

    // The right phone, then a wrong code.
    await dialog.getByLabel('手机号').fill(phone);
    await dialog.getByLabel('图形验证码').fill(await captchaAnswer(token));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(
      dialog.getByRole('button', { name: /\d+秒后重新获取/ }),
    ).toBeVisible();
    await dialog.getByLabel('短信验证码').fill('000000');
    const refusedTab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('短信验证码错误')).toBeVisible();
    await expect(dialog).toBeVisible();
    // The window 确定 opened for the back office is closed again.
    const refused = await refusedTab;
    await expect.poll(() => refused.isClosed()).toBe(true);
  });

  test('validates with the exact messages and is keyboard usable', async ({
    page,
  }) => {
    await openSmsDialog(page);
    const dialog = page.getByRole('dialog', { name: '短信验证码登录后台' });
    await expect
      .poll(() =>
        dialog.evaluate((node) => node.contains(document.activeElement)),
      )
      .toBe(true);
    await dialog.getByLabel('手机号').fill('');
    await dialog.getByRole('button', { name: '确定' }).click();
    for (const text of [
      '请输入手机号',
      '请输入图形验证码',
      '请输入短信验证码',
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await dialog.getByLabel('手机号').fill('12345');
    await dialog.getByLabel('手机号').blur();
    await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('admin_ukey: certificate login through the key simulator', () => {
  async function openPinDialog(page: Page) {
    await page.goto(`${main.url}/index`);
    await signInFromHeader(page, 'admin_ukey');
    await page.getByRole('button', { name: '管理员登录' }).click();
    const dialog = page.getByRole('dialog', { name: '请输入PIN码' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('the right PIN opens the back office', async ({ page, context }) => {
    const dialog = await openPinDialog(page);
    await dialog.getByLabel('PIN码').fill('123456');
    // The window opens with 确定's click, before the key flow's sign-in
    // is answered, then goes to the back office.
    const release = await holdAnswers(page, '**/api/sso/ukey/login');
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '确定' }).click();
    const backOffice = await popup;
    await expect(dialog).toBeVisible();
    release();
    await expect(backOffice).toHaveURL(/\/admin\/\?ticket=/);
    await expect(dialog).toBeHidden();
  });

  test('a wrong PIN is refused and an empty one asks for it', async ({
    page,
  }) => {
    const dialog = await openPinDialog(page);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(
      dialog.getByText('请输入PIN码', { exact: true }).last(),
    ).toBeVisible();
    await dialog.getByLabel('PIN码').fill('000000');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/PIN码错误，还可尝试2次/)).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an untrusted certificate fails with 证书验证失败', async ({
    page,
    context,
  }) => {
    await ukeyControl('certificate', { trusted: false });
    const dialog = await openPinDialog(page);
    await dialog.getByLabel('PIN码').fill('123456');
    const refusedTab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('证书验证失败')).toBeVisible();
    // The window 确定 opened for the back office is closed again.
    const refused = await refusedTab;
    await expect.poll(() => refused.isClosed()).toBe(true);
  });

  test('key insert and remove show notices while the dialog is open', async ({
    page,
  }) => {
    await openPinDialog(page);
    await ukeyControl('unplug');
    await expect(page.getByText('uKey已拔出')).toBeVisible();
    await ukeyControl('plug');
    await expect(page.getByText('uKey已插入')).toBeVisible();
  });

  test('a stopped key service is explained, and confirming reloads the page', async ({
    page,
  }) => {
    await setUkeyRunning(false);
    const dialog = await openPinDialog(page);
    await dialog.getByLabel('PIN码').fill('123456');
    await dialog.getByRole('button', { name: '确定' }).click();
    const notice = page
      .getByRole('dialog')
      .filter({ hasText: '请检查uKey是否安装并启动，或刷新后重试' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(
      notice.getByRole('link', { name: '下载uKey驱动' }),
    ).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __beforeReload?: boolean }).__beforeReload = true;
    });
    await notice.getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { __beforeReload?: boolean })
              .__beforeReload ?? false,
        ),
      )
      .toBe(false);
    await setUkeyRunning(true);
  });
});
