/**
 * What other domains read of the certificates, and how one is issued: the
 * certificates domain keeps the collection and its numbering.
 */
import { HttpError } from '../../platform/http';
import { findInTenant } from '../../platform/tenancy';
import { certificateId, certificateNo } from './certificates.data';
import type {
  CertificateRecord,
  CertificatesCollections,
} from './certificates.records';

interface Who {
  username: string;
  tenantId: string;
}

/** The learner's graduation certificate of the class. */
export function classCertificateOf(
  state: CertificatesCollections,
  who: Who,
  tbtpId: string,
): CertificateRecord | undefined {
  return findInTenant(
    state.certificates,
    who.tenantId,
    (c) =>
      c.type === 'CLASS_GRADUATION' &&
      c.tbtpId === tbtpId &&
      c.username === who.username,
  );
}

/**
 * Issues a certificate: the first free number of the holder's year, tenant
 * and account index (sequences 201–999; the seed's own certificates use
 * lower ones), or 400 `证书编号已用尽`.
 */
export function issueCertificate(
  state: CertificatesCollections,
  accountIndex: number,
  fields: Omit<CertificateRecord, 'id' | 'certNo'>,
): CertificateRecord {
  const taken = new Set(state.certificates.map((c) => c.certNo));
  let certNo = '';
  for (let seq = 201; seq < 1000 && certNo === ''; seq += 1) {
    const no = certificateNo(fields.year, fields.tenantId, accountIndex, seq);
    if (!taken.has(no)) certNo = no;
  }
  if (certNo === '') throw new HttpError(400, '证书编号已用尽');
  const record: CertificateRecord = {
    id: certificateId(certNo),
    certNo,
    ...fields,
  };
  state.certificates.push(record);
  return record;
}
