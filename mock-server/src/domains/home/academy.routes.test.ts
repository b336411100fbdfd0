import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';
import { TICKET_TTL_MS } from './academy.routes';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.dispose();
});

const url = () => `${server.url}/api/portal/user/rdrZWY`;

async function lookup(username: string, portal?: string) {
  const token = await login(server.url, username, portal);
  const tenantId = portal ? '001.001.043' : '001.001';
  const info = await call<{ idCardHash: string }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers: { token, tenantId } },
  );
  // Form-encoded, as the portal's jump sends it.
  const res = await fetch(url(), {
    method: 'POST',
    headers: {
      token,
      tenantId,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      idCardHash: info.body.data?.idCardHash ?? '',
    }).toString(),
  });
  expect(res.headers.get('content-type')).toContain('application/json');
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  };
}

describe('POST /api/portal/user/rdrZWY', () => {
  it.each(['learner', 'admin', 'admin_sms', 'admin_ukey', 'pwdexpired'])(
    'answers code true and a celaUrl for %s (not enveloped)',
    async (username) => {
      const res = await lookup(username);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        'celaUrl',
        'code',
        'message',
      ]);
      expect(res.body.code).toBe('true');
      expect(res.body.message).toBe('');
      expect(res.body.celaUrl).toMatch(
        new RegExp(`^${server.url}/sso/cela\\?ticket=[0-9a-f]{32}$`),
      );
    },
  );

  it.each(['notrainee', 'norole', 'emptyrole'])(
    'answers code false for %s',
    async (username) => {
      const res = await lookup(username);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 'false',
        message: '未查询到您在中国干部网络学院的注册信息',
      });
    },
  );

  it('wants the access token of a session signed in by token, in the form', async () => {
    const token = await login(server.url, 'tokenlogin');
    const headers = { token, tenantId: '001.001' };
    const user = (
      await call<{ idCardHash: string; accessToken: string }>(
        `${server.url}/api/user/info`,
        { method: 'POST', headers },
      )
    ).body.data!;
    const withToken = (form: Record<string, string>) =>
      call<Record<string, unknown>>(url(), { headers, form });
    const without = await withToken({ idCardHash: user.idCardHash });
    expect(without.body).toEqual({
      code: 'false',
      message: '访问令牌无效，请重新登录后再试',
    });
    const wrong = await withToken({
      idCardHash: user.idCardHash,
      accessToken: 'AT-0',
    });
    expect(wrong.body).toMatchObject({ code: 'false' });
    const right = await withToken({
      idCardHash: user.idCardHash,
      accessToken: user.accessToken,
    });
    expect(right.body).toMatchObject({ code: 'true', message: '' });
  });

  it('issues a new ticket every time', async () => {
    const a = await lookup('learner');
    const b = await lookup('learner');
    expect(a.body.celaUrl).not.toBe(b.body.celaUrl);
  });

  it("needs a session and the caller's own idCardHash", async () => {
    const anonymous = await call(url(), { params: { idCardHash: 'x' } });
    expect(anonymous.status).toBe(401);
    const token = await login(server.url, 'learner');
    const other = await call(url(), {
      headers: { token },
      params: { idCardHash: 'f'.repeat(64) },
    });
    expect(other.status).toBe(403);
    const missing = await call(url(), { headers: { token }, params: {} });
    expect(missing.status).toBe(400);
  });
});

describe('GET /sso/cela', () => {
  it('shows the academy page for a valid ticket', async () => {
    const { body } = await lookup(
      'learner',
      'http://001-001-043.localhost:8080/index',
    );
    const res = await fetch(String(body.celaUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>中国干部网络学院（模拟）</title>');
    expect(html).toContain('欢迎您，张学员');
    expect(html).toContain('市直机关干部网络学院');
  });

  it('refuses unknown and expired tickets', async () => {
    const unknown = await fetch(`${server.url}/sso/cela?ticket=nope`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('票据无效或已过期');
    const { body } = await lookup('admin');
    clock += TICKET_TTL_MS;
    const expired = await fetch(String(body.celaUrl));
    expect(expired.status).toBe(400);
  });
});
