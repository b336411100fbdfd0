import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Page } from '../http';
import { call, login, startTestServer, type TestServer } from '../testing';
import type { TbtpClass } from '../types';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'learner');
});

afterAll(async () => {
  await server.dispose();
});

function query(body: Record<string, unknown>, headers = {}) {
  return call<Page<TbtpClass>>(`${server.url}/api/portal/tbtp/queryTbtpList`, {
    headers: { token, ...headers },
    json: body,
  });
}

describe('POST /api/portal/tbtp/queryTbtpList', () => {
  it('pages the 12 classes of the tenant, newest first', async () => {
    const res = await query({ pagesize: 5, pagenum: 0 });
    expect(res.body.data).toMatchObject({
      pagesize: 5,
      pagenum: 0,
      totalelements: 12,
      totalpages: 3,
    });
    const list = res.body.data?.datalist ?? [];
    expect(list).toHaveLength(5);
    const dates = list.map((c) => c.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list[0]?.cover).toMatch(/^\/pcStatic\/img\/class-\d+\.svg$/);
    expect(list[0]).not.toHaveProperty('tenantId');
    expect(list[0]?.requiredHours).toBe(
      (list[0]?.compulsoryHours ?? 0) + (list[0]?.electiveHours ?? 0),
    );
  });

  it('filters by name and status', async () => {
    const named = await query({ name: '四中全会' });
    expect(named.body.data?.totalelements).toBe(1);
    const running = await query({ status: 'IN_PROGRESS', pagesize: 100 });
    const list = running.body.data?.datalist ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.status === 'IN_PROGRESS')).toBe(true);
    const bad = await query({ status: 'RUNNING' });
    expect(bad.status).toBe(400);
  });

  it('answers per tenant', async () => {
    const city = await query(
      { pagesize: 12 },
      { 'X-Forwarded-Host': '001-001-043.localhost' },
    );
    const main = await query({ pagesize: 12 });
    expect(city.body.data?.datalist[0]?.tbtpId).not.toBe(
      main.body.data?.datalist[0]?.tbtpId,
    );
    expect(city.body.data?.datalist[0]?.orgName).toBe('市直机关干部网络学院');
  });

  it('needs a session', async () => {
    const res = await call(`${server.url}/api/portal/tbtp/queryTbtpList`, {
      json: {},
    });
    expect(res.status).toBe(401);
  });
});
