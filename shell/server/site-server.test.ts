import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cacheControlFor, createSiteServer, listen } from './site-server';

let folder: string;
let site: http.Server;
let backend: http.Server;
let base: string;
const seenByBackend: { url?: string; forwardedHost?: string } = {};

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  const dist = path.join(folder, 'dist');
  mkdirSync(path.join(dist, 'shell/1.0.0'), { recursive: true });
  mkdirSync(path.join(dist, 'mf-home/2.0.0'), { recursive: true });
  mkdirSync(path.join(folder, 'config/remotes'), { recursive: true });
  writeFileSync(
    path.join(dist, 'shell/1.0.0/index.html'),
    '<!doctype html><title>portal</title>',
  );
  writeFileSync(
    path.join(dist, 'mf-home/2.0.0/remoteEntry.js'),
    'var mf_home = 1;'.repeat(200),
  );
  writeFileSync(
    path.join(dist, 'mf-home/2.0.0/main.0123456789.js'),
    'console.log(1)',
  );
  writeFileSync(path.join(folder, 'secret.txt'), 'do not serve');
  writeFileSync(
    path.join(folder, 'config/site.json'),
    JSON.stringify({ shell: '1.0.0' }),
  );
  writeFileSync(
    path.join(folder, 'config/remotes/001.001.json'),
    JSON.stringify({ remotes: {} }),
  );

  backend = http.createServer((req, res) => {
    seenByBackend.url = req.url;
    seenByBackend.forwardedHost = String(req.headers['x-forwarded-host']);
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end('{"success":true}');
  });
  const backendPort = await listen(backend, 0);
  site = createSiteServer({
    distDir: dist,
    configDir: path.join(folder, 'config'),
    backend: `http://127.0.0.1:${backendPort}`,
    port: 0,
  });
  base = `http://127.0.0.1:${await listen(site, 0)}`;
});

afterAll(() => {
  site.close();
  backend.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves the shell for every portal path, revalidated on each load', async () => {
    for (const route of [
      '/',
      '/index',
      '/personalCenter',
      '/commendIndex/coursedetail',
    ]) {
      const response = await fetch(base + route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>portal</title>');
    }
  });

  it('caches hashed chunks for a year and revalidates entries and remote maps', async () => {
    expect(cacheControlFor('/x/main.0123456789.js')).toContain('immutable');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    const chunk = await fetch(`${base}/mf-home/2.0.0/main.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    const map = await fetch(`${base}/config/remotes/001.001.json`);
    expect(map.headers.get('cache-control')).toBe('no-cache');
    const entry = await fetch(`${base}/mf-home/2.0.0/remoteEntry.js`);
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    const again = await fetch(`${base}/mf-home/2.0.0/remoteEntry.js`, {
      headers: { 'If-None-Match': entry.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('refuses paths outside its folders and missing assets', async () => {
    expect(
      (await fetch(`${base}/mf-home/2.0.0/..%2F..%2F..%2Fsecret.txt`)).status,
    ).toBe(404);
    expect((await fetch(`${base}/config/..%2Fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/mf-home/9.9.9/remoteEntry.js`)).status).toBe(
      404,
    );
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(404);
  });

  it('proxies backend paths with the original host for tenant selection', async () => {
    const response = await fetch(`${base}/api/portal/subsite?x=1`, {
      headers: { 'X-Test-Host': 'ignored' },
    });
    expect(response.status).toBe(200);
    expect(seenByBackend.url).toBe('/api/portal/subsite?x=1');
    expect(seenByBackend.forwardedHost).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('answers 502 JSON when the backend is down', async () => {
    const lonely = createSiteServer({
      distDir: folder,
      configDir: folder,
      backend: 'http://127.0.0.1:9',
      port: 0,
    });
    const port = await listen(lonely, 0);
    const response = await fetch(`http://127.0.0.1:${port}/api/user/info`, {
      method: 'POST',
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false });
    lonely.close();
  });
});
