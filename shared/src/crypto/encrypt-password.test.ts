import {
  constants,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';

import { encryptPassword, PasswordEncryptionError } from '.';

let publicKey: string;
let privateKey: KeyObject;

beforeAll(() => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  publicKey = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  privateKey = pair.privateKey;
});

function decrypt(base64: string, oaepHash: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

describe('encryptPassword', () => {
  it('the browser has a secure random source for jsencrypt', () => {
    expect(typeof window.crypto.getRandomValues).toBe('function');
  });

  it('encrypts with RSA-OAEP SHA-256 that node:crypto decrypts', () => {
    const cipher = encryptPassword('Portal@2026', publicKey);
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
    expect(decrypt(cipher, 'sha256')).toBe('Portal@2026');
  });

  it('is not SHA-1 OAEP nor PKCS#1 v1.5', () => {
    const cipher = encryptPassword('Portal@2026', publicKey);
    expect(() => decrypt(cipher, 'sha1')).toThrow();
  });

  it('is randomised', () => {
    expect(encryptPassword('a', publicKey)).not.toBe(
      encryptPassword('a', publicKey),
    );
  });

  it('sends non-ASCII text as UTF-8', () => {
    expect(decrypt(encryptPassword('密码Ä', publicKey), 'sha256')).toBe(
      '密码Ä',
    );
  });

  it('throws a clear error for a bad key or too long a text', () => {
    expect(() => encryptPassword('x', '')).toThrow(PasswordEncryptionError);
    expect(() => encryptPassword('x', 'not a key')).toThrow(/密码加密失败/);
    expect(() => encryptPassword('x'.repeat(300), publicKey)).toThrow(
      PasswordEncryptionError,
    );
  });
});
