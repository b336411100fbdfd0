import { X509Certificate, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { UkeyAnswer } from '@portal/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { connectUkey, type UkeyClient } from './client';
import {
  UKEY_FILES,
  certificateUsername,
  readOrCreateUkeyPki,
  readTrustedCa,
} from './pki';
import { createUkeySimulator, type UkeySimulator } from './simulator';
import { UKEY_KEY_ID, UKEY_PIN } from './virtual-key';

let dir: string;
let sim: UkeySimulator;
const clients: UkeyClient[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ukey-'));
  sim = await createUkeySimulator({ port: 0, dataDir: dir });
});

afterAll(async () => {
  await sim.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await sim.start();
  await control('/__dev/reset');
});

async function connect(): Promise<UkeyClient> {
  const client = await connectUkey(sim.url);
  clients.push(client);
  return client;
}

function httpUrl(pathname: string): string {
  return `http://127.0.0.1:${sim.port}${pathname}`;
}

async function control(
  pathname: string,
  body?: unknown,
  method = 'POST',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(httpUrl(pathname), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.headers.get('content-type')).toContain('application/json');
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  };
}

function result<T>(answer: UkeyAnswer): T {
  if (!answer.ok)
    throw new Error(`${answer.error.code}: ${answer.error.message}`);
  return answer.result as T;
}

interface Listed {
  id: string;
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: string;
  notAfter: string;
}

async function onlyCertificate(client: UkeyClient): Promise<Listed> {
  const { certificates } = result<{ certificates: Listed[] }>(
    await client.request('listCertificates'),
  );
  expect(certificates).toHaveLength(1);
  return certificates[0] as Listed;
}

describe('key material', () => {
  it('stores a CA, the signing certificate and an untrusted one as PEM', async () => {
    for (const name of Object.values(UKEY_FILES)) {
      expect(fs.readFileSync(path.join(dir, name), 'utf8')).toMatch(
        /^-----BEGIN (CERTIFICATE|PRIVATE KEY)-----\n/,
      );
    }
    const ca = await readTrustedCa(dir);
    expect(ca.ca).toBe(true);
    expect(ca.subject).toContain('CN=Portal UKEY CA');
    expect(ca.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const cert = new X509Certificate(
      fs.readFileSync(path.join(dir, UKEY_FILES.cert)),
    );
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(certificateUsername(cert.raw)).toBe('admin_ukey');
    const untrusted = new X509Certificate(
      fs.readFileSync(path.join(dir, UKEY_FILES.untrustedCert)),
    );
    expect(untrusted.checkIssued(ca)).toBe(false);
    expect(untrusted.verify(ca.publicKey)).toBe(false);
  });

  it('reuses the stored files on later starts', async () => {
    const before = fs.readFileSync(path.join(dir, UKEY_FILES.cert), 'utf8');
    const again = await readOrCreateUkeyPki(dir);
    expect(again.signer.certificatePem).toBe(before);
  });

  // Two sets of RSA keys: seconds of CPU on a busy two-core machine.
  it(
    'generates a new set when the files are unusable',
    { timeout: 30_000 },
    async () => {
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ukey-'));
      try {
        const first = await readOrCreateUkeyPki(other);
        fs.writeFileSync(path.join(other, UKEY_FILES.caCert), 'garbage');
        const warnings: string[] = [];
        const second = await readOrCreateUkeyPki(other, (m) =>
          warnings.push(m),
        );
        expect(second.ca.certificatePem).not.toBe(first.ca.certificatePem);
        expect(warnings).toHaveLength(1);
        expect(
          fs.readFileSync(path.join(other, UKEY_FILES.caCert), 'utf8'),
        ).toBe(second.ca.certificatePem);
      } finally {
        fs.rmSync(other, { recursive: true, force: true });
      }
    },
  );
});

describe('protocol', () => {
  it('lists the key certificate', async () => {
    const client = await connect();
    const cert = await onlyCertificate(client);
    expect(cert.id).toMatch(/^[0-9a-f]{40}$/);
    expect(cert.subject).toContain('CN=赵密钥');
    expect(cert.subject).toContain('serialNumber=admin_ukey');
    expect(cert.issuer).toContain('CN=Portal UKEY CA');
    expect(cert.serialNumber).toMatch(/^[0-9a-f]+$/);
    expect(Date.parse(cert.notBefore)).toBeLessThan(Date.now());
    expect(Date.parse(cert.notAfter)).toBeGreaterThan(Date.now());
  });

  it('asks for the PIN before reading the certificate or signing', async () => {
    const client = await connect();
    const { id } = await onlyCertificate(client);
    const read = await client.request('getSignCertificate', { certId: id });
    expect(read).toMatchObject({
      ok: false,
      error: { code: 'PIN_REQUIRED', message: '请先验证PIN码' },
    });
    const signed = await client.request('sign', { certId: id, data: 'x' });
    expect(signed).toMatchObject({
      ok: false,
      error: { code: 'PIN_REQUIRED' },
    });
  });

  it('answers with the request id', async () => {
    const client = await connect();
    client.socket.send(
      JSON.stringify({ id: 'abc-1', method: 'listCertificates' }),
    );
    const answer = await new Promise<unknown>((resolve) =>
      client.socket.once('message', (raw) => resolve(JSON.parse(String(raw)))),
    );
    expect(answer).toMatchObject({ id: 'abc-1', ok: true });
  });

  it('verifies the PIN, reads the certificate and signs SHA256withRSA', async () => {
    const client = await connect();
    const { id } = await onlyCertificate(client);
    expect(
      await client.request('verifyPin', { certId: id, pin: UKEY_PIN }),
    ).toMatchObject({ ok: true, result: { verified: true } });
    const { certificate } = result<{ certificate: string }>(
      await client.request('getSignCertificate', { certId: id }),
    );
    const cert = new X509Certificate(Buffer.from(certificate, 'base64'));
    expect(cert.verify((await readTrustedCa(dir)).publicKey)).toBe(true);

    const data = 'abc123.挑战值';
    const { signature } = result<{ signature: string }>(
      await client.request('sign', { certId: id, data }),
    );
    const bytes = Buffer.from(signature, 'base64');
    expect(bytes).toHaveLength(256);
    expect(
      verify('sha256', Buffer.from(data, 'utf8'), cert.publicKey, bytes),
    ).toBe(true);
    expect(
      verify('sha256', Buffer.from(`${data}x`, 'utf8'), cert.publicKey, bytes),
    ).toBe(false);
  });

  it('keeps a verified PIN per connection', async () => {
    const a = await connect();
    const b = await connect();
    const { id } = await onlyCertificate(a);
    result(await a.request('verifyPin', { certId: id, pin: UKEY_PIN }));
    expect(await b.request('sign', { certId: id, data: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'PIN_REQUIRED' },
    });
  });

  it('counts wrong PINs, resets on a correct one and locks after three', async () => {
    const client = await connect();
    const { id } = await onlyCertificate(client);
    const wrong = () =>
      client.request('verifyPin', { certId: id, pin: '000000' });
    expect(await wrong()).toMatchObject({
      ok: false,
      error: {
        code: 'PIN_INCORRECT',
        message: 'PIN码错误，还可尝试2次',
        retriesLeft: 2,
      },
    });
    expect(await wrong()).toMatchObject({
      error: { code: 'PIN_INCORRECT', retriesLeft: 1 },
    });
    result(await client.request('verifyPin', { certId: id, pin: UKEY_PIN }));
    expect(await wrong()).toMatchObject({
      error: { code: 'PIN_INCORRECT', retriesLeft: 2 },
    });
    expect(await wrong()).toMatchObject({ error: { retriesLeft: 1 } });
    expect(await wrong()).toMatchObject({
      ok: false,
      error: {
        code: 'KEY_LOCKED',
        message: 'uKey已锁定，请联系管理员',
        retriesLeft: 0,
      },
    });
    // Locked: the right PIN no longer helps, and signing stops.
    expect(
      await client.request('verifyPin', { certId: id, pin: UKEY_PIN }),
    ).toMatchObject({ ok: false, error: { code: 'KEY_LOCKED' } });
    expect(
      await client.request('sign', { certId: id, data: 'x' }),
    ).toMatchObject({ ok: false, error: { code: 'KEY_LOCKED' } });
    const state = await control('/__dev/state', undefined, 'GET');
    expect(state.body.data).toMatchObject({ locked: true, retriesLeft: 0 });

    await control('/__dev/reset');
    expect(
      await client.request('verifyPin', { certId: id, pin: UKEY_PIN }),
    ).toMatchObject({ ok: true });
  });

  it('answers CERT_NOT_FOUND for another certificate id', async () => {
    const client = await connect();
    const answer = await client.request('verifyPin', {
      certId: '0'.repeat(40),
      pin: UKEY_PIN,
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'CERT_NOT_FOUND', message: '未找到指定的证书' },
    });
  });
});

describe('plugging', () => {
  it('sends keyRemoved and keyInserted to every open connection', async () => {
    const a = await connect();
    const b = await connect();
    const { id } = await onlyCertificate(a);
    result(await a.request('verifyPin', { certId: id, pin: UKEY_PIN }));

    const unplug = await control('/__dev/unplug');
    expect(unplug.body).toMatchObject({
      success: true,
      data: { inserted: false, connections: 2 },
    });
    for (const client of [a, b]) {
      expect(await client.nextEvent('keyRemoved')).toEqual({
        event: 'keyRemoved',
        data: { keyId: UKEY_KEY_ID },
      });
    }
    expect(await a.request('listCertificates')).toMatchObject({
      ok: true,
      result: { certificates: [] },
    });
    expect(
      await a.request('verifyPin', { certId: id, pin: UKEY_PIN }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NO_KEY', message: '未检测到uKey，请插入uKey' },
    });
    expect(await a.request('sign', { certId: id, data: 'x' })).toMatchObject({
      error: { code: 'NO_KEY' },
    });

    await control('/__dev/plug');
    for (const client of [a, b]) {
      expect(await client.nextEvent('keyInserted')).toEqual({
        event: 'keyInserted',
        data: { keyId: UKEY_KEY_ID },
      });
    }
    // Removing the key forgot the verified PIN.
    expect(await a.request('sign', { certId: id, data: 'x' })).toMatchObject({
      error: { code: 'PIN_REQUIRED' },
    });
  });

  it('sends no event when the state does not change', async () => {
    const client = await connect();
    await control('/__dev/plug');
    await control('/__dev/unplug');
    await control('/__dev/unplug');
    expect(await client.nextEvent('keyRemoved')).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(client.events).toEqual([]);
  });
});

describe('untrusted certificate', () => {
  it('presents a certificate from a CA the backend does not know', async () => {
    const client = await connect();
    const trusted = await onlyCertificate(client);
    const res = await control('/__dev/certificate', { trusted: false });
    expect(res.body).toMatchObject({ success: true, data: { trusted: false } });

    const untrusted = await onlyCertificate(client);
    expect(untrusted.id).not.toBe(trusted.id);
    expect(untrusted.subject).toBe(trusted.subject);
    expect(untrusted.issuer).toContain('CN=Unknown Test CA');
    // The old id is gone.
    expect(
      await client.request('verifyPin', { certId: trusted.id, pin: UKEY_PIN }),
    ).toMatchObject({ error: { code: 'CERT_NOT_FOUND' } });

    result(
      await client.request('verifyPin', {
        certId: untrusted.id,
        pin: UKEY_PIN,
      }),
    );
    const { certificate } = result<{ certificate: string }>(
      await client.request('getSignCertificate', { certId: untrusted.id }),
    );
    const cert = new X509Certificate(Buffer.from(certificate, 'base64'));
    expect(cert.verify((await readTrustedCa(dir)).publicKey)).toBe(false);
    const { signature } = result<{ signature: string }>(
      await client.request('sign', { certId: untrusted.id, data: 'd' }),
    );
    expect(
      verify(
        'sha256',
        Buffer.from('d'),
        cert.publicKey,
        Buffer.from(signature, 'base64'),
      ),
    ).toBe(true);

    await control('/__dev/certificate', { trusted: true });
    expect((await onlyCertificate(client)).id).toBe(trusted.id);
  });

  it('refuses a non-boolean trusted', async () => {
    const res = await control('/__dev/certificate', { trusted: 'maybe' });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: '参数trusted必须是布尔值' },
    });
    const form = await fetch(httpUrl('/__dev/certificate'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'trusted=false',
    });
    expect(await form.json()).toMatchObject({ data: { trusted: false } });
  });
});

describe('malformed messages', () => {
  it.each([
    ['not JSON', 'hello', null, 'BAD_REQUEST', '消息不是合法的JSON'],
    ['an array', '[1,2]', null, 'BAD_REQUEST', '消息必须是JSON对象'],
    [
      'no id',
      '{"method":"listCertificates"}',
      null,
      'BAD_REQUEST',
      '缺少请求id',
    ],
    [
      'a numeric id',
      '{"id":1,"method":"listCertificates"}',
      null,
      'BAD_REQUEST',
      '缺少请求id',
    ],
    ['no method', '{"id":"a"}', 'a', 'BAD_REQUEST', '缺少参数method'],
    [
      'an unknown method',
      '{"id":"b","method":"format"}',
      'b',
      'UNKNOWN_METHOD',
      '不支持的方法：format',
    ],
    [
      'bad params',
      '{"id":"c","method":"sign","params":[1]}',
      'c',
      'BAD_REQUEST',
      '参数params必须是对象',
    ],
    [
      'no certId',
      '{"id":"d","method":"verifyPin","params":{"pin":"1"}}',
      'd',
      'BAD_REQUEST',
      '缺少参数certId',
    ],
    [
      'a numeric pin',
      '{"id":"e","method":"verifyPin","params":{"certId":"x","pin":123456}}',
      'e',
      'BAD_REQUEST',
      '参数pin必须是字符串',
    ],
    [
      'no data',
      '{"id":"f","method":"sign","params":{"certId":"x"}}',
      'f',
      'BAD_REQUEST',
      '缺少参数data',
    ],
  ])('answers an error to %s', async (_label, text, id, code, message) => {
    const client = await connect();
    expect(await client.sendRaw(text)).toEqual({
      id,
      ok: false,
      error: { code, message },
    });
    // Still serving.
    expect(await client.request('listCertificates')).toMatchObject({
      ok: true,
    });
  });

  it('answers an error to a binary frame', async () => {
    const client = await connect();
    expect(await client.sendRaw(Buffer.from([1, 2, 3]))).toMatchObject({
      id: null,
      ok: false,
      error: { code: 'BAD_REQUEST', message: '只接受文本消息' },
    });
  });

  it('does not count a malformed PIN request as a wrong PIN', async () => {
    const client = await connect();
    const { id } = await onlyCertificate(client);
    await client.sendRaw(
      JSON.stringify({ id: 'x', method: 'verifyPin', params: { certId: id } }),
    );
    const state = await control('/__dev/state', undefined, 'GET');
    expect(state.body.data).toMatchObject({ retriesLeft: 3 });
  });
});

describe('listener and HTTP', () => {
  it('stops and starts on the same port', async () => {
    const port = sim.port;
    const client = await connect();
    const closed = new Promise((resolve) =>
      client.socket.once('close', resolve),
    );
    await sim.stop();
    expect(sim.running).toBe(false);
    await closed;
    await expect(connectUkey(sim.url, { timeoutMs: 1000 })).rejects.toThrow();
    await sim.start();
    expect(sim.port).toBe(port);
    const again = await connect();
    expect(await again.request('listCertificates')).toMatchObject({ ok: true });
  });

  it('refuses pages from other machines but accepts local ones', async () => {
    await expect(
      connectUkey(sim.url, { origin: 'http://evil.example' }),
    ).rejects.toThrow(/403/);
    const local = await connectUkey(sim.url, {
      origin: 'http://001-001-043.localhost:8080',
    });
    clients.push(local);
    expect(await local.request('listCertificates')).toMatchObject({ ok: true });
  });

  it('answers JSON for unknown paths and methods', async () => {
    expect(await control('/nope', undefined, 'GET')).toEqual({
      status: 404,
      body: { success: false, message: '请求的路径不存在' },
    });
    expect((await control('/__dev/plug', undefined, 'GET')).status).toBe(405);
    const bad = await fetch(httpUrl('/__dev/plug'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    const state = await control('/__dev/state', undefined, 'GET');
    expect(state.body).toMatchObject({
      success: true,
      data: {
        running: true,
        url: sim.url,
        keyId: UKEY_KEY_ID,
        inserted: true,
        trusted: true,
        locked: false,
        retriesLeft: 3,
      },
    });
  });

  it('lets local pages call the controls (CORS)', async () => {
    const res = await fetch(httpUrl('/__dev/state'), {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(
      'http://localhost:8080',
    );
    const other = await fetch(httpUrl('/__dev/state'), {
      headers: { Origin: 'http://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
