import { X509Certificate, generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  certificateBase64,
  issueCertificate,
  readOrCreateUkeyPki,
  type UkeyPki,
} from '@portal/ukey-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type UkeySignIn,
  parseCertificate,
  ukeySignInProblem,
} from './ukey-verify';

let dir: string;
let pki: UkeyPki;
let ca: X509Certificate;

const ID_CARD_HASH = 'a'.repeat(64);
const CHALLENGE = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ukey-verify-'));
  pki = await readOrCreateUkeyPki(dir);
  ca = new X509Certificate(pki.ca.certificatePem);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function signed(keyPem: string, data = `${ID_CARD_HASH}.${CHALLENGE}`) {
  return sign('sha256', Buffer.from(data, 'utf8'), keyPem).toString('base64');
}

function input(overrides: Partial<UkeySignIn> = {}): UkeySignIn {
  return {
    text: ID_CARD_HASH,
    signData: signed(pki.signer.privateKeyPem),
    certificate: certificateBase64(pki.signer.certificatePem),
    challenge: CHALLENGE,
    username: 'admin_ukey',
    idCardHash: ID_CARD_HASH,
    ca,
    now: Date.now(),
    ...overrides,
  };
}

describe('ukeySignInProblem', () => {
  it('accepts the key signature over text.challenge', () => {
    expect(ukeySignInProblem(input())).toBeUndefined();
  });

  it.each<[string, () => Partial<UkeySignIn>, string]>([
    ['no challenge', () => ({ challenge: undefined }), 'no live challenge'],
    ['another text', () => ({ text: 'b'.repeat(64) }), 'text is not'],
    ['a non-string text', () => ({ text: 42 }), 'text is not'],
    ['a broken certificate', () => ({ certificate: 'AAAA' }), 'not an X.509'],
    ['no certificate', () => ({ certificate: undefined }), 'not an X.509'],
    [
      'the CA certificate itself',
      () => ({ certificate: certificateBase64(pki.ca.certificatePem) }),
      'is a CA certificate',
    ],
    [
      'the untrusted certificate',
      () => ({
        certificate: certificateBase64(pki.untrusted.certificatePem),
        signData: signed(pki.untrusted.privateKeyPem),
      }),
      'not issued by the trusted CA',
    ],
    [
      'a clock past the validity',
      () => ({ now: Date.now() + 30 * 365 * 86_400_000 }),
      'outside its validity',
    ],
    ['another account', () => ({ username: 'admin' }), 'another account'],
    [
      'a signature that is not base64',
      () => ({ signData: '%%%' }),
      'not base64',
    ],
    [
      'a signature over another challenge',
      () => ({
        signData: signed(pki.signer.privateKeyPem, `${ID_CARD_HASH}.x`),
      }),
      'does not verify',
    ],
    [
      'a signature by another key',
      () => ({
        signData: signed(
          generateKeyPairSync('rsa', { modulusLength: 2048 })
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString(),
        ),
      }),
      'does not verify',
    ],
  ])('refuses %s', (_label, change, reason) => {
    expect(ukeySignInProblem(input(change()))).toContain(reason);
  });

  it('refuses a certificate not yet valid', async () => {
    const later = await issueCertificate(
      pki.ca,
      { username: 'admin_ukey', name: '赵密钥', department: '安全保密处' },
      {
        notBefore: new Date(Date.now() + 86_400_000),
        notAfter: new Date(Date.now() + 2 * 86_400_000),
      },
    );
    expect(
      ukeySignInProblem(
        input({
          certificate: certificateBase64(later.certificatePem),
          signData: signed(later.privateKeyPem),
        }),
      ),
    ).toContain('outside its validity');
  });
});

describe('parseCertificate', () => {
  it('reads base64 DER and PEM, and nothing else', () => {
    const der = certificateBase64(pki.signer.certificatePem);
    expect(parseCertificate(der)?.subject).toContain('CN=赵密钥');
    expect(parseCertificate(pki.signer.certificatePem)?.subject).toContain(
      'serialNumber=admin_ukey',
    );
    expect(parseCertificate('')).toBeUndefined();
    expect(parseCertificate('!!')).toBeUndefined();
    expect(parseCertificate({})).toBeUndefined();
  });
});
