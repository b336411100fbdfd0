/**
 * How certificates are named and numbered: what the seed and the routes
 * (issuing, verifying, graduation) share.
 */
import type { CertificateType } from '@portal/shared/contracts';

import { TENANT_IDS, type TenantId } from '../../platform/tenancy';
import { DEMO_ACCOUNTS } from '../sign-in';

const CERTIFICATE_PREFIX = 'GBWL';

export const CERTIFICATE_ISSUER = '干部网络培训学院';

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
  // 1 to 3 for the seed's tenants, 0 for one added at run time.
  const t = (TENANT_IDS as readonly string[]).indexOf(tenantId) + 1;
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
