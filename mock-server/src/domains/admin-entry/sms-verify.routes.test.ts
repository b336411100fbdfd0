import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest';

import { createMockServer } from '../../server';
import { SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS } from './sms-codes';
import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  clock = Date.now();
  await call(`${server.url}/__reset`, { params: {} });
});

/** admin_sms's telephone in the seed (every tenant). */
const PHONE = '13800000003';

interface Me {
  token: string;
  idCardHash: string;
  telephone: string;
  headers: Record<string, string>;
}

async function session(
  username = 'admin_sms',
  portal?: string,
  tenantId = '001.001',
): Promise<Me> {
  const token = await login(server.url, username, portal);
  const headers = { token, tenantId };
  const info = await call<{ idCardHash: string; telephone: string }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers },
  );
  return {
    token,
    headers,
    idCardHash: info.body.data?.idCardHash ?? '',
    telephone: info.body.data?.telephone ?? '',
  };
}

async function captcha(): Promise<{
  verificationCode: string;
  verificationCodeToken: string;
}> {
  const issued = await call<{ verificationCodeToken: string }>(
    `${server.url}/api/webmember/getValidateCode`,
  );
  const token = issued.body.data?.verificationCodeToken ?? '';
  const answer = await call<{ code: string }>(
    `${server.url}/__dev/captcha?token=${token}`,
  );
  return {
    verificationCode: answer.body.data?.code ?? '',
    verificationCodeToken: token,
  };
}

async function send(me: Me, phoneNumber = PHONE, overrides = {}) {
  return call(`${server.url}/api/sso/user/sendSmsCode`, {
    headers: me.headers,
    params: { phoneNumber, ...(await captcha()), ...overrides },
  });
}

async function outbox(phone = PHONE, tenantId?: string) {
  const query = new URLSearchParams({ phone });
  if (tenantId) query.set('tenantId', tenantId);
  const res = await call<
    Array<{ phone: string; code: string; at: string; tenantId: string }>
  >(`${server.url}/__dev/sms-outbox?${query.toString()}`);
  return res.body.data ?? [];
}

async function lastCode(phone = PHONE, tenantId?: string): Promise<string> {
  const messages = await outbox(phone, tenantId);
  const last = messages[messages.length - 1];
  if (!last) throw new Error(`no SMS to ${phone}`);
  return last.code;
}

function check(me: Me, code: string, overrides: Record<string, unknown> = {}) {
  return call<{ adminUrl: string }>(
    `${server.url}/api/sso/user/checkUserSmsCode`,
    {
      headers: me.headers,
      params: {
        clientId: 'portal-web',
        phoneNumber: PHONE,
        code,
        verificationCode: '',
        verificationCodeToken: '',
        idCardHash: me.idCardHash,
        ...overrides,
      },
    },
  );
}

describe('seed', () => {
  it('gives admin_sms the telephone 13800000003', async () => {
    const me = await session();
    expect(me.telephone).toBe(PHONE);
  });
});

describe('POST /api/sso/user/sendSmsCode', () => {
  it('sends a 6-digit code to the outbox, newest last', async () => {
    const me = await session();
    const res = await send(me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: '验证码已发送' });
    const messages = await outbox();
    expect(messages).toEqual([
      {
        phone: PHONE,
        code: expect.stringMatching(/^\d{6}$/),
        at: new Date(clock).toISOString(),
        tenantId: '001.001',
      },
    ]);

    clock += SMS_RESEND_INTERVAL_MS;
    expect((await send(me)).body.success).toBe(true);
    const two = await outbox();
    expect(two).toHaveLength(2);
    expect(two[1]?.at).toBe(new Date(clock).toISOString());
  });

  it('refuses a wrong, missing or reused captcha', async () => {
    const me = await session();
    const wrong = await send(me, PHONE, { verificationCode: 'ZZZZ' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      success: false,
      message: '图形验证码错误或已过期',
    });
    const missing = await call(`${server.url}/api/sso/user/sendSmsCode`, {
      headers: me.headers,
      params: { phoneNumber: PHONE },
    });
    expect(missing.body.message).toBe('图形验证码错误或已过期');

    const used = await captcha();
    const first = await call(`${server.url}/api/sso/user/sendSmsCode`, {
      headers: me.headers,
      params: { phoneNumber: PHONE, ...used },
    });
    expect(first.body.success).toBe(true);
    clock += SMS_RESEND_INTERVAL_MS;
    const reuse = await call(`${server.url}/api/sso/user/sendSmsCode`, {
      headers: me.headers,
      params: { phoneNumber: PHONE, ...used },
    });
    expect(reuse.body.message).toBe('图形验证码错误或已过期');
    expect(await outbox()).toHaveLength(1);
  });

  it('refuses an invalid phone number with 400', async () => {
    const me = await session();
    for (const phone of ['12345', '12800000003', '1380000000a']) {
      const res = await send(me, phone);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: '请输入正确的手机号',
      });
    }
    const empty = await send(me, '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请输入手机号');
  });

  it("refuses a phone other than the account's", async () => {
    const me = await session();
    const res = await send(me, '13800000001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: false,
      message: '手机号与账号绑定的手机号不一致',
    });
    expect(await outbox('13800000001')).toEqual([]);
  });

  it('allows one send per phone every 60 seconds', async () => {
    const me = await session();
    expect((await send(me)).body.success).toBe(true);
    const soon = await send(me);
    expect(soon.body).toEqual({
      success: false,
      message: '验证码发送过于频繁，请60秒后再试',
    });
    clock += 15_500;
    expect((await send(me)).body.message).toBe(
      '验证码发送过于频繁，请45秒后再试',
    );
    clock += 44_000;
    expect((await send(me)).body.message).toBe(
      '验证码发送过于频繁，请1秒后再试',
    );
    clock += 500;
    expect((await send(me)).body.success).toBe(true);
    expect(await outbox()).toHaveLength(2);
  });

  it('keeps tenants apart', async () => {
    const main = await session();
    const city = await session(
      'admin_sms',
      'http://001-001-043.localhost:8080/index',
      '001.001.043',
    );
    expect((await send(main)).body.success).toBe(true);
    expect((await send(city)).body.success).toBe(true);
    expect(await outbox(PHONE, '001.001.043')).toHaveLength(1);
    const code = await lastCode(PHONE, '001.001');
    const cityCode = await lastCode(PHONE, '001.001.043');
    if (code !== cityCode) {
      expect((await check(city, code)).body.message).toBe('短信验证码错误');
    }
    expect((await check(main, code)).body.success).toBe(true);
  });

  it('writes the code to the server log unless quiet', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mock-'));
    const lines: string[] = [];
    const spy = vi
      .spyOn(console, 'log')
      .mockImplementation((line: unknown) => lines.push(String(line)));
    const loud = await createMockServer({
      dbFile: path.join(dir, 'db.json'),
      port: 0,
      dev: true,
      quiet: false,
    });
    try {
      const token = await login(loud.url, 'admin_sms');
      const issued = await call<{ verificationCodeToken: string }>(
        `${loud.url}/api/webmember/getValidateCode`,
      );
      const captchaToken = issued.body.data?.verificationCodeToken ?? '';
      const answer = await call<{ code: string }>(
        `${loud.url}/__dev/captcha?token=${captchaToken}`,
      );
      const res = await call(`${loud.url}/api/sso/user/sendSmsCode`, {
        headers: { token },
        params: {
          phoneNumber: PHONE,
          verificationCode: answer.body.data?.code,
          verificationCodeToken: captchaToken,
        },
      });
      expect(res.body.success).toBe(true);
      const sent = await call<Array<{ code: string }>>(
        `${loud.url}/__dev/sms-outbox?phone=${PHONE}`,
      );
      expect(lines).toContain(`[sms] ${PHONE} ${sent.body.data?.[0]?.code}`);
    } finally {
      spy.mockRestore();
      await loud.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('needs a session and an administrator', async () => {
    const anonymous = await call(`${server.url}/api/sso/user/sendSmsCode`, {
      params: { phoneNumber: PHONE },
    });
    expect(anonymous.status).toBe(401);
    const learner = await session('learner');
    const res = await send(learner, learner.telephone);
    expect(res.body).toEqual({
      success: false,
      message: '您不是管理员，无权登录',
    });
  });
});

describe('POST /api/sso/user/checkUserSmsCode', () => {
  it('accepts the code from the outbox once and opens the back office', async () => {
    const me = await session();
    await send(me);
    const res = await check(me, await lastCode());
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('验证成功');
    const adminUrl = res.body.data?.adminUrl ?? '';
    expect(adminUrl).toMatch(
      new RegExp(`^${server.url}/admin/\\?ticket=[0-9a-f]{32}$`),
    );
    const html = await (await fetch(adminUrl)).text();
    expect(html).toContain('后台管理系统（模拟）');
    expect(html).toContain('欢迎您，王短信！');
    expect(html).toContain('短信验证码');

    const sessions = await call<
      Array<{ token: string; smsVerifiedAt?: string }>
    >(`${server.url}/__db/sessions`);
    expect(
      sessions.body.data?.find((s) => s.token === me.token)?.smsVerifiedAt,
    ).toBe(new Date(clock).toISOString());

    // Consumed.
    const again = await check(me, await lastCode());
    expect(again.body).toEqual({
      success: false,
      message: '请先获取短信验证码',
    });
  });

  it('asks for a code first', async () => {
    const me = await session();
    expect((await check(me, '123456')).body).toEqual({
      success: false,
      message: '请先获取短信验证码',
    });
  });

  it('refuses a wrong code and invalidates it after five', async () => {
    const me = await session();
    await send(me);
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await check(me, wrong)).body).toEqual({
        success: false,
        message: '短信验证码错误',
      });
    }
    expect((await check(me, wrong)).body).toEqual({
      success: false,
      message: '短信验证码已失效，请重新获取',
    });
    // Even the right code is refused now.
    expect((await check(me, code)).body.message).toBe(
      '短信验证码已失效，请重新获取',
    );
    clock += SMS_RESEND_INTERVAL_MS;
    await send(me);
    expect((await check(me, await lastCode())).body.success).toBe(true);
  });

  it('refuses an expired code', async () => {
    const me = await session();
    await send(me);
    const code = await lastCode();
    clock += SMS_CODE_TTL_MS;
    expect((await check(me, code)).body).toEqual({
      success: false,
      message: '短信验证码已过期，请重新获取',
    });
  });

  it('accepts a code just before it expires', async () => {
    const me = await session();
    await send(me);
    clock += SMS_CODE_TTL_MS - 1;
    expect((await check(me, await lastCode())).body.success).toBe(true);
  });

  it("refuses another user's idCardHash with 403", async () => {
    const me = await session();
    const other = await session('admin');
    await send(me);
    const res = await check(me, await lastCode(), {
      idCardHash: other.idCardHash,
    });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    const missing = await check(me, await lastCode(), { idCardHash: '' });
    expect(missing.status).toBe(400);
  });

  it("refuses a phone other than the account's", async () => {
    const me = await session();
    await send(me);
    const res = await check(me, await lastCode(), {
      phoneNumber: '13800000001',
    });
    expect(res.body.message).toBe('手机号与账号绑定的手机号不一致');
  });

  it('needs a code', async () => {
    const me = await session();
    const res = await check(me, '');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请输入短信验证码');
  });
});

describe('GET /admin/', () => {
  it('shows a generic page without a valid ticket', async () => {
    for (const path of ['/admin/', '/admin/?ticket=nope', '/admin']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<title>后台管理系统（模拟）</title>');
      expect(html).not.toContain('欢迎您');
    }
  });
});

describe('hostile input', () => {
  const bad = [
    '1'.repeat(10_000),
    '12\u000034',
    '１２３４５６',
    '12😀34',
    '12\u202E34',
  ];

  it('refuses a phone with full-width digits, emoji or control characters', async () => {
    const me = await session();
    for (const phone of [
      '１３８００００００００３',
      '1380000😀003',
      '13800000003\u0000',
      'x'.repeat(10_000),
    ]) {
      const res = await send(me, phone);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: '请输入正确的手机号',
      });
    }
  });

  it('refuses a malformed captcha answer with 400 before checking it', async () => {
    const me = await session();
    for (const verificationCode of bad) {
      const res = await send(me, PHONE, { verificationCode });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: '请输入正确的图形验证码',
      });
    }
    expect(await outbox()).toEqual([]);
  });

  it('refuses a malformed SMS code with 400', async () => {
    const me = await session();
    for (const code of bad) {
      const res = await check(me, code);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: '请输入正确的短信验证码',
      });
    }
  });
});
