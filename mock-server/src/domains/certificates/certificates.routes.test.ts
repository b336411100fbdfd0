import type { Certificate, VerifyAnswer } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REVOKE_REASON } from './certificates.seed';
import { call, login } from '../../testing';
import {
  startFixtureServer,
  type ArchiveFixture,
} from '../year-archive/archive.fixtures';
import { CERT_MESSAGES, maskName } from './certificates.routes';

let fx: ArchiveFixture;
let token: string;

beforeAll(async () => {
  fx = await startFixtureServer();
  token = await login(fx.server.url, 'learner');
});

afterAll(async () => {
  await fx.server.dispose();
});

function api<T>(path: string, params: object, auth: string | null = token) {
  return call<T>(`${fx.server.url}/api/${path}`, {
    headers: auth ? { token: auth } : {},
    params,
  });
}

interface CertPage {
  datalist: Certificate[];
  totalelements: number;
}

interface CertStats {
  total: number;
  valid: number;
  revoked: number;
  requirementMet: boolean;
  remainingHours: number;
  canApply: boolean;
  collegeCertificate: Certificate | null;
}

describe('maskName', () => {
  it('keeps the first and last character only', () => {
    expect(maskName('张学员')).toBe('张*员');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳文博')).toBe('欧**博');
    expect(maskName('张')).toBe('张');
  });
});

describe('the seeded certificates', () => {
  it('lists the learner certificates newest first, filterable by status', async () => {
    const all = (
      await api<CertPage>('personal/queryMyCertificateList', {
        pagesize: 10,
        pagenum: 0,
      })
    ).body.data!;
    expect(all.totalelements).toBe(3);
    expect(all.datalist.map((c) => c.type)).toEqual([
      'HONOR',
      'CLASS_GRADUATION',
      'COLLEGE',
    ]);
    expect(all.datalist.every((c) => c.holderName === '张学员')).toBe(true);
    expect(all.datalist[0]).not.toHaveProperty('username');
    const revoked = (
      await api<CertPage>('personal/queryMyCertificateList', {
        pagesize: 10,
        pagenum: 0,
        status: 'REVOKED',
      })
    ).body.data!;
    expect(revoked.datalist).toEqual([
      expect.objectContaining({
        status: 'REVOKED',
        revokeReason: REVOKE_REASON,
        year: 2024,
      }),
    ]);
    const bad = await api('personal/queryMyCertificateList', {
      status: 'LOST',
    });
    expect(bad.status).toBe(400);
  });

  it('answers one certificate of the caller only', async () => {
    const list = (
      await api<CertPage>('personal/queryMyCertificateList', {
        pagesize: 1,
        pagenum: 0,
      })
    ).body.data!;
    const id = list.datalist[0]!.id;
    const one = await api<Certificate>('certificate/get', { id });
    expect(one.body.data?.certNo).toBe(list.datalist[0]!.certNo);
    const adminToken = await login(fx.server.url, 'admin');
    const foreign = await api('certificate/get', { id }, adminToken);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(CERT_MESSAGES.notFound);
    expect((await api('certificate/get', {})).status).toBe(400);
  });
});

describe('the college certificate', () => {
  it('refuses a year whose hours fall short, with what is missing', async () => {
    const stats = (
      await api<CertStats>('personal/queryMyCertificateStatisticsInfo', {
        year: 2026,
      })
    ).body.data!;
    expect(stats).toMatchObject({
      total: 3,
      valid: 2,
      revoked: 1,
      requirementMet: false,
      canApply: false,
    });
    const res = await api('certificate/createCollegeCertificate', {
      year: 2026,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`还差${stats.remainingHours}学时`);
    expect(res.body.message).toContain('暂不能申请学院证书');
  });

  it('issues it once for a year that meets the requirement', async () => {
    const before = (
      await api<CertStats>('personal/queryMyCertificateStatisticsInfo', {
        year: 2025,
      })
    ).body.data!;
    expect(before.canApply).toBe(true);
    const res = await api<Certificate>('certificate/createCollegeCertificate', {
      year: 2025,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CERT_MESSAGES.applied);
    expect(res.body.data).toMatchObject({
      type: 'COLLEGE',
      year: 2025,
      status: 'VALID',
      issueDate: '2026-12-20',
    });
    expect(res.body.data?.certNo).toMatch(/^GBWL-2025-\d{6}$/);
    const after = (
      await api<CertStats>('personal/queryMyCertificateStatisticsInfo', {
        year: 2025,
      })
    ).body.data!;
    expect(after.canApply).toBe(false);
    expect(after.collegeCertificate?.certNo).toBe(res.body.data?.certNo);
    const again = await api('certificate/createCollegeCertificate', {
      year: 2025,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CERT_MESSAGES.alreadyIssued);
    const future = await api('certificate/createCollegeCertificate', {
      year: 2027,
    });
    expect(future.body.message).toBe(CERT_MESSAGES.futureYear);
  });
});

describe('public verification', () => {
  async function verify(no: string, headers: Record<string, string> = {}) {
    return call<VerifyAnswer>(
      `${fx.server.url}/api/certificate/verify?no=${encodeURIComponent(no)}`,
      { headers },
    );
  }

  it('says valid or revoked without a session, the name masked', async () => {
    const list = (
      await api<CertPage>('personal/queryMyCertificateList', {
        pagesize: 10,
        pagenum: 0,
      })
    ).body.data!;
    const valid = list.datalist.find((c) => c.status === 'VALID')!;
    const revoked = list.datalist.find((c) => c.status === 'REVOKED')!;
    const ok = await verify(valid.certNo);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      certNo: valid.certNo,
      status: 'VALID',
      holderName: '张*员',
      hours: valid.hours,
      issueDate: valid.issueDate,
    });
    expect(ok.body.data).not.toHaveProperty('revokeReason');
    const gone = await verify(revoked.certNo.toLowerCase());
    expect(gone.body.data).toMatchObject({
      status: 'REVOKED',
      revokeReason: REVOKE_REASON,
    });
    // Another tenant does not know the number.
    const elsewhere = await verify(valid.certNo, { tenantId: '001.001.043' });
    expect(elsewhere.body.data?.status).toBe('NOT_FOUND');
  });

  it('answers not found and rejects malformed numbers', async () => {
    const none = await verify('GBWL-2020-999999');
    expect(none.body.data).toEqual({
      certNo: 'GBWL-2020-999999',
      status: 'NOT_FOUND',
    });
    const bad = await verify('<script>');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: CERT_MESSAGES.badNo });
    const missing = await call(`${fx.server.url}/api/certificate/verify`);
    expect(missing.status).toBe(400);
  });
});
