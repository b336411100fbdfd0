import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GZIP_MIN_BYTES } from './platform/http';
import { createMockServer } from './server';
import { call, login, startTestServer, type TestServer } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

describe('protocol', () => {
  it('creates the db file from the seed', () => {
    const db = JSON.parse(fs.readFileSync(server.dbFile, 'utf8')) as {
      subsites: unknown[];
      users: Array<{ passwordHash: string }>;
    };
    expect(db.subsites).toHaveLength(3);
    expect(db.users).toHaveLength(27);
    expect(JSON.stringify(db)).not.toContain('Portal@2026');
    expect(db.users[0]?.passwordHash).toMatch(
      /^scrypt\$[0-9a-f]+\$[0-9a-f]{64}$/,
    );
  });

  it('answers an address too long for Node with 431 JSON, and a malformed request with 400 JSON', async () => {
    const long = await call(
      `${server.url}/api/portal/course/get?payloads=${'%5B'.repeat(8000)}`,
    );
    expect(long.status).toBe(431);
    expect(long.body).toEqual({
      success: false,
      message: '请求地址或请求头过长',
    });
    const { port } = new URL(server.url);
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('NOT A REQUEST\r\n\r\n'),
      );
      socket.on('data', (part) => (text += part.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('{"success":false,"message":"请求格式不正确"}');
    // The server keeps answering.
    expect((await call(`${server.url}/api/portal/subsite`)).status).toBe(200);
  });

  it('answers an unknown path with 404 JSON', async () => {
    const res = await call(`${server.url}/no/such/path`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: '请求的路径不存在',
    });
    const post = await call(`${server.url}/api/nothing`, { params: {} });
    expect(post.status).toBe(404);
  });

  it('answers a wrong method on a known path with 405 JSON', async () => {
    const res = await call(`${server.url}/api/portal/suggest/createSuggest`);
    expect(res.status).toBe(405);
    expect(res.body.success).toBe(false);
  });

  it('rejects malformed JSON with 400 and keeps answering', async () => {
    const res = await call(`${server.url}/api/portal/article/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"pagesize": 10,',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: '请求体不是合法的JSON',
    });
    const next = await call(`${server.url}/api/portal/article/query`, {
      params: { pagesize: 2 },
    });
    expect(next.status).toBe(200);
    expect(next.body.success).toBe(true);
  });

  it('rejects a JSON body that is not an object', async () => {
    const res = await call(`${server.url}/api/portal/article/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[1,2]',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请求体必须是JSON对象');
  });

  it('accepts form-encoded bodies and query parameters', async () => {
    const form = await call<{ pagesize: number; pagenum: number }>(
      `${server.url}/pcApi/api/cela/queryTopicPageList`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'pagesize=3&pagenum=1',
      },
    );
    expect(form.body.data).toMatchObject({ pagesize: 3, pagenum: 1 });
    const query = await call<{ pagesize: number }>(
      `${server.url}/api/portal/article/query?pagesize=4`,
      { method: 'POST' },
    );
    expect(query.body.data?.pagesize).toBe(4);
  });

  it('refuses JSONP', async () => {
    const res = await call(`${server.url}/api/portal/subsite?callback=steal`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('不支持JSONP请求');
  });

  it('answers a 2 MB body with 413 JSON', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) });
    const res = await call(`${server.url}/api/portal/suggest/createSuggest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('1MB');
    const after = await call(`${server.url}/__health`);
    expect(after.status).toBe(200);
  });

  it('refuses unknown body types with 415', async () => {
    const res = await call(`${server.url}/api/portal/article/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
  });
});

/** A GET with exactly these headers (fetch would add Accept-Encoding). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('request encoding (seed 7.1)', () => {
  const FORM_ONLY =
    '该接口的请求体须为表单编码（application/x-www-form-urlencoded）';
  const JSON_ONLY = '该接口的请求体须为JSON（application/json）';

  it.each([
    '/api/letter/getUnReadNum',
    '/api/sso/ukey/login',
    '/api/portal/collect/toggleCollect',
    '/api/personal/yearTotalStatistics',
  ])('refuses a JSON body on the form call %s with 415 JSON', async (path) => {
    const res = await call(`${server.url}${path}`, { json: { id: '1' } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: FORM_ONLY });
  });

  it('accepts a form body there, and an empty body of either type', async () => {
    const token = await login(server.url, 'learner');
    const url = `${server.url}/api/letter/getUnReadNum`;
    const form = await call(url, { headers: { token }, form: { a: '1' } });
    expect(form.status).toBe(200);
    const empty = await call(url, {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
    });
    expect(empty.status).toBe(200);
  });

  it('refuses a form body on a JSON call, on every mount of getAllLives', async () => {
    for (const path of [
      '/apiLive/api/fosung/live/getAllLives',
      '/api/fosung/live/getAllLives',
      '/api/user/info/update',
    ]) {
      const res = await call(`${server.url}${path}`, { form: { a: '1' } });
      expect(res.status, path).toBe(415);
      expect(res.body).toEqual({ success: false, message: JSON_ONLY });
    }
    const lives = await call(
      `${server.url}/apiLive/api/fosung/live/getAllLives`,
      { json: {} },
    );
    expect(lives.status).toBe(200);
  });

  it('leaves paths outside the API alone', async () => {
    const res = await call(`${server.url}/__reset`, { json: {} });
    expect(res.status).toBe(200);
  });
});

describe('JSON answers', () => {
  const bigPage = () =>
    `${server.url}/api/portal/course/getPageByCategory?pagesize=100`;

  it('are compact, with a length and without an ETag', async () => {
    const res = await rawGet(`${server.url}/api/portal/subsite`);
    const text = res.body.toString('utf8');
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBeUndefined();
  });

  it('are gzipped from 1 KB on, for clients that take gzip', async () => {
    const plain = await rawGet(bigPage());
    expect(plain.body.length).toBeGreaterThan(GZIP_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');

    const zipped = await rawGet(bigPage(), { 'Accept-Encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBe(String(zipped.body.length));
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);

    const refused = await rawGet(bigPage(), {
      'Accept-Encoding': 'gzip;q=0, identity',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('below 1 KB go out as they are', async () => {
    const small = await rawGet(`${server.url}/api/portal/config`, {
      'Accept-Encoding': 'gzip',
    });
    expect(small.body.length).toBeLessThan(GZIP_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({
      success: true,
    });
  });

  it('leave static files, served after the routes, as they were', async () => {
    const res = await rawGet(`${server.url}/robots.txt`);
    expect(res.body.toString('utf8')).toContain('User-agent: *');
    expect(res.headers['content-type']).toContain('text/plain');
  });
});

describe('CORS', () => {
  it.each([
    'http://localhost:8080',
    'http://127.0.0.1:5173',
    'http://001-001-043.localhost:8080',
  ])('allows %s with credentials', async (origin) => {
    const res = await fetch(`${server.url}/api/portal/config`, {
      headers: { Origin: origin },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers an allowed preflight with 204', async () => {
    const res = await fetch(`${server.url}/api/user/info`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://001-001-065.localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,token,fs-ck,tenantid',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('token');
  });

  it.each(['http://evil.example', 'http://localhost.evil.example', 'null'])(
    'gives %s no CORS headers',
    async (origin) => {
      const res = await fetch(`${server.url}/api/portal/config`, {
        headers: { Origin: origin },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fetch(`${server.url}/api/portal/config`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});

describe('persistence', () => {
  it('keeps suggestions and sessions across a restart on the same file', async () => {
    const first = await startTestServer();
    const token = await login(first.url, 'learner');
    const created = await call<{ id: number }>(
      `${first.url}/api/portal/suggest/createSuggest`,
      { headers: { token }, params: { content: '希望增加更多党史课程' } },
    );
    expect(created.status).toBe(200);
    await first.close();

    const second = await createMockServer({
      dbFile: first.dbFile,
      port: 0,
      quiet: true,
    });
    try {
      const mine = await call<{ datalist: Array<{ content: string }> }>(
        `${second.url}/api/portal/suggest/queryMySuggest`,
        { headers: { token }, params: {} },
      );
      expect(mine.status).toBe(200);
      // Newest first (the seed holds an older, answered one of learner).
      expect(mine.body.data?.datalist[0]?.content).toBe('希望增加更多党史课程');
    } finally {
      await second.close();
      fs.rmSync(first.dir, { recursive: true, force: true });
    }
  });

  it('leaves no temporary files next to the db', async () => {
    await login(server.url, 'learner');
    const leftovers = fs
      .readdirSync(server.dir)
      .filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });
});

describe('production mode', () => {
  it('does not mount the development hooks', async () => {
    const prod = await startTestServer({ dev: false });
    try {
      for (const path of ['/__health', '/__dev/sms-outbox', '/__db/users']) {
        const res = await call(`${prod.url}${path}`);
        expect(res.status).toBe(404);
      }
      const reset = await call(`${prod.url}/__reset`, { params: {} });
      expect(reset.status).toBe(404);
    } finally {
      await prod.dispose();
    }
  });
});
