import {
  constants,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { openStore } from '../../platform/db';
import { portalSeed } from '../../seed';
import {
  PASSWORD_KEY_BITS,
  PASSWORD_OAEP_HASH,
  decryptPassword,
  encryptPassword,
  passwordKey,
} from './password-keys';

const dirs: string[] = [];
function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-keys-'));
  dirs.push(dir);
  return path.join(dir, 'db.json');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('password encryption', () => {
  it('uses OAEP with SHA-256 (what jsencrypt encryptOAEP sends)', () => {
    expect(PASSWORD_OAEP_HASH).toBe('sha256');
  });

  it('round-trips through node:crypto publicEncrypt', () => {
    for (const text of ['Portal@2026', 'Aa1@', '新密码Aa1@', '']) {
      const cipher = publicEncrypt(
        {
          key: pair.publicKey,
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(text, 'utf8'),
      ).toString('base64');
      expect(decryptPassword(pair.privateKey, cipher)).toBe(text);
    }
    const cipher = encryptPassword(pair.publicKey, 'Abcdef1@');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    const plain = privateDecrypt(
      {
        key: pair.privateKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(cipher, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('Abcdef1@');
  });

  it('refuses another padding, another hash, another key and garbage', () => {
    const sha1 = publicEncrypt(
      {
        key: pair.publicKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha1',
      },
      Buffer.from('Portal@2026'),
    ).toString('base64');
    expect(decryptPassword(pair.privateKey, sha1)).toBeUndefined();
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const foreign = encryptPassword(
      other.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      'Portal@2026',
    );
    expect(decryptPassword(pair.privateKey, foreign)).toBeUndefined();
    expect(decryptPassword(pair.privateKey, 'not base64!')).toBeUndefined();
    expect(decryptPassword(pair.privateKey, 'QUJD')).toBeUndefined();
  });

  it('reads bytes that are not UTF-8 as Latin-1 (jsencrypt sends é as E9)', () => {
    const cipher = publicEncrypt(
      {
        key: pair.publicKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from('Pass\u00e9word1@', 'latin1'),
    ).toString('base64');
    expect(decryptPassword(pair.privateKey, cipher)).toBe('Pass\u00e9word1@');
  });
});

describe('passwordKey', () => {
  it('generates one 2048-bit pair, stores it and keeps it', () => {
    const file = tempFile();
    const store = openStore(file, portalSeed);
    expect(store.state().keys).toEqual([]);
    const key = passwordKey(store);
    expect(key.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(key.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(passwordKey(store)).toBe(key);
    const cipher = encryptPassword(key.publicKey, 'x');
    expect(Buffer.from(cipher, 'base64')).toHaveLength(PASSWORD_KEY_BITS / 8);

    // On disk (survives a restart) and kept by reset.
    expect(passwordKey(openStore(file, portalSeed)).publicKey).toBe(
      key.publicKey,
    );
    store.reset();
    expect(store.state().keys).toEqual([key]);
    expect(decryptPassword(passwordKey(store).privateKey, cipher)).toBe('x');
  });
});
