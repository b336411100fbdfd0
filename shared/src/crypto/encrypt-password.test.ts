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

  it('encrypts with RSA-OAEP SHA-256 that node:crypto decrypts', async () => {
    const cipher = await encryptPassword('Portal@2026', publicKey);
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
    expect(decrypt(cipher, 'sha256')).toBe('Portal@2026');
  });

  it('is not SHA-1 OAEP nor PKCS#1 v1.5', async () => {
    const cipher = await encryptPassword('Portal@2026', publicKey);
    expect(() => decrypt(cipher, 'sha1')).toThrow();
  });

  it('is randomised', async () => {
    expect(await encryptPassword('a', publicKey)).not.toBe(
      await encryptPassword('a', publicKey),
    );
  });

  it('sends non-ASCII text as UTF-8', async () => {
    expect(decrypt(await encryptPassword('密码Ä', publicKey), 'sha256')).toBe(
      '密码Ä',
    );
  });

  it('throws a clear error for a bad key or too long a text', async () => {
    await expect(encryptPassword('x', '')).rejects.toThrow(
      PasswordEncryptionError,
    );
    await expect(encryptPassword('x', 'not a key')).rejects.toThrow(
      /密码加密失败/,
    );
    await expect(encryptPassword('x'.repeat(300), publicKey)).rejects.toThrow(
      PasswordEncryptionError,
    );
  });
});
