/**
 * The backend's check of a UKEY sign-in (POST /api/sso/ukey/login): the
 * certificate chains to the trusted CA, is valid now and names the session's
 * account; the signature is SHA256withRSA (PKCS#1 v1.5) over
 * `text + '.' + challenge`, and `text` is the user's idCardHash.
 */
import { X509Certificate, verify } from 'node:crypto';

import { certificateDates, certificateUsername } from '@portal/ukey-simulator';

export interface UkeySignIn {
  text: unknown;
  signData: unknown;
  certificate: unknown;
  /** The session's challenge; undefined when none is live. */
  challenge: string | undefined;
  username: string;
  idCardHash: string;
  ca: X509Certificate;
  /** Clock (ms). */
  now: number;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function base64Bytes(value: string): Buffer | undefined {
  const compact = value.replace(/\s+/g, '');
  if (compact === '' || !BASE64.test(compact)) return undefined;
  return Buffer.from(compact, 'base64');
}

/** A certificate sent as base64 DER or PEM. */
export function parseCertificate(value: unknown): X509Certificate | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    if (value.includes('-----BEGIN CERTIFICATE-----')) {
      return new X509Certificate(value);
    }
    const der = base64Bytes(value);
    return der ? new X509Certificate(der) : undefined;
  } catch {
    return undefined;
  }
}

function isValidAt(cert: X509Certificate, now: number): boolean {
  const { notBefore, notAfter } = certificateDates(cert.raw);
  return notBefore.getTime() <= now && now <= notAfter.getTime();
}

/** Why the sign-in is refused (for the log), or undefined when it is fine. */
export function ukeySignInProblem(input: UkeySignIn): string | undefined {
  const { text, signData, challenge } = input;
  if (challenge === undefined) return 'no live challenge for this session';
  if (typeof text !== 'string' || text !== input.idCardHash) {
    return 'text is not the user idCardHash';
  }
  const cert = parseCertificate(input.certificate);
  if (!cert) return 'certificate is not an X.509 certificate';
  if (cert.publicKey.asymmetricKeyType !== 'rsa') return 'not an RSA key';
  if (cert.ca) return 'certificate is a CA certificate';
  if (!cert.checkIssued(input.ca) || !cert.verify(input.ca.publicKey)) {
    return 'certificate not issued by the trusted CA';
  }
  if (!isValidAt(input.ca, input.now) || !isValidAt(cert, input.now)) {
    return 'certificate outside its validity period';
  }
  if (certificateUsername(cert.raw) !== input.username) {
    return 'certificate belongs to another account';
  }
  const signature = typeof signData === 'string' && base64Bytes(signData);
  if (!signature) return 'signData is not base64';
  const signed = Buffer.from(`${text}.${challenge}`, 'utf8');
  let valid = false;
  try {
    valid = verify('sha256', signed, cert.publicKey, signature);
  } catch {
    valid = false;
  }
  return valid ? undefined : 'signature does not verify';
}
