/**
 * Records of the certificates domain: the learners' certificates.
 */

import type { Certificate } from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/** A learner's certificate (证书) with its owner. */
export interface CertificateRecord extends Certificate {
  /** CLASS_GRADUATION issued at graduation: the class. */
  tbtpId?: string;
  username: string;
  tenantId: TenantId;
}

/** The collections of this domain (keys of DbState). */
export interface CertificatesCollections {
  certificates: CertificateRecord[];
}
