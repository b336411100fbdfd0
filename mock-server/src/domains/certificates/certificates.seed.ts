/**
 * Certificates of the demo accounts in every tenant: a class graduation
 * certificate (valid), an honour for last year when its hours met the
 * requirement (valid) and a college certificate of two years ago that was
 * revoked. Last year's college certificate is left for the learner to
 * apply for (POST /api/certificate/createCollegeCertificate).
 */
import { TENANT_IDS } from '../../platform/tenancy';
import { TENANT_HOURS_SHIFT } from '../profile';
import { DEMO_ACCOUNTS } from '../sign-in';
import { TENANT_PROFILES } from '../site';
import { DEFAULT_REQUIRED_HOURS } from '../year-archive';
import {
  CERTIFICATE_ISSUER,
  CERTIFICATE_TITLES,
  certificateId,
  certificateNo,
} from './certificates.data';
import type { CertificateRecord } from './certificates.records';

export const REVOKE_REASON = '经复核，该年度部分学时记录重复计算，证书已撤销';

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
