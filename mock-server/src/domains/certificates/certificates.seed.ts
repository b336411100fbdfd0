/**
 * Certificates of the demo accounts in every tenant: a class graduation
 * certificate (valid), an honour for last year when its hours met the
 * requirement (valid) and a college certificate of two years ago that was
 * revoked. Last year's college certificate is left for the learner to
 * apply for (POST /api/certificate/createCollegeCertificate).
 */
import type { CertificateType } from '@portal/shared/contracts';

import {
  TENANT_IDS,
  type CertificateRecord,
  type TenantId,
} from '../../db-state';
import { DEMO_ACCOUNTS, TENANT_HOURS_SHIFT } from '../profile/accounts.seed';
import { TENANT_PROFILES } from '../site/site.seed';

export const CERTIFICATE_PREFIX = 'GBWL';
export const CERTIFICATE_ISSUER = '干部网络培训学院';
export const REVOKE_REASON = '经复核，该年度部分学时记录重复计算，证书已撤销';
/** Yearly hours a college certificate requires when no row says otherwise. */
export const DEFAULT_REQUIRED_HOURS = 50;

export const CERTIFICATE_TITLES: Record<CertificateType, string> = {
  COLLEGE: '年度网络学习证书',
  CLASS_GRADUATION: '网上专题班结业证书',
  HONOR: '年度优秀学员',
};

/**
 * '<prefix>-<year>-<tenant digit><account 2 digits><sequence 3 digits>',
 * e.g. GBWL-2025-101001 (tenant 001.001, account 1, sequence 1).
 */
export function certificateNo(
  year: number,
  tenantId: TenantId,
  accountIndex: number,
  seq: number,
): string {
  const t = TENANT_IDS.indexOf(tenantId) + 1;
  return (
    `${CERTIFICATE_PREFIX}-${year}-${t}` +
    `${String(accountIndex + 1).padStart(2, '0')}${String(seq).padStart(3, '0')}`
  );
}

/** The record id that goes with a certificate number. */
export function certificateId(certNo: string): string {
  return `cert-${certNo.slice(CERTIFICATE_PREFIX.length + 1).toLowerCase()}`;
}

/** Index of a demo account (its number in certificate numbers); -1 if none. */
export function accountIndexOf(username: string): number {
  return DEMO_ACCOUNTS.findIndex((a) => a.username === username);
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function buildCertificates(currentYear: number): CertificateRecord[] {
  const last = currentYear - 1;
  const rows: CertificateRecord[] = [];
  for (const tenantId of TENANT_IDS) {
    const profile = TENANT_PROFILES[tenantId];
    const [addCompulsory, addOptional] = TENANT_HOURS_SHIFT[tenantId];
    DEMO_ACCOUNTS.forEach((account, i) => {
      const base = {
        username: account.username,
        tenantId,
        holderName: account.name,
        orgName: `${profile.orgName}${account.department}`,
        issuer: CERTIFICATE_ISSUER,
      };
      const add = (
        seq: number,
        year: number,
        fields: Omit<
          CertificateRecord,
          | 'id'
          | 'certNo'
          | 'username'
          | 'tenantId'
          | 'holderName'
          | 'orgName'
          | 'issuer'
          | 'year'
        >,
      ) => {
        const certNo = certificateNo(year, tenantId, i, seq);
        rows.push({
          id: certificateId(certNo),
          certNo,
          ...base,
          year,
          ...fields,
        });
      };
      add(1, last, {
        type: 'CLASS_GRADUATION',
        title: `${last}年度新时代干部履职能力提升${CERTIFICATE_TITLES.CLASS_GRADUATION}`,
        hours: 20,
        issueDate: `${last}-07-01`,
        status: 'VALID',
      });
      const [compulsory, optional] = account.hours[1];
      const lastYearHours = oneDecimal(
        compulsory + addCompulsory + optional + addOptional,
      );
      if (lastYearHours >= DEFAULT_REQUIRED_HOURS) {
        add(2, last, {
          type: 'HONOR',
          title: `${last}${CERTIFICATE_TITLES.HONOR}`,
          hours: lastYearHours,
          issueDate: `${currentYear}-01-15`,
          status: 'VALID',
        });
      }
      add(3, currentYear - 2, {
        type: 'COLLEGE',
        title: `${currentYear - 2}${CERTIFICATE_TITLES.COLLEGE}`,
        hours: DEFAULT_REQUIRED_HOURS,
        issueDate: `${last}-01-10`,
        status: 'REVOKED',
        revokeReason: REVOKE_REASON,
        revokedAt: `${last}-03-20`,
      });
    });
  }
  return rows;
}
