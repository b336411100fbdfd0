import { generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { UkeyAnswer } from '@portal/shared/contracts';
import {
  UKEY_FILES,
  UKEY_PIN,
  certificateBase64,
  connectUkey,
  issueCertificate,
  type PemCredential,
  type UkeyClient,
} from '@portal/ukey-simulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';
import { UKEY_CHALLENGE_TTL_MS } from './ukey-challenges';

let server: TestServer;
let clock = Date.now();
const clients: UkeyClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, ukeyPort: 0 });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.dispose();
});

beforeEach(async () => {
  clock = Date.now();
  await call(`${server.url}/__reset`, { params: {} });
});

const FAILED = { success: false, message: '证书验证失败' };

function ukeyUrl(): string {
  if (!server.ukeyUrl) throw new Error('no UKEY simulator');
  return server.ukeyUrl;
}

function result<T>(answer: UkeyAnswer): T {
  if (!answer.ok)
    throw new Error(`${answer.error.code}: ${answer.error.message}`);
  return answer.result as T;
}

interface Session {
  token: string;
  idCardHash: string;
}

async function session(username = 'admin_ukey'): Promise<Session> {
  const token = await login(server.url, username);
  const info = await call<{ idCardHash: string }>(
    `${server.url}/api/user/info`,
    {
      method: 'POST',
      headers: { token },
    },
  );
  return { token, idCardHash: info.body.data?.idCardHash ?? '' };
}

async function challengeFor(token: string): Promise<string> {
  const res = await call<{ challenge: string; expiresIn: number }>(
    `${server.url}/api/sso/ukey/query/sign`,
    { method: 'POST', headers: { token } },
  );
  expect(res.body.success).toBe(true);
  return res.body.data?.challenge ?? '';
}

/** Steps 1–3 and 5 of the protocol through the simulator. */
async function signWithKey(data: string) {
  const client = await connectUkey(ukeyUrl());
  clients.push(client);
  const { certificates } = result<{ certificates: Array<{ id: string }> }>(
    await client.request('listCertificates'),
  );
  const certId = certificates[0]?.id ?? '';
  result(await client.request('verifyPin', { certId, pin: UKEY_PIN }));
  const { certificate } = result<{ certificate: string }>(
    await client.request('getSignCertificate', { certId }),
  );
  const { signature } = result<{ signature: string }>(
    await client.request('sign', { certId, data }),
  );
  return { certificate, signature };
}

function ukeyLogin(token: string, body: Record<string, unknown>) {
  return call<{ adminUrl: string }>(`${server.url}/api/sso/ukey/login`, {
    headers: { token },
    params: body,
  });
}

/** The whole sign-in; answers the login call. */
async function signIn(me: Session) {
  const challenge = await challengeFor(me.token);
  const { certificate, signature } = await signWithKey(
    `${me.idCardHash}.${challenge}`,
  );
  return {
    res: await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: signature,
      certificate,
    }),
    certificate,
    signature,
  };
}

function trustedCa(): PemCredential {
  const dir = path.join(server.dir, 'ukey');
  return {
    certificatePem: fs.readFileSync(path.join(dir, UKEY_FILES.caCert), 'utf8'),
    privateKeyPem: fs.readFileSync(path.join(dir, UKEY_FILES.caKey), 'utf8'),
  };
}

describe('configuration', () => {
  it('points at the simulator and the back office', async () => {
    const res = await call<Record<string, string>>(
      `${server.url}/api/portal/config`,
    );
    expect(server.ukeyUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(res.body.data).toMatchObject({
      ukeyServiceUrl: server.ukeyUrl,
      adminUrl: `${server.url}/admin/`,
    });
  });

  it('keeps the key material beside the db file', () => {
    for (const name of Object.values(UKEY_FILES)) {
      expect(fs.existsSync(path.join(server.dir, 'ukey', name))).toBe(true);
    }
  });
});

describe('POST /api/sso/ukey/query/sign', () => {
  it('hands out a 32-hex challenge valid 120 s', async () => {
    const { token } = await session();
    const res = await call(`${server.url}/api/sso/ukey/query/sign`, {
      method: 'POST',
      headers: { token },
    });
    expect(res.body).toMatchObject({
      success: true,
      data: {
        challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
        expiresIn: 120,
      },
    });
  });

  it('needs a session and an account with needUkey', async () => {
    const anonymous = await call(`${server.url}/api/sso/ukey/query/sign`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    const { token } = await session('learner');
    const res = await call(`${server.url}/api/sso/ukey/query/sign`, {
      method: 'POST',
      headers: { token },
    });
    expect(res.body).toEqual({
      success: false,
      message: '当前账号未启用uKey登录',
    });
  });
});

describe('POST /api/sso/ukey/login', () => {
  it('signs in with a signature made through the simulator', async () => {
    const me = await session();
    const { res } = await signIn(me);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const adminUrl = res.body.data?.adminUrl ?? '';
    expect(adminUrl).toMatch(
      new RegExp(`^${server.url}/admin/\\?ticket=[0-9a-f]{32}$`),
    );

    const pageRes = await fetch(adminUrl);
    const html = await pageRes.text();
    expect(pageRes.status).toBe(200);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('后台管理系统（模拟）');
    expect(html).toContain('欢迎您，赵密钥！');
    expect(html).toContain('uKey证书');
    // One-time: a second visit is the generic page.
    const again = await (await fetch(adminUrl)).text();
    expect(again).not.toContain('赵密钥');
    expect(again).toContain('登录票据无效或已过期');

    const sessions = await call<
      Array<{ token: string; ukeyVerifiedAt?: string }>
    >(`${server.url}/__db/sessions`);
    const stored = sessions.body.data?.find((s) => s.token === me.token);
    expect(stored?.ukeyVerifiedAt).toBe(new Date(clock).toISOString());
  });

  it('accepts the certificate as PEM too', async () => {
    const me = await session();
    const challenge = await challengeFor(me.token);
    const { certificate, signature } = await signWithKey(
      `${me.idCardHash}.${challenge}`,
    );
    const pem = `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
    const res = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: signature,
      certificate: pem,
    });
    expect(res.body.success).toBe(true);
  });

  it('refuses a replayed signature (each challenge once)', async () => {
    const me = await session();
    const first = await signIn(me);
    expect(first.res.body.success).toBe(true);
    const replay = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: first.signature,
      certificate: first.certificate,
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(FAILED);
    // A fresh challenge does not revive the old signature either.
    await challengeFor(me.token);
    const stale = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: first.signature,
      certificate: first.certificate,
    });
    expect(stale.body).toEqual(FAILED);
  });

  it('uses up the challenge on a failed attempt', async () => {
    const me = await session();
    const challenge = await challengeFor(me.token);
    const good = await signWithKey(`${me.idCardHash}.${challenge}`);
    const bad = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: 'AAAA',
      certificate: good.certificate,
    });
    expect(bad.body).toEqual(FAILED);
    const retry = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: good.signature,
      certificate: good.certificate,
    });
    expect(retry.body).toEqual(FAILED);
  });

  it('refuses a forged signature', async () => {
    const me = await session();
    const challenge = await challengeFor(me.token);
    const { certificate } = await signWithKey('anything');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = sign(
      'sha256',
      Buffer.from(`${me.idCardHash}.${challenge}`),
      privateKey,
    ).toString('base64');
    const res = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: forged,
      certificate,
    });
    expect(res.body).toEqual(FAILED);
  });

  it('refuses a signature over another challenge', async () => {
    const me = await session();
    await challengeFor(me.token);
    const { certificate, signature } = await signWithKey(
      `${me.idCardHash}.${'0'.repeat(32)}`,
    );
    const res = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: signature,
      certificate,
    });
    expect(res.body).toEqual(FAILED);
  });

  it('refuses the certificate of a CA the backend does not trust', async () => {
    const switched = await fetch(
      `${ukeyUrl().replace('ws:', 'http:')}/__dev/certificate`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ trusted: false }),
      },
    );
    expect(switched.status).toBe(200);
    const me = await session();
    const { res } = await signIn(me);
    expect(res.body).toEqual(FAILED);
  });

  it('refuses a text other than the user idCardHash', async () => {
    const me = await session();
    const other = await session('admin');
    const challenge = await challengeFor(me.token);
    const { certificate, signature } = await signWithKey(
      `${other.idCardHash}.${challenge}`,
    );
    const res = await ukeyLogin(me.token, {
      text: other.idCardHash,
      signData: signature,
      certificate,
    });
    expect(res.body).toEqual(FAILED);
  });

  it('refuses an expired challenge', async () => {
    const me = await session();
    const challenge = await challengeFor(me.token);
    const { certificate, signature } = await signWithKey(
      `${me.idCardHash}.${challenge}`,
    );
    clock += UKEY_CHALLENGE_TTL_MS + 1;
    const res = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: signature,
      certificate,
    });
    expect(res.body).toEqual(FAILED);
  });

  it('refuses a trusted certificate of another account', async () => {
    const me = await session();
    const challenge = await challengeFor(me.token);
    const other = await issueCertificate(trustedCa(), {
      username: 'admin',
      name: '李管理',
      department: '培训管理处',
    });
    const signature = sign(
      'sha256',
      Buffer.from(`${me.idCardHash}.${challenge}`),
      other.privateKeyPem,
    ).toString('base64');
    const res = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: signature,
      certificate: certificateBase64(other.certificatePem),
    });
    expect(res.body).toEqual(FAILED);
  });

  it('refuses a certificate outside its validity period', async () => {
    const me = await session();
    const challenge = await challengeFor(me.token);
    const expired = await issueCertificate(
      trustedCa(),
      { username: 'admin_ukey', name: '赵密钥', department: '安全保密处' },
      {
        notBefore: new Date(clock - 10 * 86_400_000),
        notAfter: new Date(clock - 86_400_000),
      },
    );
    const signature = sign(
      'sha256',
      Buffer.from(`${me.idCardHash}.${challenge}`),
      expired.privateKeyPem,
    ).toString('base64');
    const res = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: signature,
      certificate: certificateBase64(expired.certificatePem),
    });
    expect(res.body).toEqual(FAILED);
  });

  it('refuses garbage and accounts without needUkey', async () => {
    const me = await session();
    await challengeFor(me.token);
    const garbage = await ukeyLogin(me.token, {
      text: me.idCardHash,
      signData: 'not base64!',
      certificate: 'also not a certificate',
    });
    expect(garbage.body).toEqual(FAILED);
    const empty = await ukeyLogin(me.token, {});
    expect(empty.body).toEqual(FAILED);

    const learner = await session('learner');
    const res = await ukeyLogin(learner.token, { text: learner.idCardHash });
    expect(res.body).toEqual(FAILED);

    const anonymous = await call(`${server.url}/api/sso/ukey/login`, {
      params: {},
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /__dev/ukey', () => {
  it('stops and restarts the simulator listener on the same port', async () => {
    const before = await call<{ running: boolean; url: string }>(
      `${server.url}/__dev/ukey`,
    );
    expect(before.body.data).toMatchObject({
      running: true,
      url: server.ukeyUrl,
    });

    const stopped = await call(`${server.url}/__dev/ukey`, {
      params: { running: false },
    });
    expect(stopped.body).toMatchObject({
      success: true,
      data: { running: false },
    });
    await expect(connectUkey(ukeyUrl(), { timeoutMs: 1000 })).rejects.toThrow();

    const started = await call(`${server.url}/__dev/ukey`, {
      params: { running: true },
    });
    expect(started.body).toMatchObject({
      success: true,
      data: { running: true },
    });
    const client = await connectUkey(ukeyUrl());
    clients.push(client);
    expect(await client.request('listCertificates')).toMatchObject({
      ok: true,
    });
  });

  it('is restarted by /__reset', async () => {
    await call(`${server.url}/__dev/ukey`, { params: { running: false } });
    await call(`${server.url}/__reset`, { params: {} });
    const client = await connectUkey(ukeyUrl());
    clients.push(client);
    expect(await client.request('listCertificates')).toMatchObject({
      ok: true,
    });
  });

  it('refuses a non-boolean running', async () => {
    const res = await call(`${server.url}/__dev/ukey`, {
      params: { running: 'soon' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('参数running必须是布尔值');
  });

  it('answers 409 when no simulator was started', async () => {
    const plain = await startTestServer();
    try {
      const res = await call(`${plain.url}/__dev/ukey`, {
        params: { running: true },
      });
      expect(res.status).toBe(409);
      const config = await call<{ ukeyServiceUrl: string }>(
        `${plain.url}/api/portal/config`,
      );
      expect(config.body.data?.ukeyServiceUrl).toBe('ws://127.0.0.1:23577');
    } finally {
      await plain.dispose();
    }
  });
});
