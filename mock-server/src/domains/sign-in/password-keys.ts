/**
 * The RSA key pair for password fields. The browser encrypts each password
 * with jsencrypt's `encryptOAEP` and the public key from /api/portal/config;
 * the server decrypts here. The pair is generated on first use and kept in
 * the db (`keys`), so it survives restarts and /__reset.
 */
import {
  constants,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
} from 'node:crypto';

import type { Store } from '../../platform/db';
import type { RsaKeyRecord } from './sign-in.records';

const PASSWORD_KEY_ID = 'password';
export const PASSWORD_KEY_BITS = 2048;
/**
 * OAEP hash (also the MGF1 hash). jsencrypt 3.5.4's `oaep_pad` uses
 * `rstr_sha256` for both (lib/lib/jsbn/rsa.js), not SHA-1 as RFC 8017's
 * default would suggest; decrypting its output with 'sha1' fails.
 */
export const PASSWORD_OAEP_HASH = 'sha256';

/** The stored pair, generated (and written) when the db has none. */
export function passwordKey(store: Store): RsaKeyRecord {
  const state = store.state();
  const existing = state.keys.find((k) => k.id === PASSWORD_KEY_ID);
  if (existing) return existing;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: PASSWORD_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const record: RsaKeyRecord = {
    id: PASSWORD_KEY_ID,
    publicKey,
    privateKey,
    createdAt: new Date().toISOString(),
  };
  state.keys.push(record);
  store.write();
  return record;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Plain text of a base64 RSA-OAEP ciphertext, or undefined when it cannot be
 * decrypted. Bytes that are not UTF-8 are read as Latin-1: that is what
 * jsencrypt's OAEP padding sends for characters U+0080..U+00FF.
 */
export function decryptPassword(
  privateKeyPem: string,
  cipherBase64: string,
): string | undefined {
  const compact = cipherBase64.replace(/\s+/g, '');
  if (!BASE64.test(compact)) return undefined;
  let plain: Buffer;
  try {
    plain = privateDecrypt(
      {
        key: privateKeyPem,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: PASSWORD_OAEP_HASH,
      },
      Buffer.from(compact, 'base64'),
    );
  } catch {
    return undefined;
  }
  try {
    return UTF8.decode(plain);
  } catch {
    return plain.toString('latin1');
  }
}

/** What the browser does (tests and tools): base64 RSA-OAEP ciphertext. */
export function encryptPassword(publicKeyPem: string, text: string): string {
  return publicEncrypt(
    {
      key: publicKeyPem,
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: PASSWORD_OAEP_HASH,
    },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}
