import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

type Info = Record<string, unknown> & {
  roleList: Array<{ roleName: string; clientId?: string }>;
  roles: string[];
};

async function info(token: string, headers: Record<string, string> = {}) {
  return call<Info>(`${server.url}/api/user/info`, {
    method: 'POST',
    headers: { token, ...headers },
  });
}

describe('/api/user/info', () => {
  it('answers 401 JSON without a token', async () => {
    const res = await call(`${server.url}/api/user/info`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      message: '身份过期，请重新登录',
    });
  });

  it('answers 401 JSON for an unknown token', async () => {
    const res = await info('0123456789abcdef0123456789abcdef');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('身份过期，请重新登录');
  });

  it('accepts the token in the FS-CK header and over GET', async () => {
    const token = await login(server.url, 'learner');
    const res = await call<Info>(`${server.url}/api/user/info`, {
      headers: { 'FS-CK': token },
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.name).toBe('张学员');
  });

  it('never sends secrets', async () => {
    const token = await login(server.url, 'learner');
    const res = await info(token);
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect(res.body.data).not.toHaveProperty('accessToken');
    expect(res.body.data?.idCardHash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.data?.telephone).toMatch(/^1[3-9]\d{9}$/);
  });

  it('answers in the tenant of the request', async () => {
    const token = await login(server.url, 'learner');
    const main = await info(token);
    const city = await info(token, {
      'X-Forwarded-Host': '001-001-043.localhost:8080',
    });
    const edu = await info(token, { tenantId: '001.001.065' });
    expect(main.body.data?.tenantId).toBe('001.001');
    expect(city.body.data?.tenantId).toBe('001.001.043');
    expect(edu.body.data?.tenantId).toBe('001.001.065');
    expect(city.body.data?.orgName).not.toBe(main.body.data?.orgName);
    expect(city.body.data?.name).toBe('张学员');
  });

  it('shows every demo account in its state', async () => {
    const get = async (username: string) =>
      (await info(await login(server.url, username))).body.data as Info;
    const admin = await get('admin');
    expect(admin.manage).toBe(true);
    expect(admin.roles).toEqual(['ROLE_NC_WEB', 'admin']);
    expect(await get('admin_sms')).toMatchObject({ manage: true, check: true });
    expect(await get('admin_ukey')).toMatchObject({
      manage: true,
      needUkey: true,
      check: false,
    });
    expect((await get('notrainee')).traineeId).toBeNull();
    expect((await get('pwdexpired')).needUpdatePwd).toBe(true);
    const norole = await get('norole');
    expect(norole.roleList.map((r) => r.roleName)).toEqual(['ROLE_OTHER']);
    expect(norole.roles).not.toContain('ROLE_NC_WEB');
    expect((await get('emptyrole')).roleList).toEqual([]);
    expect((await get('learner')).roleList[0]?.clientId).toBe('portal-web');
  });
});

describe('/api/user/info: loginBy token', () => {
  it('answers an access token, its own per session, to a session signed in by token only', async () => {
    const a = (await info(await login(server.url, 'tokenlogin'))).body.data!;
    const b = (await info(await login(server.url, 'tokenlogin'))).body.data!;
    expect(a).toMatchObject({ loginBy: 'token', manage: true });
    expect(a.accessToken).toMatch(/^AT-[0-9a-f]{32}$/);
    expect(b.accessToken).not.toBe(a.accessToken);
    const learner = (await info(await login(server.url, 'learner'))).body.data!;
    expect(learner.loginBy).toBe('password');
    expect(learner).not.toHaveProperty('accessToken');
  });
});

describe('POST /logout', () => {
  it('ends the session given in token and FS-CK', async () => {
    const a = await login(server.url, 'learner');
    const b = await login(server.url, 'admin');
    const res = await call(`${server.url}/logout`, {
      method: 'POST',
      headers: { token: a, 'FS-CK': b },
    });
    expect(res.body).toEqual({ success: true, message: '退出成功' });
    expect((await info(a)).status).toBe(401);
    expect((await info(b)).status).toBe(401);
  });

  it('succeeds without a session', async () => {
    const res = await call(`${server.url}/logout`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: '退出成功' });
  });
});

describe('POST /api/user/configure/new', () => {
  const url = () => `${server.url}/api/user/configure/new`;

  async function origins() {
    const res = await call<
      Array<{ username: string; tenantId: string; ipPort: string; at: string }>
    >(`${server.url}/__db/clientOrigins`);
    return res.body.data ?? [];
  }

  it('needs a session', async () => {
    const res = await call(url(), {
      params: { ipPort: 'http://localhost:8080' },
    });
    expect(res.status).toBe(401);
  });

  it('stores the latest origin per user and tenant', async () => {
    const token = await login(server.url, 'admin');
    const first = await call(url(), {
      headers: { token },
      params: { ipPort: 'http://localhost:8080' },
    });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    await call(url(), {
      headers: { token },
      params: { ipPort: 'https://LOCALHOST:8443/' },
    });
    await call(url(), {
      headers: { token, tenantId: '001.001.065' },
      params: { ipPort: 'http://001-001-065.localhost:8080' },
    });
    const mine = (await origins()).filter((o) => o.username === 'admin');
    expect(mine.map(({ at: _at, ...o }) => o)).toEqual([
      {
        username: 'admin',
        tenantId: '001.001',
        ipPort: 'https://localhost:8443',
      },
      {
        username: 'admin',
        tenantId: '001.001.065',
        ipPort: 'http://001-001-065.localhost:8080',
      },
    ]);
    expect(Number.isNaN(Date.parse(mine[0]?.at ?? ''))).toBe(false);
  });

  it('answers 400 for anything but an http(s) origin', async () => {
    const token = await login(server.url, 'learner');
    const bad = [
      '',
      'localhost:8080',
      'ftp://localhost',
      'javascript:alert(1)',
      'http://localhost:8080/index',
      'http://localhost:8080?x=1',
      'http://localhost:8080#top',
      'http://user:pw@localhost:8080',
      'http://localhost:99999',
      'http://',
    ];
    for (const ipPort of bad) {
      const res = await call(url(), { headers: { token }, params: { ipPort } });
      expect(res.status, ipPort).toBe(400);
      expect(res.body.success, ipPort).toBe(false);
    }
    const none = await call(url(), { headers: { token }, params: {} });
    expect(none.body.message).toBe('缺少参数ipPort');
    const wrong = await call(url(), {
      headers: { token },
      params: { ipPort: 'http://localhost:8080/index' },
    });
    expect(wrong.body.message).toBe('参数ipPort不是合法的http(s)源地址');
    expect((await origins()).some((o) => o.username === 'learner')).toBe(false);
  });
});
