import http from 'node:http';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createBackendCache, FRESH_MS, MAX_AGE_MS } from './backend-cache';
import { listen } from './site-server';

let backend: http.Server;
let base: string;
let calls: { url: string; headers: http.IncomingHttpHeaders; body: string }[];
let status = 200;
let answer = 'first';

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ url: req.url ?? '', headers: req.headers, body });
      res
        .writeHead(status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: status === 200, data: answer }));
    });
  });
  base = `http://127.0.0.1:${await listen(backend, 0)}`;
});

afterAll(() => backend.close());

beforeEach(() => {
  calls = [];
  status = 200;
  answer = 'first';
});

/** A call as the shell's api client makes it on the render tier. */
const call = (path = '/api/portal/banner', body = '{}') =>
  new Request(`http://portal.invalid${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      tenantId: '001.001',
      token: 'must-not-travel',
      deviceFingerprint: 'must-not-travel',
    },
    body,
  });

const dataOf = async (response: Response) =>
  ((await response.json()) as { data: string }).data;

describe('the render tier’s backend cache', () => {
  it('sends a visitor’s call with the tenant’s host and nothing of a session', async () => {
    const cache = createBackendCache(base);
    await cache.fetch('001-001-043.localhost:8080', call());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/portal/banner');
    expect(calls[0]?.body).toBe('{}');
    expect(calls[0]?.headers['x-forwarded-host']).toBe(
      '001-001-043.localhost:8080',
    );
    expect(calls[0]?.headers.tenantid).toBe('001.001');
    expect(calls[0]?.headers.token).toBeUndefined();
    expect(calls[0]?.headers.devicefingerprint).toBeUndefined();
  });

  it('answers again from the cache while fresh, per host and per body', async () => {
    let clock = 0;
    const cache = createBackendCache(base, () => clock);
    await cache.fetch('a.localhost', call());
    clock = FRESH_MS - 1;
    expect(await dataOf(await cache.fetch('a.localhost', call()))).toBe(
      'first',
    );
    expect(calls).toHaveLength(1);
    await cache.fetch('b.localhost', call());
    await cache.fetch('a.localhost', call('/api/portal/banner', '{"x":1}'));
    expect(calls).toHaveLength(3);
  });

  it('serves a stale answer while one request fetches it again, never one older than the limit', async () => {
    let clock = 0;
    const cache = createBackendCache(base, () => clock);
    await cache.fetch('a.localhost', call());
    answer = 'second';
    clock = FRESH_MS + 1;
    // Stale: served at once, refreshed behind.
    expect(await dataOf(await cache.fetch('a.localhost', call()))).toBe(
      'first',
    );
    expect(await dataOf(await cache.fetch('a.localhost', call()))).toBe(
      'first',
    );
    await expect.poll(() => calls.length).toBe(2);
    clock += 1;
    expect(await dataOf(await cache.fetch('a.localhost', call()))).toBe(
      'second',
    );
    // Past the limit, the page waits for a fresh answer.
    answer = 'third';
    clock += MAX_AGE_MS;
    expect(await dataOf(await cache.fetch('a.localhost', call()))).toBe(
      'third',
    );
  });

  it('keeps no failed answer', async () => {
    const cache = createBackendCache(base);
    status = 500;
    expect((await cache.fetch('a.localhost', call())).status).toBe(500);
    status = 200;
    expect(await dataOf(await cache.fetch('a.localhost', call()))).toBe(
      'first',
    );
    expect(calls).toHaveLength(2);
  });
});

it('keeps nothing when told to keep answers 0 ms', async () => {
  const cache = createBackendCache(base, Date.now, 0);
  await cache.fetch('a.localhost', call());
  await cache.fetch('a.localhost', call());
  expect(calls).toHaveLength(2);
});
