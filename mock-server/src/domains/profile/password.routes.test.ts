import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CAPTCHA_TTL_MS, encryptPassword, DEMO_PASSWORD } from '../sign-in';
import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let clock = Date.now();
let publicKey = '';

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  const config = await call<{ passwordPublicKey: string }>(
    `${server.url}/api/portal/config`,
  );
  publicKey = config.body.data?.passwordPublicKey ?? '';
});

afterAll(async () => {
  await server.dispose();
});

const CITY = '001.001.043';
const CITY_PORTAL = 'http://001-001-043.localhost:8080/index';
const NEW_PASSWORD = 'Changed#2026';

interface Captcha {
  validateCodeImge: string;
  verificationCodeToken: string;
}

async function newCaptcha(): Promise<{ token: string; code: string }> {
  const res = await call<Captcha>(
    `${server.url}/api/webmember/getValidateCode`,
    { method: 'POST' },
  );
  const token = res.body.data?.verificationCodeToken ?? '';
  const dev = await call<{ code: string }>(
    `${server.url}/__dev/captcha?token=${token}`,
  );
  return { token, code: dev.body.data?.code ?? '' };
}

async function userInfo(token: string, tenantId: string) {
  return call<{ idCardHash: string; needUpdatePwd: boolean }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers: { token, tenantId } },
  );
}

interface Session {
  token: string;
  tenantId: string;
  idCardHash: string;
}

async function session(
  username: string,
  tenantId = '001.001',
  portal = 'http://localhost:8080/index',
): Promise<Session> {
  const token = await login(server.url, username, portal);
  const info = await userInfo(token, tenantId);
  return { token, tenantId, idCardHash: info.body.data?.idCardHash ?? '' };
}

interface ChangeForm {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
  idcardHash?: string;
  verificationCode?: string;
  verificationCodeToken?: string;
}

/**
 * Submits the form as the browser does: passwords encrypted, the fields
 * form-encoded (the seed marks no JSON for this call).
 */
async function change(who: Session, form: ChangeForm = {}, encrypt = true) {
  const captcha = await newCaptcha();
  const seal = (text: string) =>
    encrypt ? encryptPassword(publicKey, text) : text;
  const oldPassword = form.oldPassword ?? DEMO_PASSWORD;
  const newPassword = form.newPassword ?? NEW_PASSWORD;
  const fields: Record<string, string> = {
    verificationCode: captcha.code,
    verificationCodeToken: captcha.token,
    idcardHash: who.idCardHash,
    ...form,
    oldPassword: seal(oldPassword),
    newPassword: seal(newPassword),
    confirmPassword: seal(form.confirmPassword ?? newPassword),
  };
  return call(`${server.url}/api/webmember/userPwdModify`, {
    headers: { token: who.token, tenantId: who.tenantId },
    form: fields,
  });
}

describe('/api/webmember/getValidateCode', () => {
  it('answers an SVG captcha and a token over POST and GET', async () => {
    const post = await call<Captcha>(
      `${server.url}/api/webmember/getValidateCode`,
      { method: 'POST' },
    );
    const get = await call<Captcha>(
      `${server.url}/api/webmember/getValidateCode`,
    );
    expect(post.status).toBe(200);
    expect(post.headers.get('cache-control')).toBe('no-store');
    expect(post.body.success).toBe(true);
    const data = post.body.data as Captcha;
    expect(Object.keys(data).sort()).toEqual([
      'validateCodeImge',
      'verificationCodeToken',
    ]);
    expect(data.validateCodeImge).toMatch(
      /^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/,
    );
    expect(data.verificationCodeToken).toMatch(/^[0-9a-f]{32}$/);
    expect(get.body.data?.verificationCodeToken).not.toBe(
      data.verificationCodeToken,
    );

    const svg = Buffer.from(
      data.validateCodeImge.split(',')[1] ?? '',
      'base64',
    ).toString('utf8');
    const dev = await call<{ code: string }>(
      `${server.url}/__dev/captcha?token=${data.verificationCodeToken}`,
    );
    expect(dev.body.data?.code).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    const shown = [...svg.matchAll(/>([2-9A-Z])<\/text>/g)].map((m) => m[1]);
    expect(shown.join('')).toBe(dev.body.data?.code);
  });

  it('has a dev hook that answers 404 JSON for unknown tokens', async () => {
    const res = await call(`${server.url}/__dev/captcha?token=unknown`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: '验证码不存在或已过期',
    });
    expect((await call(`${server.url}/__dev/captcha`)).status).toBe(404);
  });
});

describe('POST /api/webmember/userPwdModify', () => {
  it('needs a session', async () => {
    const res = await call(`${server.url}/api/webmember/userPwdModify`, {
      params: {},
    });
    expect(res.status).toBe(401);
  });

  it('refuses a wrong captcha (HTTP 200) and consumes it', async () => {
    const who = await session('learner');
    const { token, code } = await newCaptcha();
    const wrong = code === '2222' ? '3333' : '2222';
    const first = await change(who, {
      verificationCodeToken: token,
      verificationCode: wrong,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: false,
      message: '验证码错误或已过期',
    });
    const again = await change(who, {
      verificationCodeToken: token,
      verificationCode: code,
    });
    expect(again.body.message).toBe('验证码错误或已过期');
    const missing = await change(who, {
      verificationCodeToken: '',
      verificationCode: '',
    });
    expect(missing.body.message).toBe('验证码错误或已过期');
  });

  it('accepts a captcha in lower case but only once', async () => {
    const who = await session('learner');
    const { token, code } = await newCaptcha();
    const used = await change(who, {
      verificationCodeToken: token,
      verificationCode: code.toLowerCase(),
      oldPassword: 'Wrong@2026',
    });
    // Past the captcha: the next check speaks.
    expect(used.body.message).toBe('原密码错误');
    const reused = await change(who, {
      verificationCodeToken: token,
      verificationCode: code,
    });
    expect(reused.body.message).toBe('验证码错误或已过期');
  });

  it('refuses an expired captcha', async () => {
    const who = await session('learner');
    const late = await newCaptcha();
    const inTime = await newCaptcha();
    clock += CAPTCHA_TTL_MS - 1000;
    const ok = await change(who, {
      verificationCodeToken: inTime.token,
      verificationCode: inTime.code,
      oldPassword: 'Wrong@2026',
    });
    expect(ok.body.message).toBe('原密码错误');
    clock += 1000;
    expect(
      (await call(`${server.url}/__dev/captcha?token=${late.token}`)).status,
    ).toBe(404);
    const expired = await change(who, {
      verificationCodeToken: late.token,
      verificationCode: late.code,
    });
    expect(expired.body).toEqual({
      success: false,
      message: '验证码错误或已过期',
    });
  });

  it("answers 403 for another user's idcardHash", async () => {
    const who = await session('learner');
    const admin = await session('admin');
    const res = await change(who, { idcardHash: admin.idCardHash });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: '无权修改其他用户的密码',
    });
    expect((await change(who, { idcardHash: '' })).status).toBe(400);
  });

  it('answers 400 when a password cannot be decrypted', async () => {
    const who = await session('learner');
    const plain = await change(who, {}, false);
    expect(plain.status).toBe(400);
    expect(plain.body).toEqual({ success: false, message: '密码解密失败' });
    const captcha = await newCaptcha();
    const notText = await call(`${server.url}/api/webmember/userPwdModify`, {
      headers: { token: who.token },
      params: {
        verificationCode: captcha.code,
        verificationCodeToken: captcha.token,
        idcardHash: who.idCardHash,
        oldPassword: false,
        newPassword: encryptPassword(publicKey, NEW_PASSWORD),
        confirmPassword: encryptPassword(publicKey, NEW_PASSWORD),
      },
    });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe('密码解密失败');
  });

  it('answers each rule with its message', async () => {
    const who = await session('learner');
    const cases: Array<[ChangeForm, string]> = [
      [{ oldPassword: 'Wrong@2026' }, '原密码错误'],
      [{ oldPassword: '' }, '请输入原密码'],
      [{ newPassword: '' }, '请输入新密码'],
      [{ newPassword: 'Ab1@xyz' }, '密码长度8位以上'],
      [
        { newPassword: 'abcdefg1@' },
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      ],
      [
        { newPassword: 'ABCDEFG1@' },
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      ],
      [
        { newPassword: 'Abcdefgh@' },
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      ],
      [
        { newPassword: 'Abcdefgh1' },
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      ],
      [
        { newPassword: 'Abcdefg1@$' },
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      ],
      [{ confirmPassword: '' }, '请再次输入密码'],
      [{ confirmPassword: 'Changed#2027' }, '两次输入密码不一致!'],
      [{ newPassword: DEMO_PASSWORD }, '新密码不能与原密码相同'],
    ];
    for (const [form, message] of cases) {
      const res = await change(who, form);
      expect(res.status, message).toBe(200);
      expect(res.body, message).toEqual({ success: false, message });
    }
    // Nothing changed: the demo password still signs in.
    await expect(login(server.url, 'learner')).resolves.toMatch(/^[0-9a-f]+$/);
  });

  it('changes the password in that tenant and clears needUpdatePwd', async () => {
    const who = await session('pwdexpired', CITY, CITY_PORTAL);
    expect((await userInfo(who.token, CITY)).body.data?.needUpdatePwd).toBe(
      true,
    );

    const res = await change(who);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: '修改成功' });

    const after = await userInfo(who.token, CITY);
    expect(after.body.data?.needUpdatePwd).toBe(false);

    // The SSO form signs in with the new password only, in that tenant.
    await expect(
      login(server.url, 'pwdexpired', CITY_PORTAL, DEMO_PASSWORD),
    ).rejects.toThrow(/401/);
    const fresh = await login(
      server.url,
      'pwdexpired',
      CITY_PORTAL,
      NEW_PASSWORD,
    );
    expect((await userInfo(fresh, CITY)).body.data?.needUpdatePwd).toBe(false);

    // Other tenants keep their own password and flag.
    const main = await login(server.url, 'pwdexpired');
    expect((await userInfo(main, '001.001')).body.data?.needUpdatePwd).toBe(
      true,
    );
    await expect(
      login(server.url, 'pwdexpired', undefined, NEW_PASSWORD),
    ).rejects.toThrow(/401/);

    // The new password is now the old one.
    const back = await change(
      { ...who, token: fresh },
      { oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
    );
    expect(back.body).toEqual({ success: true, message: '修改成功' });
    await expect(
      login(server.url, 'pwdexpired', CITY_PORTAL, DEMO_PASSWORD),
    ).resolves.toMatch(/^[0-9a-f]{32}$/);
  });
});
