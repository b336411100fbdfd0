import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../testing';

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
