/**
 * Key material of the virtual UKEY, generated at first start and kept as PEM
 * files in one folder (the mock backend's `<db folder>/ukey/`, by default
 * `mock-server/data/ukey/`):
 *
 * - `ca.crt.pem`, `ca.key.pem`: "Portal UKEY CA", the self-signed CA the
 *   backend trusts (RSA 2048);
 * - `admin_ukey.crt.pem`, `admin_ukey.key.pem`: the key's signing
 *   certificate, issued by that CA to the account `admin_ukey` (the subject's
 *   serialNumber attribute holds the user name), and its RSA 2048 key;
 * - `untrusted-ca.crt.pem`, `untrusted.crt.pem`, `untrusted.key.pem`: a
 *   certificate for the same person issued by a CA the backend does not
 *   know (the simulator presents it after `/__dev/certificate
 *   {trusted:false}`).
 *
 * Later starts reuse the files; when one is missing, unreadable, expired or
 * does not match the others, the whole set is generated again.
 */
// @peculiar/x509 needs the Reflect metadata API at load time.
import 'reflect-metadata';

import {
  X509Certificate,
  createHash,
  createPrivateKey,
  randomBytes,
  webcrypto,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import * as x509 from '@peculiar/x509';
import type { UkeyCertificate } from '@portal/shared/contracts';

// Node's webcrypto is the standard WebCrypto; its TypeScript type differs
// from the DOM one the library is typed with.
x509.cryptoProvider.set(webcrypto as unknown as Crypto);

/** The account the virtual key belongs to. */
export const UKEY_ACCOUNT = 'admin_ukey';
/** OID of the X.520 serialNumber attribute, which carries the user name. */
export const SERIAL_NUMBER_OID = '2.5.4.5';
export const PKI_ORGANIZATION = '在线培训门户（模拟）';
export const TRUSTED_CA_NAME = 'Portal UKEY CA';
export const UNTRUSTED_CA_NAME = 'Unknown Test CA';

export const UKEY_FILES = {
  caCert: 'ca.crt.pem',
  caKey: 'ca.key.pem',
  cert: `${UKEY_ACCOUNT}.crt.pem`,
  key: `${UKEY_ACCOUNT}.key.pem`,
  untrustedCaCert: 'untrusted-ca.crt.pem',
  untrustedCert: 'untrusted.crt.pem',
  untrustedKey: 'untrusted.key.pem',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const CA_VALIDITY_DAYS = 20 * 365;
const CERT_VALIDITY_DAYS = 10 * 365;

const RSA_ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
} as const;
const RSA_GENERATE = {
  ...RSA_ALGORITHM,
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
};

export interface PemCredential {
  /** X.509 certificate, PEM. */
  certificatePem: string;
  /** PKCS#8 private key, PEM. */
  privateKeyPem: string;
}

export interface UkeyPki {
  /** The CA the backend trusts. */
  ca: PemCredential;
  /** The virtual key's certificate for admin_ukey, issued by `ca`. */
  signer: PemCredential;
  /** The CA the backend does not know (certificate only). */
  untrustedCaPem: string;
  /** A certificate for admin_ukey issued by the unknown CA. */
  untrusted: PemCredential;
}

/** Who a user certificate names. */
export interface CertificateHolder {
  username: string;
  /** Shown as the certificate's common name. */
  name: string;
  /** Organisational unit (the person's department). */
  department: string;
}

export interface Validity {
  notBefore: Date;
  notAfter: Date;
}

/**
 * Whom the key's certificate names: the mock backend's seed account
 * admin_ukey (mock-server/src/domains/admin-entry/ukey-holder.test.ts keeps the two alike).
 */
export const UKEY_HOLDER: CertificateHolder = {
  username: UKEY_ACCOUNT,
  name: '赵密钥',
  department: '安全保密处',
};

/** A positive random serial number (hex, 16 bytes). */
function randomSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10;
  return bytes.toString('hex');
}

function validityFromNow(days: number): Validity {
  const now = Date.now();
  // A day back, so that clocks slightly behind still accept it.
  return {
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + days * DAY_MS),
  };
}

async function generateKeys(): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(RSA_GENERATE, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
}

async function privateKeyPem(key: CryptoKey): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', key);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

async function importSigningKey(pem: string): Promise<CryptoKey> {
  const der = createPrivateKey(pem).export({ type: 'pkcs8', format: 'der' });
  return webcrypto.subtle.importKey('pkcs8', der, RSA_ALGORITHM, false, [
    'sign',
  ]);
}

function caSubject(commonName: string): x509.JsonName {
  return [{ C: ['CN'] }, { O: [PKI_ORGANIZATION] }, { CN: [commonName] }];
}

/** A self-signed RSA 2048 CA certificate and its key. */
export async function createCa(
  commonName: string,
  validity: Validity = validityFromNow(CA_VALIDITY_DAYS),
): Promise<PemCredential> {
  const keys = await generateKeys();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    name: caSubject(commonName),
    keys,
    signingAlgorithm: RSA_ALGORITHM,
    ...validity,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return {
    certificatePem: cert.toString('pem'),
    privateKeyPem: await privateKeyPem(keys.privateKey),
  };
}

/**
 * A signing certificate for a person (RSA 2048, new key), issued by
 * `issuer`. Subject: C=CN, O=…, OU=<department>, CN=<name>,
 * serialNumber=<username>.
 */
export async function issueCertificate(
  issuer: PemCredential,
  holder: CertificateHolder,
  validity: Validity = validityFromNow(CERT_VALIDITY_DAYS),
): Promise<PemCredential> {
  const keys = await generateKeys();
  const issuerCert = new x509.X509Certificate(issuer.certificatePem);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerial(),
    subject: [
      { C: ['CN'] },
      { O: [PKI_ORGANIZATION] },
      { OU: [holder.department] },
      { CN: [holder.name] },
      { [SERIAL_NUMBER_OID]: [holder.username] },
    ],
    issuer: issuerCert.subjectName,
    publicKey: keys.publicKey,
    signingKey: await importSigningKey(issuer.privateKeyPem),
    signingAlgorithm: RSA_ALGORITHM,
    ...validity,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth]),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(
        await issuerCert.publicKey.export(RSA_ALGORITHM, ['verify']),
      ),
    ],
  });
  return {
    certificatePem: cert.toString('pem'),
    privateKeyPem: await privateKeyPem(keys.privateKey),
  };
}

async function generatePki(): Promise<UkeyPki> {
  const holder = UKEY_HOLDER;
  const ca = await createCa(TRUSTED_CA_NAME);
  const signer = await issueCertificate(ca, holder);
  const untrustedCa = await createCa(UNTRUSTED_CA_NAME);
  const untrusted = await issueCertificate(untrustedCa, holder);
  return { ca, signer, untrustedCaPem: untrustedCa.certificatePem, untrusted };
}

function writeFileAtomic(file: string, text: string, mode: number): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text, { mode });
  fs.renameSync(tmp, file);
}

function writePki(dataDir: string, pki: UkeyPki): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const files: Array<[string, string, number]> = [
    [UKEY_FILES.caCert, pki.ca.certificatePem, 0o644],
    [UKEY_FILES.caKey, pki.ca.privateKeyPem, 0o600],
    [UKEY_FILES.cert, pki.signer.certificatePem, 0o644],
    [UKEY_FILES.key, pki.signer.privateKeyPem, 0o600],
    [UKEY_FILES.untrustedCaCert, pki.untrustedCaPem, 0o644],
    [UKEY_FILES.untrustedCert, pki.untrusted.certificatePem, 0o644],
    [UKEY_FILES.untrustedKey, pki.untrusted.privateKeyPem, 0o600],
  ];
  for (const [name, text, mode] of files) {
    writeFileAtomic(path.join(dataDir, name), text, mode);
  }
}

function isCurrent(cert: X509Certificate, now: number): boolean {
  const { notBefore, notAfter } = certificateDates(cert.raw);
  return notBefore.getTime() <= now && now <= notAfter.getTime();
}

/** True when `cert` is signed by `issuer` and its key matches `keyPem`. */
function isIssuedPair(
  issuer: X509Certificate,
  cert: X509Certificate,
  keyPem: string,
  now: number,
): boolean {
  return (
    cert.checkIssued(issuer) &&
    cert.verify(issuer.publicKey) &&
    cert.checkPrivateKey(createPrivateKey(keyPem)) &&
    isCurrent(cert, now) &&
    isCurrent(issuer, now)
  );
}

/** The stored set, or undefined when it is incomplete or inconsistent. */
function readPki(dataDir: string): UkeyPki | undefined {
  const read = (name: string) =>
    fs.readFileSync(path.join(dataDir, name), 'utf8');
  try {
    const pki: UkeyPki = {
      ca: {
        certificatePem: read(UKEY_FILES.caCert),
        privateKeyPem: read(UKEY_FILES.caKey),
      },
      signer: {
        certificatePem: read(UKEY_FILES.cert),
        privateKeyPem: read(UKEY_FILES.key),
      },
      untrustedCaPem: read(UKEY_FILES.untrustedCaCert),
      untrusted: {
        certificatePem: read(UKEY_FILES.untrustedCert),
        privateKeyPem: read(UKEY_FILES.untrustedKey),
      },
    };
    const now = Date.now();
    const ca = new X509Certificate(pki.ca.certificatePem);
    const untrustedCa = new X509Certificate(pki.untrustedCaPem);
    const consistent =
      ca.checkPrivateKey(createPrivateKey(pki.ca.privateKeyPem)) &&
      isIssuedPair(
        ca,
        new X509Certificate(pki.signer.certificatePem),
        pki.signer.privateKeyPem,
        now,
      ) &&
      isIssuedPair(
        untrustedCa,
        new X509Certificate(pki.untrusted.certificatePem),
        pki.untrusted.privateKeyPem,
        now,
      ) &&
      certificateUsername(pki.signer.certificatePem) === UKEY_ACCOUNT;
    return consistent ? pki : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the key material from `dataDir`, generating (and writing) a new set
 * when the files are missing or unusable. Not cached; see loadUkeyPki.
 */
export async function readOrCreateUkeyPki(
  dataDir: string,
  warn: (message: string) => void = (m) => console.warn(m),
): Promise<UkeyPki> {
  const existing = readPki(dataDir);
  if (existing) return existing;
  if (fs.existsSync(path.join(dataDir, UKEY_FILES.caCert))) {
    warn(`ukey: key material in ${dataDir} is unusable; generating a new set`);
  }
  const pki = await generatePki();
  writePki(dataDir, pki);
  return pki;
}

const loaded = new Map<string, Promise<UkeyPki>>();

/** readOrCreateUkeyPki, once per folder and process. */
export function loadUkeyPki(dataDir: string): Promise<UkeyPki> {
  const key = path.resolve(dataDir);
  let promise = loaded.get(key);
  if (!promise) {
    promise = readOrCreateUkeyPki(key);
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}

/** The CA the backend trusts for UKEY sign-in (generated if missing). */
export async function readTrustedCa(dataDir: string): Promise<X509Certificate> {
  const pki = await loadUkeyPki(dataDir);
  return new X509Certificate(pki.ca.certificatePem);
}

type CertificateInput = string | Buffer | Uint8Array;

function peculiar(cert: CertificateInput): x509.X509Certificate {
  return new x509.X509Certificate(
    typeof cert === 'string' ? cert : new Uint8Array(cert),
  );
}

/** The user name in the subject's serialNumber attribute, if any. */
export function certificateUsername(
  cert: CertificateInput,
): string | undefined {
  return peculiar(cert).subjectName.getField(SERIAL_NUMBER_OID)[0];
}

export function certificateDates(cert: CertificateInput): Validity {
  const parsed = peculiar(cert);
  return { notBefore: parsed.notBefore, notAfter: parsed.notAfter };
}

/** What `listCertificates` tells about a certificate. */
export type CertificateSummary = UkeyCertificate;

/** RFC 4514 text of a name, spelling 2.5.4.5 as serialNumber. */
function nameText(name: x509.Name): string {
  return new x509.Name(name.toJSON(), {
    serialNumber: SERIAL_NUMBER_OID,
  }).toString();
}

export function summarizeCertificate(pem: string): CertificateSummary {
  const cert = peculiar(pem);
  const der = Buffer.from(cert.rawData);
  return {
    id: createHash('sha1').update(der).digest('hex'),
    subject: nameText(cert.subjectName),
    issuer: nameText(cert.issuerName),
    serialNumber: cert.serialNumber,
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
  };
}

/** Base64 DER of a PEM certificate (what getSignCertificate answers). */
export function certificateBase64(pem: string): string {
  return Buffer.from(peculiar(pem).rawData).toString('base64');
}
