import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

async function accessTokenOf(username: string): Promise<string | undefined> {
  const token = await login(server.url, username);
  const info = await call<{ accessToken?: string }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers: { token } },
  );
  return info.body.data?.accessToken;
}

/** The back office's page after a POST of `form` (HTML). */
async function handOff(form: Record<string, string>): Promise<string> {
  const res = await fetch(`${server.url}/admin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe('POST /admin/ {accessToken}', () => {
  it('greets the administrator whose session signed in by token', async () => {
    const accessToken = await accessTokenOf('tokenlogin');
    expect(accessToken).toBeTruthy();
    const html = await handOff({ accessToken: accessToken! });
    expect(html).toContain('欢迎您，郑令牌！');
    expect(html).toContain('访问令牌');
  });

  it('shows the generic page for an unknown access token', async () => {
    const html = await handOff({ accessToken: 'AT-unknown' });
    expect(html).not.toContain('欢迎您');
    expect(html).toContain('登录票据无效或已过期');
  });
});
