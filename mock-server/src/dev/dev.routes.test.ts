import fs from 'node:fs';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildSeed } from '../seed';
import { call, login, startTestServer, type TestServer } from '../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  await call(`${server.url}/__dev/fail`, { method: 'DELETE' });
});

const CONFIG = '/api/portal/config';

function fault(rule: Record<string, unknown>) {
  return call(`${server.url}/__dev/fail`, { json: rule });
}

describe('GET /__health', () => {
  it('answers success', async () => {
    const res = await call(`${server.url}/__health`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('GET /__dev/sms-outbox', () => {
  it('answers an empty list before any SMS', async () => {
    const res = await call(`${server.url}/__dev/sms-outbox?phone=13800000001`);
    expect(res.body).toMatchObject({ success: true, data: [] });
  });
});

describe('POST /__reset', () => {
  it('restores the seed and drops sessions and suggestions', async () => {
    const key = (
      await call<{ passwordPublicKey: string }>(`${server.url}${CONFIG}`)
    ).body.data?.passwordPublicKey;
    const token = await login(server.url, 'learner');
    await call(`${server.url}/api/portal/suggest/createSuggest`, {
      headers: { token },
      params: { content: '重置前的建议' },
    });
    await call(`${server.url}/api/portal/article/get?id=1001`);
    const res = await call(`${server.url}/__reset`, { json: {} });
    expect(res.body.success).toBe(true);

    expect(
      (
        await call(`${server.url}/api/user/info`, {
          method: 'POST',
          headers: { token },
        })
      ).status,
    ).toBe(401);
    const onDisk = JSON.parse(fs.readFileSync(server.dbFile, 'utf8')) as {
      keys: Array<{ publicKey: string }>;
    };
    // Everything back to the seed except the password key pair, kept.
    expect(onDisk).toEqual({ ...buildSeed(), keys: onDisk.keys });
    expect(onDisk.keys.map((k) => k.publicKey)).toEqual([key]);
    const after = await call<{ passwordPublicKey: string }>(
      `${server.url}${CONFIG}`,
    );
    expect(after.body.data?.passwordPublicKey).toBe(key);
  });

  it('drops pending captchas', async () => {
    const issued = await call<{ verificationCodeToken: string }>(
      `${server.url}/api/webmember/getValidateCode`,
    );
    const captcha = `${server.url}/__dev/captcha?token=${issued.body.data?.verificationCodeToken}`;
    expect((await call(captcha)).status).toBe(200);
    await call(`${server.url}/__reset`, { json: {} });
    expect((await call(captcha)).status).toBe(404);
  });

  it('clears pending faults', async () => {
    await fault({ path: CONFIG, status: 500, times: 3 });
    await call(`${server.url}/__reset`, { json: {} });
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(200);
  });
});

describe('/__dev/fail', () => {
  it('fails exactly `times` calls of the path', async () => {
    const set = await fault({ path: CONFIG, status: 503, times: 2 });
    expect(set.status).toBe(200);
    const first = await call(`${server.url}${CONFIG}`);
    const other = await call(`${server.url}/api/portal/subsite`);
    const second = await call(`${server.url}${CONFIG}`, { params: {} });
    const third = await call(`${server.url}${CONFIG}`);
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ success: false, message: '模拟故障' });
    expect(other.status).toBe(200);
    expect(second.status).toBe(503);
    expect(third.status).toBe(200);
  });

  it('fails once by default and with 500 when no status is given', async () => {
    await fault({ path: CONFIG });
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(500);
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(200);
  });

  it('hangs timeoutMs, then answers the status', async () => {
    await fault({ path: CONFIG, status: 504, timeoutMs: 300 });
    const started = Date.now();
    const res = await call(`${server.url}${CONFIG}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(res.status).toBe(504);
  });

  it('with timeoutMs alone, delays the real answer', async () => {
    await fault({ path: CONFIG, timeoutMs: 200 });
    const started = Date.now();
    const res = await call(`${server.url}${CONFIG}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('lets a client give up on a hung call', async () => {
    await fault({ path: CONFIG, timeoutMs: 5000, status: 500 });
    await expect(
      fetch(`${server.url}${CONFIG}`, { signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow();
    expect((await call(`${server.url}/__health`)).status).toBe(200);
  });

  it('is cleared by DELETE', async () => {
    await fault({ path: CONFIG, status: 500, times: 5 });
    const cleared = await call(`${server.url}/__dev/fail`, {
      method: 'DELETE',
    });
    expect(cleared.body.success).toBe(true);
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(200);
  });

  it.each([
    [401, '身份过期，请重新登录'],
    [403, '您没有权限执行此操作'],
    [409, '您的账号已在其他地方登录'],
    [500, '模拟故障'],
  ])('answers %i with its JSON message', async (status, message) => {
    await fault({ path: CONFIG, status });
    const res = await call(`${server.url}${CONFIG}`);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message });
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(200);
  });

  it('answers 502 with a gateway HTML page, not JSON', async () => {
    await fault({ path: CONFIG, status: 502, times: 2 });
    for (const method of ['GET', 'POST']) {
      const res = await fetch(`${server.url}${CONFIG}`, { method });
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const text = await res.text();
      expect(text).toContain('<title>502 Bad Gateway</title>');
      expect(() => JSON.parse(text) as unknown).toThrow();
    }
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(200);
  });

  it('matches a path prefix ending in *', async () => {
    await fault({ path: '/api/portal/*', status: 409, times: 2 });
    const config = await call(`${server.url}${CONFIG}`);
    const other = await call(`${server.url}/api/user/info`, { method: 'POST' });
    const subsite = await call(`${server.url}/api/portal/subsite`);
    const third = await call(`${server.url}/api/portal/banner`);
    expect(config.status).toBe(409);
    expect(config.body.message).toBe('您的账号已在其他地方登录');
    expect(other.status).toBe(401);
    expect(subsite.status).toBe(409);
    expect(third.status).toBe(200);
  });

  it('lets a prefix cover the path itself, not the dev hooks', async () => {
    await fault({ path: '/api/portal/config*', status: 403, times: 5 });
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(403);
    await fault({ path: '/*', status: 500, times: 5 });
    expect((await call(`${server.url}/__health`)).status).toBe(200);
    expect((await call(`${server.url}/api/portal/banner`)).status).toBe(500);
    const rules = await call<Array<{ path: string }>>(
      `${server.url}/__dev/fail`,
    );
    expect(rules.body.data?.map((r) => r.path)).toEqual([
      '/api/portal/config*',
      '/*',
    ]);
    const reset = await call(`${server.url}/__reset`, { json: {} });
    expect(reset.status).toBe(200);
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(200);
  });

  it('validates the rule', async () => {
    expect((await fault({})).status).toBe(400);
    expect((await fault({ path: 'no-slash' })).status).toBe(400);
    const star = await fault({ path: '/api/*/info' });
    expect(star.status).toBe(400);
    expect(star.body.message).toBe('参数path中的*只能出现在末尾');
    expect((await fault({ path: CONFIG, status: 42 })).status).toBe(400);
    expect((await fault({ path: CONFIG, times: 0 })).status).toBe(400);
    expect((await fault({ path: CONFIG, times: 'x' })).status).toBe(400);
    expect((await call(`${server.url}${CONFIG}`)).status).toBe(200);
  });
});

describe('/__db', () => {
  it('is read-only', async () => {
    const list = await call<unknown[]>(`${server.url}/__db/banners`);
    expect(list.status).toBe(200);
    expect(list.body.data?.length).toBeGreaterThan(0);
    const post = await call(`${server.url}/__db/banners`, {
      json: { title: 'x' },
    });
    expect(post.status).toBe(405);
    const del = await call(`${server.url}/__db/banners/101`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(405);
  });

  it('never shows a private key, however the collection is named', async () => {
    await call(`${server.url}/api/portal/config`);
    for (const path of [
      '/__db',
      '/__db/db',
      '/__db/keys',
      '/__db/KEYS',
      '/__db/Keys/password',
      '/__db//keys',
      '/__db/keys?id=password',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(await res.text(), path).not.toContain('PRIVATE KEY');
    }
  });
});
