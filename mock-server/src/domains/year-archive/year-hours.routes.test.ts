import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let token: string;
let idCardHash: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'learner');
  const info = await call<{ idCardHash: string }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers: { token } },
  );
  idCardHash = info.body.data?.idCardHash ?? '';
});

afterAll(async () => {
  await server.dispose();
});

const url = () => `${server.url}/api/personal/yearHourTotalStatistics`;
const year = new Date().getFullYear();

describe('POST /api/personal/yearHourTotalStatistics', () => {
  it('answers the hours of this year', async () => {
    const res = await call<Record<string, number>>(url(), {
      headers: { token },
      params: { idCardHash, year },
    });
    expect(res.status).toBe(200);
    const h = res.body.data ?? {};
    expect(h).toMatchObject({
      ANALYSIS_HOURS_NUM: 50,
      compulsoryCourseHour: 30,
      optionalCourseHour: 20,
    });
    expect(h.tbtpHourSum).toBeCloseTo(
      (h.compulsoryHour ?? 0) + (h.optionalHour ?? 0),
    );
    expect(h.tbtpHourSum).toBeGreaterThan(0);
  });

  it('has different figures for last year and for other users', async () => {
    const last = await call<Record<string, number>>(url(), {
      headers: { token },
      params: { idCardHash, year: String(year - 1) },
    });
    const now = await call<Record<string, number>>(url(), {
      headers: { token },
      params: { idCardHash, year },
    });
    expect(last.body.data?.tbtpHourSum).not.toBe(now.body.data?.tbtpHourSum);

    const adminToken = await login(server.url, 'admin');
    const adminInfo = await call<{ idCardHash: string }>(
      `${server.url}/api/user/info`,
      { method: 'POST', headers: { token: adminToken } },
    );
    const admin = await call<Record<string, number>>(url(), {
      headers: { token: adminToken },
      params: { idCardHash: adminInfo.body.data?.idCardHash, year },
    });
    expect(admin.body.data?.tbtpHourSum).not.toBe(now.body.data?.tbtpHourSum);
  });

  it('answers zeros for a year without records', async () => {
    const res = await call<Record<string, number>>(url(), {
      headers: { token },
      params: { idCardHash, year: 2001 },
    });
    expect(Object.values(res.body.data ?? { x: 1 }).every((v) => v === 0)).toBe(
      true,
    );
  });

  it("refuses another user's idCardHash with 403", async () => {
    const res = await call(url(), {
      headers: { token },
      params: { idCardHash: 'f'.repeat(64), year },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: '无权查看其他用户的数据',
    });
  });

  it('validates its input and needs a session', async () => {
    expect((await call(url(), { params: { idCardHash, year } })).status).toBe(
      401,
    );
    const noHash = await call(url(), { headers: { token }, params: { year } });
    expect(noHash.status).toBe(400);
    const badYear = await call(url(), {
      headers: { token },
      params: { idCardHash, year: 'last' },
    });
    expect(badYear.status).toBe(400);
    expect(badYear.body.message).toBe('参数year必须是整数');
  });
});

describe('yearly hours of every demo account', () => {
  const hoursOf = async (username: string, tenantId: string, y: number) => {
    const portal =
      tenantId === '001.001'
        ? 'http://localhost:8080/index'
        : `http://${tenantId.replaceAll('.', '-')}.localhost:8080/index`;
    const t = await login(server.url, username, portal);
    const info = await call<{ idCardHash: string }>(
      `${server.url}/api/user/info`,
      { method: 'POST', headers: { token: t, tenantId } },
    );
    const res = await call<Record<string, number>>(url(), {
      headers: { token: t, tenantId },
      params: { idCardHash: info.body.data?.idCardHash, year: y },
    });
    return res.body.data ?? {};
  };

  it.each(['norole', 'emptyrole', 'notrainee'])(
    '%s has figures this year and last year in every tenant',
    async (username) => {
      const seen = new Set<number>();
      for (const tenantId of ['001.001', '001.001.043', '001.001.065']) {
        const now = await hoursOf(username, tenantId, year);
        const last = await hoursOf(username, tenantId, year - 1);
        expect(now.tbtpHourSum).toBeGreaterThan(0);
        expect(last.tbtpHourSum).toBeGreaterThan(0);
        expect(now.tbtpHourSum).not.toBe(last.tbtpHourSum);
        expect(now.ANALYSIS_HOURS_NUM).toBe(50);
        seen.add(now.tbtpHourSum ?? 0);
      }
      expect(seen.size).toBe(3);
    },
  );
});
