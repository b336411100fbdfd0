import type {
  Guidance,
  ProjectConfig,
  SubSiteConfigRaw,
  YearHours,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../testing';
import { TENANT_HOOK_MESSAGES } from './tenant-hook';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const NEW = '001.001.077';
const NEW_HOST = '001-001-077.localhost:8080';

function addTenant(body: Record<string, unknown>) {
  return call<{ site: SubSiteConfigRaw; copied: Record<string, number> }>(
    `${server.url}/__dev/tenant`,
    { json: body },
  );
}

const subsite = (host: string) =>
  call<SubSiteConfigRaw>(`${server.url}/api/portal/subsite`, {
    headers: { 'X-Forwarded-Host': host },
  });

describe('POST /__dev/tenant', () => {
  it('refuses a bad id, an unknown template, an existing tenant and bad capabilities', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { tenantId: '77', copyOf: '001.001' },
        400,
        TENANT_HOOK_MESSAGES.badTenantId,
      ],
      [
        { tenantId: NEW, copyOf: '001.001.099' },
        400,
        TENANT_HOOK_MESSAGES.unknownTemplate,
      ],
      [
        { tenantId: '001.001.043', copyOf: '001.001' },
        409,
        TENANT_HOOK_MESSAGES.exists,
      ],
      [
        { tenantId: NEW, copyOf: '001.001', capabilities: { splitHours: 'y' } },
        400,
        '能力splitHours的值无效',
      ],
      [
        { tenantId: NEW, copyOf: '001.001', title: ' ' },
        400,
        TENANT_HOOK_MESSAGES.badTitle,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await addTenant(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    // Nothing was added: the host still names the default tenant.
    expect((await subsite(NEW_HOST)).body.data?.tenantId).toBe('001.001');
  });

  it('adds a served tenant with its own capabilities and a copy of the template rows', async () => {
    const res = await addTenant({
      tenantId: NEW,
      copyOf: '001.001',
      title: '第四学院',
      capabilities: { splitHours: true, filingLink: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.copied.users).toBe(9);
    expect(res.body.data?.copied.sessions).toBeUndefined();

    const site = (await subsite(NEW_HOST)).body.data;
    expect(site?.tenantId).toBe(NEW);
    expect(site?.title).toBe('第四学院');
    // The template's, with the given fields over them.
    expect(site?.capabilities).toEqual({
      splitHours: true,
      passwordPrompt: 'reminder',
      filingLink: false,
      headerMenu: 'without-classes',
    });
    // The tenantId header names it too.
    const byHeader = await call<SubSiteConfigRaw>(
      `${server.url}/api/portal/subsite`,
      { headers: { tenantId: NEW } },
    );
    expect(byHeader.body.data?.title).toBe('第四学院');

    // The demo accounts sign in there, with the template's hours.
    const token = await login(
      server.url,
      'learner',
      `http://${NEW_HOST}/index`,
    );
    const headers = { token, tenantId: NEW };
    const user = await call<{ idCardHash: string; orgName: string }>(
      `${server.url}/api/user/info`,
      { method: 'POST', headers },
    );
    expect(user.body.success).toBe(true);
    const hours = await call<YearHours>(
      `${server.url}/api/personal/yearHourTotalStatistics`,
      { headers, params: { idCardHash: user.body.data?.idCardHash } },
    );
    expect(hours.body.data?.compulsoryHour).toBeGreaterThan(0);
    expect(user.body.data?.orgName).toContain('公职人员网络培训学院');

    // The guidance counts its hours apart, as the capability says.
    const guidance = await call<Guidance>(
      `${server.url}/api/portal/course/guidance`,
      { headers, params: {} },
    );
    expect(guidance.body.data?.hoursMode).toBe('SPLIT');
    const main = await call<Guidance>(
      `${server.url}/api/portal/course/guidance`,
      { headers: { tenantId: '001.001' }, params: {} },
    );
    expect(main.body.data?.hoursMode).toBe('TOTAL');

    // Older portals still learn the one forced tenant.
    const config = await call<ProjectConfig>(`${server.url}/api/portal/config`);
    expect(config.body.data?.forcedPasswordTenantId).toBe('001.001.043');
  });

  it('is gone after a reset', async () => {
    await call(`${server.url}/__reset`, { json: {} });
    expect((await subsite(NEW_HOST)).body.data?.tenantId).toBe('001.001');
    const res = await fetch(`${server.url}/sso/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'learner',
        password: 'Portal@2026',
        redirect: `http://${NEW_HOST}/index`,
      }).toString(),
    });
    // The host is no portal host any more: the login page refuses it.
    expect(res.status).toBe(400);
  });
});
