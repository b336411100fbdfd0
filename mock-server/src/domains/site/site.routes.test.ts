import { createPublicKey } from 'node:crypto';
import http from 'node:http';

import type { ProjectConfig, WebConfig } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, startTestServer, type TestServer } from '../../testing';
import type { SubsiteConfig } from './site.records';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

function subsite(headers: Record<string, string> = {}) {
  return call<SubsiteConfig>(`${server.url}/api/portal/subsite`, { headers });
}

/** fetch cannot set Host, so this goes through node:http. */
function getWithHost(path: string, host: string): Promise<string> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Host: host } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

describe('GET /api/portal/subsite', () => {
  it('answers the main tenant by default', async () => {
    const res = await subsite();
    expect(res.status).toBe(200);
    const site = res.body.data as SubsiteConfig;
    expect(site.tenantId).toBe('001.001');
    expect(site.title).toBe('公职人员网络培训学院');
    expect(site.sysParam.at(-1)).toEqual({ code: 'WEB_THEME', value: 'red' });
    expect(site.sysParam).toContainEqual({ code: 'ZWY_SHOW', value: 'N' });
    expect(site.sysParam).toContainEqual({
      code: 'MENU_BACKGROUND_PIC',
      value: 'N',
    });
    expect(site.sysParam.map((p) => p.code)).toContain('WEB_MENU_FOCUS_COLOR');
    const web = JSON.parse(site.webConfig) as WebConfig;
    expect(web.filingText).toBe('京公网安备 11010502030000号');
    expect(web.filingUrl).toContain('recordcode=11010502030000');
    expect(web.footerName1).toContain('主办单位');
    expect(site.appVersionList.map((a) => a.type_dict)).toEqual([
      'android',
      'ios',
    ]);
  });

  it('picks 001.001.043 from X-Forwarded-Host', async () => {
    const site = (
      await subsite({ 'X-Forwarded-Host': '001-001-043.localhost:8080' })
    ).body.data as SubsiteConfig;
    expect(site.tenantId).toBe('001.001.043');
    expect(site.title).toBe('市直机关干部网络学院');
    expect(site.sysParam).toContainEqual({ code: 'ZWY_SHOW', value: 'Y' });
    expect(site.sysParam.at(-1)).toEqual({ code: 'WEB_THEME', value: 'red' });
    const menu = site.sysParam.find((p) => p.code === 'MENU_BACKGROUND_PIC');
    expect(menu?.value).toMatch(/^\/pcStatic\/img\/.+\.svg$/);
  });

  it('picks 001.001.065 from the Host header', async () => {
    const text = await getWithHost(
      '/api/portal/subsite',
      '001-001-065.localhost:3000',
    );
    const site = (JSON.parse(text) as { data: SubsiteConfig }).data;
    expect(site.title).toBe('教育系统干部网络学院');
    expect(site.sysParam.at(-1)).toEqual({ code: 'WEB_THEME', value: 'blue' });
    expect(site.appVersionList).toEqual([]);
  });

  it("sends each tenant's capabilities (DESIGN.md 3)", async () => {
    const capabilities = async (tenantId: string) =>
      ((await subsite({ tenantId })).body.data as SubsiteConfig).capabilities;
    expect(await capabilities('001.001')).toEqual({
      splitHours: false,
      passwordPrompt: 'reminder',
      filingLink: true,
      headerMenu: 'without-classes',
    });
    expect(await capabilities('001.001.043')).toEqual({
      splitHours: false,
      passwordPrompt: 'forced-dialog',
      filingLink: false,
      headerMenu: 'classes-second',
    });
    expect(await capabilities('001.001.065')).toEqual({
      splitHours: true,
      passwordPrompt: 'none',
      filingLink: false,
      headerMenu: 'standard',
    });
  });

  it('lets a known tenantId header win over the host', async () => {
    const site = (
      await subsite({
        tenantId: '001.001.065',
        'X-Forwarded-Host': '001-001-043.localhost',
      })
    ).body.data as SubsiteConfig;
    expect(site.tenantId).toBe('001.001.065');
  });
});

describe('/api/portal/config', () => {
  it('points at this server over GET and POST', async () => {
    const res = await call<ProjectConfig>(`${server.url}/api/portal/config`);
    const expected = {
      loginUrl: `${server.url}/sso/login`,
      logoutUrl: `${server.url}/sso/logout`,
      vpnLoginUrl: `${server.url}/sso/vpn-login`,
      passwordPublicKey: res.body.data?.passwordPublicKey,
      forcedPasswordTenantId: '001.001.043',
      // No simulator started with this server: the default address.
      ukeyServiceUrl: 'ws://127.0.0.1:23577',
      adminUrl: `${server.url}/admin/`,
    };
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(res.body.data).toEqual(expected);
    const post = await call(`${server.url}/api/portal/config`, { params: {} });
    expect(post.body).toEqual({
      success: true,
      message: '操作成功',
      data: expected,
    });
  });

  it('hands out one 2048-bit SPKI public key, kept across restarts', async () => {
    const key = (await call<ProjectConfig>(`${server.url}/api/portal/config`))
      .body.data?.passwordPublicKey;
    expect(key).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+-----END PUBLIC KEY-----\n$/,
    );
    const parsed = createPublicKey(key ?? '');
    expect(parsed.asymmetricKeyType).toBe('rsa');
    expect(parsed.asymmetricKeyDetails?.modulusLength).toBe(2048);

    const again = await startTestServer({ dbFile: server.dbFile });
    try {
      const other = await call<ProjectConfig>(`${again.url}/api/portal/config`);
      expect(other.body.data?.passwordPublicKey).toBe(key);
    } finally {
      await again.close();
    }
    const db = await call<{ keys: Array<{ privateKey: string }> }>(
      `${server.url}/__db/db`,
    );
    expect(JSON.stringify(db.body.data)).not.toContain('PRIVATE KEY');
    const keys = await call(`${server.url}/__db/keys`);
    expect(JSON.stringify(keys.body.data)).not.toContain('PRIVATE KEY');
  });
});

describe('POST /api/portal/app/init', () => {
  it("answers the tenant's app versions", async () => {
    const site = (await subsite()).body.data as SubsiteConfig;
    const main = await call<{ appVersionList: unknown[] }>(
      `${server.url}/api/portal/app/init`,
      { method: 'POST' },
    );
    expect(main.body.success).toBe(true);
    expect(main.body.data).toEqual({ appVersionList: site.appVersionList });
    expect(main.body.data?.appVersionList).toHaveLength(2);
    const edu = await call<{ appVersionList: unknown[] }>(
      `${server.url}/api/portal/app/init`,
      { method: 'POST', headers: { tenantId: '001.001.065' } },
    );
    expect(edu.body.data).toEqual({ appVersionList: [] });
  });
});

describe('static assets', () => {
  it('serves an SVG for every image path the seed hands out', async () => {
    const paths = new Set<string>();
    const db = await call(`${server.url}/__db/db`);
    const raw = JSON.stringify(db.body.data);
    for (const m of raw.matchAll(/\/pcStatic\/img\/[a-z0-9-]+\.svg/g)) {
      paths.add(m[0]);
    }
    expect(paths.size).toBeGreaterThan(20);
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg [^>]*xmlns=/);
    }
  });

  it('puts the title text into the logo', async () => {
    const svg = await (
      await fetch(`${server.url}/pcStatic/img/logo-001-001-043.svg`)
    ).text();
    expect(svg).toContain('市直机关干部网络学院');
  });

  it('answers an unknown image with 404 JSON', async () => {
    const res = await call(`${server.url}/pcStatic/img/nothing.svg`);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('serves the manual', async () => {
    const site = (await subsite()).body.data as SubsiteConfig;
    const res = await fetch(`${server.url}${site.manual}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('学员手册');
  });
});
