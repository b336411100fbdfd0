import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';
import { encryptPassword } from './password-keys';
import { isPortalHostname, safeRedirect } from './sso.routes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

function postLogin(fields: Record<string, string>) {
  return fetch(`${server.url}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('safeRedirect', () => {
  it('allows http(s) URLs on localhost, 127.0.0.1 and *.localhost', () => {
    expect(safeRedirect('http://localhost:8080/index')?.host).toBe(
      'localhost:8080',
    );
    expect(safeRedirect('https://127.0.0.1/x')).toBeDefined();
    expect(safeRedirect('http://001-001-043.localhost:8080/#/a')).toBeDefined();
    expect(safeRedirect(undefined)?.href).toBe('http://localhost:8080/index');
  });

  it.each([
    'https://evil.example/',
    'http://localhost.evil.example/',
    'javascript:alert(1)',
    '//evil.example/',
    '/relative',
    'http://user:pw@localhost/',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.localhost/',
    'http://001-001-999.localhost/',
    'http://127.0.0.2/',
    'https://evil.example\\@localhost/',
    'ftp://localhost/',
  ])('refuses %s', (url) => {
    expect(safeRedirect(url)).toBeUndefined();
  });
});

describe('isPortalHostname', () => {
  it('accepts the portal host names of the configured tenants only', () => {
    for (const name of [
      'localhost',
      '127.0.0.1',
      '001-001-043.localhost',
      '001-001-065.LOCALHOST',
    ])
      expect(isPortalHostname(name)).toBe(true);
    for (const name of [
      'evil.localhost',
      'localhost.evil.example',
      '::1',
      '001-001-077.localhost',
    ])
      expect(isPortalHostname(name)).toBe(false);
  });

  it('accepts a tenant added at run time once the backend serves it', () => {
    const served = (id: string) => id === '001.001.077';
    expect(isPortalHostname('001-001-077.localhost', served)).toBe(true);
    expect(isPortalHostname('x001-001-077.localhost', served)).toBe(false);
    expect(
      safeRedirect('http://001-001-077.localhost:8080/', served),
    ).toBeDefined();
  });
});

describe('GET /sso/login', () => {
  it('renders an accessible Chinese login page', async () => {
    const res = await fetch(
      `${server.url}/sso/login?redirect=${encodeURIComponent('http://localhost:8080/index')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>统一身份认证</title>');
    expect(html).toContain('<label for="username">用户名</label>');
    expect(html).toContain('<label for="password">密码</label>');
    expect(html).toMatch(
      /<input type="password" id="password" name="password"/,
    );
    expect(html).toContain(
      '<input type="hidden" name="redirect" value="http://localhost:8080/index" />',
    );
    expect(html).toContain('<button type="submit">登录</button>');
  });

  it('escapes the redirect it echoes', async () => {
    const redirect = 'http://localhost:8080/?q="><script>';
    const res = await fetch(
      `${server.url}/sso/login?redirect=${encodeURIComponent(redirect)}`,
    );
    const html = await res.text();
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a foreign redirect with a 400 page', async () => {
    const res = await fetch(
      `${server.url}/sso/login?redirect=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('非法的回跳地址');
  });
});

describe('password encryption on the login page', () => {
  it('hands the page the public key and a script the CSP allows', async () => {
    const res = await fetch(`${server.url}/sso/login`);
    const html = await res.text();
    expect(html).toContain('data-password-key="-----BEGIN PUBLIC KEY-----');
    expect(html).not.toContain('PRIVATE KEY');
    expect(html).toContain('<script src="/sso/login.js"></script>');
    expect(html).not.toMatch(/<script>/);
    expect(res.headers.get('content-security-policy')).toContain(
      "script-src 'self'",
    );
    const script = await fetch(`${server.url}/sso/login.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("name: 'RSA-OAEP', hash: 'SHA-256'");
  });

  async function publicKey(): Promise<string> {
    const config = await call<{ passwordPublicKey: string }>(
      `${server.url}/api/portal/config`,
    );
    return config.body.data?.passwordPublicKey ?? '';
  }

  it('signs in with the encrypted password (passwordCipher)', async () => {
    const res = await postLogin({
      username: 'learner',
      passwordCipher: encryptPassword(await publicKey(), 'Portal@2026'),
      redirect: 'http://localhost:8080/index',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\?token=[0-9a-f]{32}$/);
  });

  it('refuses a wrong or undecryptable cipher as bad credentials', async () => {
    for (const passwordCipher of [
      encryptPassword(await publicKey(), 'wrong'),
      'bm90IGEgY2lwaGVy',
      'not base64!',
    ]) {
      const res = await postLogin({ username: 'learner', passwordCipher });
      expect(res.status).toBe(401);
    }
  });
});

describe('POST /sso/login', () => {
  it('redirects back with a token that /api/user/info accepts', async () => {
    const res = await postLogin({
      username: 'learner',
      password: 'Portal@2026',
      redirect: 'http://localhost:8080/index?from=menu#top',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe('http://localhost:8080');
    expect(location.pathname).toBe('/index');
    expect(location.searchParams.get('from')).toBe('menu');
    expect(location.hash).toBe('#top');
    const token = location.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const info = await call<Record<string, unknown>>(
      `${server.url}/api/user/info`,
      { method: 'POST', headers: { token } },
    );
    expect(info.status).toBe(200);
    expect(info.body.success).toBe(true);
    expect(info.body.data).toMatchObject({
      name: '张学员',
      tenantId: '001.001',
      roles: ['ROLE_NC_WEB'],
      roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'portal-web' }],
      manage: false,
    });
    expect(info.body.data?.traineeId).toBeTruthy();
  });

  it('stores the session with the tenant of the redirect host', async () => {
    const token = await login(
      server.url,
      'admin',
      'http://001-001-043.localhost:8080/index',
    );
    const sessions = await call<Array<{ token: string; tenantId: string }>>(
      `${server.url}/__db/sessions`,
    );
    expect(sessions.body.data?.find((s) => s.token === token)?.tenantId).toBe(
      '001.001.043',
    );
  });

  it('re-renders the page with 401 on a wrong password', async () => {
    const res = await postLogin({
      username: 'learner',
      password: 'wrong',
      redirect: 'http://localhost:8080/index',
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('用户名或密码错误');
    expect(html).toContain('value="learner"');
    expect(html).not.toContain('value="wrong"');
  });

  it('gives the same answer for an unknown user', async () => {
    const res = await postLogin({
      username: 'nobody',
      password: 'Portal@2026',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('用户名或密码错误');
  });

  it('asks for both fields', async () => {
    const res = await postLogin({ username: 'learner', password: '' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('请输入用户名和密码');
  });

  it('refuses a foreign redirect even with good credentials', async () => {
    const res = await postLogin({
      username: 'learner',
      password: 'Portal@2026',
      redirect: 'https://evil.example/steal',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('非法的回跳地址');
  });

  it('defaults the redirect to http://localhost:8080/index', async () => {
    const res = await postLogin({
      username: 'learner',
      password: 'Portal@2026',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(
      /^http:\/\/localhost:8080\/index\?token=[0-9a-f]{32}$/,
    );
  });
});

describe('GET /sso/logout', () => {
  it('redirects to an allowed address', async () => {
    const res = await fetch(
      `${server.url}/sso/logout?redirect=${encodeURIComponent('http://001-001-065.localhost:8080/index')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      'http://001-001-065.localhost:8080/index',
    );
  });

  it.each([
    'http://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('refuses the foreign address %s', async (redirect) => {
    const res = await fetch(
      `${server.url}/sso/logout?redirect=${encodeURIComponent(redirect)}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('serves the VPN page', async () => {
    const res = await fetch(`${server.url}/sso/vpn-login`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('VPN');
  });
});
