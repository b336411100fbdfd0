import {
  DISPATCH_FIELDS,
  type DispatchField,
  dispatchFieldError,
  type Page,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'learner');
});

afterAll(async () => {
  await server.dispose();
});

const VALID = {
  trainingName: '全市统计业务骨干培训班',
  organizer: '市统计局',
  location: '市行政学院',
  startDate: '2026-09-01',
  endDate: '2026-09-03',
  hours: 16,
  phone: '13912345678',
  reason: '参加市统计局举办的业务培训，申请计入年度学时。',
};

interface Row {
  id: string;
  trainingName: string;
  status: string;
  statusName: string;
}

const list = async (params: Record<string, unknown> = {}) =>
  (
    await call<Page<Row>>(`${server.url}/api/personal/queryDispatch`, {
      headers: { token },
      params: { pagesize: 50, pagenum: 0, ...params },
    })
  ).body.data;

const apply = (params: Record<string, unknown>) =>
  call<Row>(`${server.url}/api/personal/applyDispatch`, {
    headers: { token },
    params,
  });

describe('dispatch applications', () => {
  it('lists the seeded applications in several states, newest first', async () => {
    const page = await list();
    expect(page?.totalelements).toBe(4);
    expect(new Set(page?.datalist.map((r) => r.status))).toEqual(
      new Set(['APPROVED', 'REJECTED', 'PENDING']),
    );
    expect(page?.datalist[0]).toMatchObject({
      status: 'PENDING',
      statusName: '待审核',
    });
    expect((await list({ status: 'REJECTED' }))?.totalelements).toBe(1);
    const bad = await call(`${server.url}/api/personal/queryDispatch`, {
      headers: { token },
      params: { status: 'LOST' },
    });
    expect(bad.status).toBe(400);
  });

  it('stores a valid application as 待审核', async () => {
    const res = await apply(VALID);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('申请已提交，请等待审核');
    expect(res.body.data).toMatchObject({
      trainingName: VALID.trainingName,
      status: 'PENDING',
    });
    const page = await list();
    expect(page?.datalist[0]?.id).toBe(res.body.data?.id);
    expect(page?.totalelements).toBe(5);
  });

  // Each case breaks one field; the server answers what the form shows.
  const cases: [DispatchField, unknown][] = [
    ['trainingName', ''],
    ['trainingName', '班'.repeat(51)],
    ['organizer', '   '],
    ['organizer', '单'.repeat(51)],
    ['location', undefined],
    ['location', '地'.repeat(51)],
    ['startDate', ''],
    ['startDate', '2026-02-30'],
    ['endDate', undefined],
    ['endDate', '9/3/2026'],
    ['endDate', '2026-08-31'],
    ['hours', ''],
    ['hours', 0],
    ['hours', 200.5],
    ['hours', 1.3],
    ['hours', 'ten'],
    ['phone', ''],
    ['phone', '12345678901'],
    ['reason', ''],
    ['reason', '理'.repeat(501)],
    // Hostile input
    ['trainingName', '培训\u0000班'],
    ['organizer', '\u202E位单办主'],
    ['location', '北京\t市'],
    ['reason', '理由\u0007'],
    ['trainingName', '班'.repeat(10_000)],
    ['hours', '１２'],
    ['phone', '１３８００１３８０００'],
    ['phone', '138😀0013800'],
  ];

  it.each(cases)(
    'refuses a bad %s (%j) with 400 and the form message, and saves nothing',
    async (field, value) => {
      const before = (await list())?.totalelements;
      const input: Record<string, unknown> = { ...VALID, [field]: value };
      if (value === undefined) delete input[field];
      const expected = dispatchFieldError(field, input);
      expect(expected).toBeTruthy();
      const res = await apply(input);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: expected });
      expect((await list())?.totalelements).toBe(before);
    },
  );

  it('answers the first failing field in the form order', async () => {
    const res = await apply({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      dispatchFieldError(DISPATCH_FIELDS[0] as DispatchField, {}),
    );
    expect(
      (await apply({ ...VALID, phone: '1', reason: '' })).body.message,
    ).toBe('请输入正确的手机号');
  });

  it('needs a session', async () => {
    expect(
      (
        await call(`${server.url}/api/personal/applyDispatch`, {
          params: VALID,
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(`${server.url}/api/personal/queryDispatch`, { params: {} }))
        .status,
    ).toBe(401);
  });
});
