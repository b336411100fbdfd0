/**
 * Certificates: the learner's list and figures, applying for the yearly
 * college certificate when the year's hours meet the requirement, one
 * certificate for its printable page, and the public verification that a
 * certificate's QR code leads to.
 */
import type {
  Certificate,
  CertificateStats,
  CertificateStatus,
  CertificateType,
  Page,
  VerifyAnswer,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import type { AppContext } from '../../platform/context';
import {
  HttpError,
  ok,
  optionalEnum,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import { yearOf } from '../course-study';
import {
  accountIndexOf,
  CERTIFICATE_ISSUER,
  CERTIFICATE_TITLES,
  certificateId,
  certificateNo,
} from './certificates.data';
import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
  tenantOfRequest,
} from '../../platform/tenancy';
import type { CertificateRecord } from './certificates.records';
import { callerLearner, readYear, yearTotal } from '../year-archive';
import type { CertificatesCollections } from './certificates.records';

export const CERT_MESSAGES = {
  notFound: '证书不存在',
  badNo: '证书编号格式不正确',
  alreadyIssued: '该年度学院证书已申请，请勿重复申请',
  futureYear: '只能申请本年度及以前年度的学院证书',
  applied: '学院证书申请成功',
} as const;

/** What a certificate number may look like (checked before any lookup). */
const CERT_NO = /^[A-Za-z]{2,8}-\d{4}-\d{6}$/;

const STATUSES: readonly CertificateStatus[] = ['VALID', 'REVOKED'];
const TYPES: readonly CertificateType[] = [
  'COLLEGE',
  'CLASS_GRADUATION',
  'HONOR',
];

/** 张 → 张; 张三 → 张*; 张学员 → 张*员; 欧阳文博 → 欧**博. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** The public shape of a record. */
function toCertificate(record: CertificateRecord): Certificate {
  const { username: _u, tenantId: _t, ...certificate } = record;
  return certificate;
}

function todayText(nowMs: number): string {
  const d = new Date(nowMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function sortNewestFirst(a: CertificateRecord, b: CertificateRecord): number {
  return (
    b.issueDate.localeCompare(a.issueDate) || b.certNo.localeCompare(a.certNo)
  );
}

/** A new college certificate's number: the user's next free sequence. */
function nextCertificateNo(
  state: CertificatesCollections,
  who: { username: string; tenantId: CertificateRecord['tenantId'] },
  year: number,
): string {
  const index = Math.max(0, accountIndexOf(who.username));
  const taken = new Set(state.certificates.map((c) => c.certNo));
  for (let seq = 101; seq < 1000; seq += 1) {
    const no = certificateNo(year, who.tenantId, index, seq);
    if (!taken.has(no)) return no;
  }
  throw new HttpError(400, '证书编号已用尽');
}

export function registerCertificateRoutes(app: Application, ctx: AppContext) {
  const both = ['GET', 'POST'] as const;

  // {pagesize, pagenum, status?, type?} → Page<Certificate>, newest first
  route(app, '/api/personal/queryMyCertificateList', both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const status = optionalEnum(input, 'status', STATUSES);
    const type = optionalEnum(input, 'type', TYPES);
    const paging = readPaging(input);
    const rows = filterInTenant(
      ctx.store.state().certificates,
      who.tenantId,
      (c) =>
        c.username === who.username &&
        (!status || c.status === status) &&
        (!type || c.type === type),
    )
      .sort(sortNewestFirst)
      .map(toCertificate);
    ok<Page<Certificate>>(res, paginate(rows, paging));
  });

  // {year?} → counts and whether the year's college certificate may be applied for
  route(
    app,
    '/api/personal/queryMyCertificateStatisticsInfo',
    both,
    (req, res) => {
      const input = params(req);
      const who = callerLearner(ctx, req, input);
      const year = readYear(input, ctx.now());
      const state = ctx.store.state();
      const own = filterInTenant(
        state.certificates,
        who.tenantId,
        (c) => c.username === who.username,
      );
      const valid = own.filter((c) => c.status === 'VALID');
      const college = valid.find(
        (c) => c.type === 'COLLEGE' && c.year === year,
      );
      const total = yearTotal(state, who, year);
      const future = year > yearOf(ctx.now());
      ok<CertificateStats>(res, {
        total: own.length,
        valid: valid.length,
        revoked: own.length - valid.length,
        validHours:
          Math.round(valid.reduce((s, c) => s + c.hours, 0) * 100) / 100,
        year,
        yearHours: total.totalHours,
        requiredHours: total.requiredHours,
        remainingHours: total.remainingHours,
        requirementMet: total.requirementMet,
        collegeCertificate: college ? toCertificate(college) : null,
        canApply: total.requirementMet && !college && !future,
      });
    },
  );

  // {year?} → the new college certificate (400 when not allowed)
  route(
    app,
    '/api/certificate/createCollegeCertificate',
    ['POST'],
    (req, res) => {
      const input = params(req);
      const who = callerLearner(ctx, req, input);
      const year = readYear(input, ctx.now());
      if (year > yearOf(ctx.now())) {
        throw new HttpError(400, CERT_MESSAGES.futureYear);
      }
      const state = ctx.store.state();
      const issued = state.certificates.some(
        (c) =>
          c.username === who.username &&
          belongsToTenant(c, who.tenantId) &&
          c.type === 'COLLEGE' &&
          c.year === year &&
          c.status === 'VALID',
      );
      if (issued) throw new HttpError(400, CERT_MESSAGES.alreadyIssued);
      const total = yearTotal(state, who, year);
      if (!total.requirementMet) {
        throw new HttpError(
          400,
          `${year}年度已学${total.totalHours}学时，未达到${total.requiredHours}学时的要求` +
            `（还差${total.remainingHours}学时），暂不能申请学院证书`,
        );
      }
      const certNo = nextCertificateNo(state, who, year);
      const record: CertificateRecord = {
        id: certificateId(certNo),
        certNo,
        username: who.username,
        tenantId: who.tenantId,
        type: 'COLLEGE',
        title: `${year}${CERTIFICATE_TITLES.COLLEGE}`,
        holderName: who.name,
        orgName: who.orgName,
        hours: total.totalHours,
        year,
        issueDate: todayText(ctx.now()),
        issuer: CERTIFICATE_ISSUER,
        status: 'VALID',
      };
      state.certificates.push(record);
      ctx.store.write();
      ok<Certificate>(res, toCertificate(record), CERT_MESSAGES.applied);
    },
  );

  // {id} → one of the caller's certificates
  route(app, '/api/certificate/get', both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const id = requiredString(input, 'id').trim();
    const record = findInTenant(
      ctx.store.state().certificates,
      who.tenantId,
      (c) => c.id === id && c.username === who.username,
    );
    if (!record) throw new HttpError(400, CERT_MESSAGES.notFound);
    ok<Certificate>(res, toCertificate(record));
  });

  // {no} (public) → VALID, REVOKED or NOT_FOUND, the holder's name masked
  route(app, '/api/certificate/verify', both, (req, res) => {
    const input = params(req);
    const no = requiredString(input, 'no').trim().toUpperCase();
    if (!CERT_NO.test(no)) throw new HttpError(400, CERT_MESSAGES.badNo);
    const tenantId = tenantOfRequest(req.headers);
    const record = findInTenant(
      ctx.store.state().certificates,
      tenantId,
      (c) => c.certNo === no,
    );
    const answer: VerifyAnswer = record
      ? {
          certNo: record.certNo,
          status: record.status,
          title: record.title,
          holderName: maskName(record.holderName),
          orgName: record.orgName,
          hours: record.hours,
          issueDate: record.issueDate,
          issuer: record.issuer,
          ...(record.status === 'REVOKED'
            ? {
                revokeReason: record.revokeReason ?? '',
                revokedAt: record.revokedAt ?? '',
              }
            : {}),
        }
      : { certNo: no, status: 'NOT_FOUND' };
    ok<VerifyAnswer>(res, answer);
  });
}
