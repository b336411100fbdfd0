/** Certificates (证书) and their public verification. */

export type CertificateType = 'COLLEGE' | 'CLASS_GRADUATION' | 'HONOR';
export type CertificateStatus = 'VALID' | 'REVOKED';

/** A learner's certificate; `certNo` is what the QR code verifies. */
export interface Certificate {
  id: string;
  /** e.g. 'GBWL-2025-100003': prefix, year, tenant digit and sequence. */
  certNo: string;
  type: CertificateType;
  title: string;
  holderName: string;
  orgName: string;
  /** Hours the certificate attests. */
  hours: number;
  year: number;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  issuer: string;
  status: CertificateStatus;
  revokeReason?: string;
  /** 'YYYY-MM-DD' */
  revokedAt?: string;
}

export type VerifyStatus = CertificateStatus | 'NOT_FOUND';

/** GET /api/certificate/verify (public). */
export interface VerifyAnswer {
  certNo: string;
  status: VerifyStatus;
  /** Absent when not found. */
  title?: string;
  /** Masked by the server: 张学员 → 张*员. */
  holderName?: string;
  orgName?: string;
  hours?: number;
  issueDate?: string;
  issuer?: string;
  revokeReason?: string;
  revokedAt?: string;
}

/** POST /api/personal/queryMyCertificateStatisticsInfo: my certificates and the year's college certificate. */
export interface CertificateStats {
  total: number;
  valid: number;
  revoked: number;
  validHours: number;
  year: number;
  yearHours: number;
  requiredHours: number;
  remainingHours: number;
  requirementMet: boolean;
  /** The year's valid college certificate, if issued. */
  collegeCertificate: Certificate | null;
  canApply: boolean;
}
