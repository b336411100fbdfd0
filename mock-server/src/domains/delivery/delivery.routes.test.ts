import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  type DeliveryReport,
  type ReportBatch,
  type ReportsAccepted,
  type VersionFigures,
} from '@portal/shared/contracts';
import { REPORT_LIMITS, REPORT_MESSAGES } from '@portal/shared/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildSeed } from '../../seed';
import { call, login, startTestServer, type TestServer } from '../../testing';
import {
  MAX_STORED_REPORTS_PER_TENANT,
  type StoredDeliveryReport,
} from './delivery.records';

const REPORTS = '/api/portal/delivery/reports';
const FIGURES = '/api/portal/delivery/figures';
const T0 = Date.parse('2026-03-02T08:00:00Z');

let clock = T0;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.dispose();
});

let sessions = 0;
/** A session hash no other test uses, so the rate limit stays apart. */
const newSession = () => (++sessions).toString(16).padStart(64, 'a');

const report = (over: Partial<DeliveryReport> = {}): DeliveryReport =>
  ({
    kind: 'page-error',
    remote: 'mf_home',
    version: '1.0.0',
    route: '/course/detail',
    at: clock,
    ...over,
  }) as DeliveryReport;

const batch = (over: Partial<ReportBatch> = {}): ReportBatch => ({
  tenantId: '001.001',
  session: newSession(),
  reports: [report()],
  ...over,
});

/** As navigator.sendBeacon(url, JSON.stringify(batch)) sends it. */
const beacon = (body: string, headers: Record<string, string> = {}) =>
  call<ReportsAccepted>(`${server.url}${REPORTS}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });

const stored = async (url = server.url) =>
  (await call<StoredDeliveryReport[]>(`${url}/__db/deliveryReports`)).body
    .data ?? [];

describe('POST /api/portal/delivery/reports', () => {
  it('keeps a beacon (text/plain) and a keepalive fetch (JSON), without a token', async () => {
    await call(`${server.url}/__reset`, { method: 'POST' });
    const sent = batch({
      reports: [
        report({ kind: 'load-timeout' }),
        report({ kind: 'vital', metric: 'LCP', value: 2400 } as DeliveryReport),
      ],
    });
    const first = await beacon(JSON.stringify(sent));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { accepted: 2 } });
    const second = await call<ReportsAccepted>(`${server.url}${REPORTS}`, {
      json: batch(),
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ accepted: 1 });
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      ...sent.reports[0],
      tenantId: '001.001',
      session: sent.session,
      receivedAt: clock,
    });
    // Another tenant's batch, sent from its host.
    const city = await beacon(
      JSON.stringify(batch({ tenantId: '001.001.043' })),
      {
        tenantId: '001.001.043',
      },
    );
    expect(city.status).toBe(200);
    expect((await stored()).at(-1)?.tenantId).toBe('001.001.043');
  });

  it('refuses what is not a valid batch of this tenant and keeps nothing of it', async () => {
    await call(`${server.url}/__reset`, { method: 'POST' });
    await beacon(JSON.stringify(batch()));
    const before = await stored();
    expect(before).toHaveLength(1);
    const reports = Array.from({ length: REPORT_LIMITS.maxReports + 1 }, () =>
      report(),
    );
    const cases: Array<
      [string, Promise<Awaited<ReturnType<typeof beacon>>>, number, string]
    > = [
      ['not JSON', beacon('hello'), 400, REPORT_MESSAGES.malformed],
      ['empty', beacon(''), 400, REPORT_MESSAGES.malformed],
      ['an array', beacon('[]'), 400, REPORT_MESSAGES.malformed],
      [
        'a bad session',
        beacon(JSON.stringify(batch({ session: 'device-1' }))),
        400,
        REPORT_MESSAGES.session,
      ],
      [
        'a username',
        beacon(JSON.stringify({ ...batch(), username: 'learner' })),
        400,
        REPORT_MESSAGES.unknownField,
      ],
      [
        'a user id in a report',
        beacon(
          JSON.stringify(
            batch({
              reports: [
                { ...report(), userId: 7 } as unknown as DeliveryReport,
              ],
            }),
          ),
        ),
        400,
        REPORT_MESSAGES.unknownField,
      ],
      [
        'an address with a query',
        beacon(
          JSON.stringify(
            batch({ reports: [report({ route: '/course/detail?id=12' })] }),
          ),
        ),
        400,
        REPORT_MESSAGES.route,
      ],
      [
        'too many reports',
        beacon(JSON.stringify(batch({ reports }))),
        400,
        REPORT_MESSAGES.tooMany,
      ],
      [
        'over the byte limit',
        beacon(
          JSON.stringify(batch()) + ' '.repeat(REPORT_LIMITS.maxBatchBytes),
        ),
        413,
        REPORT_MESSAGES.tooLarge,
      ],
      [
        // Read to its end, as every endpoint does, so the 413 arrives.
        'two megabytes',
        beacon(' '.repeat(2 * 1024 * 1024)),
        413,
        REPORT_MESSAGES.tooLarge,
      ],
      [
        'another tenant',
        beacon(JSON.stringify(batch({ tenantId: '001.001.043' }))),
        403,
        REPORT_MESSAGES.tenantId,
      ],
      [
        'a form',
        call(`${server.url}${REPORTS}`, { form: { tenantId: '001.001' } }),
        415,
        '上报数据须为JSON（application/json 或 text/plain）',
      ],
    ];
    for (const [label, pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, label).toBe(status);
      expect(res.body, label).toEqual({ success: false, message });
    }
    expect(await stored()).toEqual(before);
    const get = await call(`${server.url}${REPORTS}`);
    expect(get.status).toBe(405);
  });

  it('answers 429 past 30 batches a minute of one session', async () => {
    const session = newSession();
    for (let i = 0; i < 30; i++) {
      const res = await beacon(JSON.stringify(batch({ session })));
      expect(res.status, `batch ${i + 1}`).toBe(200);
    }
    const count = (await stored()).length;
    const limited = await beacon(JSON.stringify(batch({ session })));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      message: '上报过于频繁，请稍后再试',
    });
    expect(await stored()).toHaveLength(count);
    // Other sessions are not held back; a minute later this one is free.
    expect((await beacon(JSON.stringify(batch()))).status).toBe(200);
    clock += 60_000;
    try {
      const later = await beacon(
        JSON.stringify(batch({ session, reports: [report()] })),
      );
      expect(later.status).toBe(200);
    } finally {
      clock = T0;
    }
  });
});

describe('GET /api/portal/delivery/figures', () => {
  it("gives an administrator the figures of the own tenant's remote per version", async () => {
    await call(`${server.url}/__reset`, { method: 'POST' });
    const [a, b, c, d] = [
      newSession(),
      newSession(),
      newSession(),
      newSession(),
    ];
    const lcp = (value: number) =>
      report({ kind: 'vital', metric: 'LCP', value } as DeliveryReport);
    const sent: ReportBatch[] = [
      batch({
        session: a,
        reports: [lcp(1000), report({ kind: 'load-failure' })],
      }),
      batch({
        session: a,
        reports: [report({ kind: 'load-timeout' }), lcp(3000)],
      }),
      batch({ session: b, reports: [report(), lcp(2000)] }),
      batch({
        session: c,
        reports: [lcp(4000), report({ remote: 'mf_courses' })],
      }),
      batch({
        session: d,
        reports: [report({ version: '1.1.0', kind: 'load-failure' })],
      }),
    ];
    for (const one of sent) {
      expect((await beacon(JSON.stringify(one))).status).toBe(200);
    }
    // Another tenant's reports of the same remote do not count.
    await beacon(JSON.stringify(batch({ tenantId: '001.001.043' })), {
      tenantId: '001.001.043',
    });
    const admin = await login(server.url, 'admin');
    const res = await call<VersionFigures[]>(
      `${server.url}${FIGURES}?remote=mf_home&since=${T0 - 1}`,
      { headers: { token: admin } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        version: '1.0.0',
        sessions: 3,
        loadFailureSessions: 1,
        errorSessions: 1,
        lcpP75: 3000,
        lcpSamples: 4,
      },
      {
        version: '1.1.0',
        sessions: 1,
        loadFailureSessions: 1,
        errorSessions: 0,
        lcpP75: null,
        lcpSamples: 0,
      },
    ]);
    // Without since: the last 60 minutes of the server's clock.
    clock = T0 + 61 * 60_000;
    try {
      const later = await call<VersionFigures[]>(
        `${server.url}${FIGURES}?remote=mf_home`,
        { headers: { token: admin } },
      );
      expect(later.body.data).toEqual([]);
    } finally {
      clock = T0;
    }
    const recent = await call<VersionFigures[]>(
      `${server.url}${FIGURES}?remote=mf_home`,
      { headers: { token: admin } },
    );
    expect(recent.body.data).toHaveLength(2);
  });

  it('is for administrators only and checks its query', async () => {
    const url = `${server.url}${FIGURES}?remote=mf_home`;
    const visitor = await call(url);
    expect(visitor.status).toBe(401);
    const learner = await login(server.url, 'learner');
    const refused = await call(url, { headers: { token: learner } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: '您不是管理员，无权查看发布数据',
    });
    // Back-office rights (manage) without the admin role: the status page
    // that shows these figures is not theirs either.
    const manager = await login(server.url, 'tokenlogin');
    const managerRes = await call(url, { headers: { token: manager } });
    expect(managerRes.status).toBe(403);
    const admin = await login(server.url, 'admin');
    for (const query of [
      '',
      'remote=',
      'remote=mf-home',
      `remote=${'m'.repeat(65)}`,
      'remote=mf_home&since=abc',
      'remote=mf_home&since=-1',
      'remote=mf_home&since=1.5',
    ]) {
      const res = await call(`${server.url}${FIGURES}?${query}`, {
        headers: { token: admin },
      });
      expect(res.status, query).toBe(400);
      expect(res.body.success, query).toBe(false);
      expect(res.body.message, query).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('GET /api/portal/delivery/figures with the gate key', () => {
  it("gives the tenantId header's figures for the right key, 403 for a wrong one or when off", async () => {
    const keyed = await startTestServer({
      now: () => clock,
      gateKey: 'k'.repeat(43),
    });
    try {
      const sent = batch({ tenantId: '001.001.043' });
      const post = await call(`${keyed.url}${REPORTS}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', tenantId: '001.001.043' },
        body: JSON.stringify(sent),
      });
      expect(post.status).toBe(200);
      const url = `${keyed.url}${FIGURES}?remote=mf_home&since=0`;
      const res = await call<VersionFigures[]>(url, {
        headers: {
          'X-Portal-Gate-Key': 'k'.repeat(43),
          tenantId: '001.001.043',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject([
        { version: '1.0.0', sessions: 1, errorSessions: 1 },
      ]);
      // The same key for another tenant: that tenant's figures, none here.
      const other = await call<VersionFigures[]>(url, {
        headers: { 'X-Portal-Gate-Key': 'k'.repeat(43), tenantId: '001.001' },
      });
      expect(other.body.data).toEqual([]);
      for (const key of ['k'.repeat(42), 'k'.repeat(44), 'wrong', '']) {
        const refused = await call(url, {
          headers: { 'X-Portal-Gate-Key': key, tenantId: '001.001.043' },
        });
        expect(refused.status, key).toBe(403);
        expect(refused.body, key).toEqual({
          success: false,
          message: '发布闸门密钥无效',
        });
      }
    } finally {
      await keyed.dispose();
    }
    // The shared server has no key configured: key access is off.
    const off = await call(`${server.url}${FIGURES}?remote=mf_home`, {
      headers: { 'X-Portal-Gate-Key': '', tenantId: '001.001' },
    });
    expect(off.status).toBe(403);
  });
});

describe('the per-tenant cap', () => {
  it("drops the tenant's oldest reports and no other tenant's", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-delivery-'));
    const dbFile = path.join(dir, 'db.json');
    const old = (i: number, tenantId: string): StoredDeliveryReport => ({
      kind: 'page-error',
      remote: 'mf_home',
      version: '0.9.0',
      route: '/index',
      at: T0 - 1_000_000 + i,
      tenantId,
      session: 'b'.repeat(64),
      receivedAt: T0 - 1_000_000 + i,
    });
    const seed = buildSeed();
    seed.deliveryReports = [
      old(-1, '001.001.043'),
      ...Array.from({ length: MAX_STORED_REPORTS_PER_TENANT }, (_, i) =>
        old(i, '001.001'),
      ),
    ];
    fs.writeFileSync(dbFile, JSON.stringify(seed));
    const full = await startTestServer({ dbFile, now: () => T0 });
    try {
      const res = await call(`${full.url}${REPORTS}`, {
        json: batch({ reports: [report(), report(), report()] }),
      });
      expect(res.status).toBe(200);
      const rows = await stored(full.url);
      const own = rows.filter((r) => r.tenantId === '001.001');
      expect(own).toHaveLength(MAX_STORED_REPORTS_PER_TENANT);
      // The three oldest went, the three new ones are last.
      expect(own[0]?.at).toBe(T0 - 1_000_000 + 3);
      expect(own.slice(-3).every((r) => r.receivedAt === T0)).toBe(true);
      expect(rows.filter((r) => r.tenantId === '001.001.043')).toHaveLength(1);
    } finally {
      await full.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
