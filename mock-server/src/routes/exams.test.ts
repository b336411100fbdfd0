import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Page } from '../http';
import { call, login, startTestServer, type TestServer } from '../testing';
import type { ConsolidatePlan } from '../types';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

describe('POST /api/exam/consolidate/queryPlanList', () => {
  it('pages the 8 plans of the tenant', async () => {
    const token = await login(server.url, 'learner');
    const res = await call<Page<ConsolidatePlan>>(
      `${server.url}/api/exam/consolidate/queryPlanList`,
      { headers: { token }, json: { pagesize: 3, pagenum: 2 } },
    );
    expect(res.body.data).toMatchObject({
      pagesize: 3,
      pagenum: 2,
      totalelements: 8,
      totalpages: 3,
    });
    expect(res.body.data?.datalist).toHaveLength(2);
    const plan = res.body.data?.datalist[0];
    expect(Object.keys(plan ?? {}).sort()).toEqual(
      [
        'description',
        'endTime',
        'examCount',
        'id',
        'name',
        'passScore',
        'startTime',
        'status',
      ].sort(),
    );
  });

  it('needs a session', async () => {
    const res = await call(`${server.url}/api/exam/consolidate/queryPlanList`, {
      json: {},
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('身份过期，请重新登录');
  });
});
