import { getJson, post, postPage } from '@portal/shared/api';
import type {
  Certificate,
  CertificateStats,
  CertificateType,
  VerifyAnswer,
  Page,
} from '@portal/shared/contracts';

export const TYPE_TEXT: Record<CertificateType, string> = {
  COLLEGE: '学院证书',
  CLASS_GRADUATION: '结业证书',
  HONOR: '荣誉证书',
};

export function fetchMyCertificates(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<Certificate>> {
  return postPage<Certificate>('personal/queryMyCertificateList', query);
}

export function fetchCertificateStats(year: number): Promise<CertificateStats> {
  return post<CertificateStats>('personal/queryMyCertificateStatisticsInfo', {
    year,
  });
}

/** Silent: the tab shows the server's message itself. */
export function applyCollegeCertificate(year: number): Promise<Certificate> {
  return post<Certificate>(
    'certificate/createCollegeCertificate',
    { year },
    { silent: true },
  );
}

export function fetchCertificate(id: string): Promise<Certificate> {
  return getJson<Certificate>('certificate/get', { id });
}

export function verifyCertificate(no: string): Promise<VerifyAnswer> {
  return getJson<VerifyAnswer>('certificate/verify', { no }, { silent: true });
}

/** The public page a certificate's QR code leads to. */
export function verifyUrl(origin: string, certNo: string): string {
  return `${origin}/certificateVerify?no=${encodeURIComponent(certNo)}`;
}
