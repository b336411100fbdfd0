import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BACKEND_CSP,
  cacheControlFor,
  chooseEncoding,
  contentSecurityPolicy,
  createSiteServer,
  forwardedScheme,
  listen,
  remoteOriginsOf,
  tenantIdOfHost,
} from './site-server';

const BIG_CHUNK = 'export const chunk = "portal";\n'.repeat(100);

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
  // A chunk with the build's brotli copy (and no gzip copy).
  writeFileSync(path.join(dist, 'mf-home/2.0.0/big.abcdef0123.js'), BIG_CHUNK);
  writeFileSync(
    path.join(dist, 'mf-home/2.0.0/big.abcdef0123.js.br'),
    brotliCompressSync(BIG_CHUNK),
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
  mkdirSync(path.join(folder, 'config/history'));
  writeFileSync(path.join(folder, 'config/history/001.001.json'), '[]');
  mkdirSync(path.join(folder, 'config/delivery'));
  writeFileSync(path.join(folder, 'config/delivery/001.001.json'), '{}');

  backend = http.createServer((req, res) => {
    seenByBackend.url = req.url;
    seenByBackend.forwardedHost = String(req.headers['x-forwarded-host']);
    if (req.url === '/pcStatic/own-policy.html') {
      res
        .writeHead(200, {
          'Content-Type': 'text/html',
          'Content-Security-Policy': "default-src 'none'",
        })
        .end('<p>own</p>');
      return;
    }
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

  it('keeps the history and the gate policies from browsers, however the path is written', async () => {
    expect((await fetch(`${base}/config/remotes/001.001.json`)).status).toBe(
      200,
    );
    for (const route of [
      '/config/history/001.001.json',
      '/config/delivery/001.001.json',
      '/config/%68istory/001.001.json',
      '/config/%64elivery/001.001.json',
      '/config/remotes/..%2Fhistory%2F001.001.json',
      '/config/remotes/..%2Fdelivery%2F001.001.json',
    ]) {
      expect((await fetch(base + route)).status, route).toBe(404);
    }
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

/** GET with a Host header of our choosing (fetch may not set Host). */
function getWithHost(
  url: string,
  host: string,
): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (answer) => {
        answer.resume();
        resolve(answer.headers);
      })
      .on('error', reject);
  });
}

describe('security headers', () => {
  function expectPortalPolicy(headers: Headers) {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
  }

  it('sends them with the shell, assets, remote maps, 404s and 405s', async () => {
    for (const route of [
      '/index',
      '/mf-home/2.0.0/remoteEntry.js',
      '/config/remotes/001.001.json',
      '/mf-home/9.9.9/remoteEntry.js',
      '/favicon.ico',
      '/config/history/x.json',
    ]) {
      expectPortalPolicy((await fetch(base + route)).headers);
    }
    const refused = await fetch(`${base}/index`, { method: 'POST' });
    expect(refused.status).toBe(405);
    expectPortalPolicy(refused.headers);
    const entry = await fetch(`${base}/mf-home/2.0.0/remoteEntry.js`);
    const revalidated = await fetch(`${base}/mf-home/2.0.0/remoteEntry.js`, {
      headers: { 'If-None-Match': entry.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expectPortalPolicy(revalidated.headers);
  });

  it('sends a content-hashed chunk with nosniff only: no document policy, no ETag', async () => {
    const chunk = await fetch(`${base}/mf-home/2.0.0/main.0123456789.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    expect(chunk.headers.get('content-security-policy')).toBeNull();
    expect(chunk.headers.get('referrer-policy')).toBeNull();
    expect(chunk.headers.get('etag')).toBeNull();
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends no Referer from a page whose address still carries the token', async () => {
    const page = await fetch(`${base}/index?token=secret`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(
      (await fetch(`${base}/index?x=1`)).headers.get('referrer-policy'),
    ).toBe('same-origin');
  });

  it("allows the origins of the tenant's remote map, and only those", async () => {
    writeFileSync(
      path.join(folder, 'config/remotes/001.001.043.json'),
      JSON.stringify({
        remotes: {
          mf_home: 'https://cdn.example.org/mf-home/1.0.0/mf-manifest.json',
          mf_exams: '/mf-exams/1.0.0/mf-manifest.json',
        },
      }),
    );
    const own = await getWithHost(`${base}/index`, '001-001-043.localhost');
    expect(own['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/cdn\.example\.org;/,
    );
    writeFileSync(
      path.join(folder, 'config/remotes/001.001.065.json'),
      JSON.stringify({
        remotes: { mf_home: 'https://other.example.org/m.json' },
      }),
    );
    const other = await getWithHost(`${base}/index`, '001-001-065.localhost');
    expect(other['content-security-policy']).not.toContain('cdn.example.org');
    expect(other['content-security-policy']).toContain('other.example.org');
    // The default site: every configured origin, nothing else.
    const fallback = await getWithHost(`${base}/index`, 'localhost');
    expect(fallback['content-security-policy']).toContain(
      "script-src 'self' https://cdn.example.org https://other.example.org;",
    );
    rmSync(path.join(folder, 'config/remotes/001.001.043.json'));
    rmSync(path.join(folder, 'config/remotes/001.001.065.json'));
    const after = await getWithHost(`${base}/index`, 'localhost');
    expect(after['content-security-policy']).toContain("script-src 'self';");
  });

  it('gives backend answers a policy of their own unless they bring one', async () => {
    const api = await fetch(`${base}/api/portal/subsite`);
    expect(api.headers.get('content-security-policy')).toBe(BACKEND_CSP);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('same-origin');
    const own = await fetch(`${base}/pcStatic/own-policy.html`);
    expect(own.headers.get('content-security-policy')).toBe(
      "default-src 'none'",
    );
  });
});

/** GET with exactly these headers; the body as it came (not decoded). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () =>
          resolve({ headers: answer.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

describe('compressed answers', () => {
  const chunk = () => `${base}/mf-home/2.0.0/big.abcdef0123.js`;

  it("sends the build's brotli copy to a browser that takes brotli", async () => {
    const answer = await rawGet(chunk(), {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body).toEqual(brotliCompressSync(BIG_CHUNK));
  });

  it('gzips here when the browser refuses brotli or the build made no gzip copy', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const answer = await rawGet(chunk(), { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(BIG_CHUNK);
    }
  });

  it('sends the file as it is to a client that takes no encoding', async () => {
    const answer = await rawGet(chunk(), {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(BIG_CHUNK);
  });

  it('prefers brotli, then gzip, among what the file has', () => {
    const both = new Set(['br', 'gzip'] as const);
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0,gzip;q=1', both)).toBe('gzip');
    expect(chooseEncoding('BR', new Set(['br'] as const))).toBe('br');
    expect(chooseEncoding('br', new Set(['gzip'] as const))).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
  });
});

describe('remoteOriginsOf', () => {
  it('keeps the origins of absolute http(s) entries only', () => {
    expect(
      remoteOriginsOf({
        remotes: {
          a: '/mf-home/1.0.0/mf-manifest.json',
          b: 'https://cdn.example.org/mf/1.0.0/mf-manifest.json',
          c: 'https://cdn.example.org/other/mf-manifest.json',
          d: 'http://127.0.0.1:9000/x.json',
          e: 'javascript:alert(1)',
          // Not a URL: nothing of it can reach the header.
          f: "https://x.example.org'; script-src *",
          g: 42,
          h: '//protocol-relative.example.org/m.json',
        },
      }),
    ).toEqual(['https://cdn.example.org', 'http://127.0.0.1:9000']);
    expect(remoteOriginsOf(null)).toEqual([]);
    expect(remoteOriginsOf({ remotes: 'x' })).toEqual([]);
  });

  it('builds a policy without eval or inline script', () => {
    const csp = contentSecurityPolicy(['https://cdn.example.org']);
    expect(csp).toContain("script-src 'self' https://cdn.example.org;");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('reads the tenant of a host name', () => {
    expect(tenantIdOfHost('001-001-043.localhost:8080')).toBe('001.001.043');
    expect(tenantIdOfHost('001-001-065.portal.example.gov.cn')).toBe(
      '001.001.065',
    );
    expect(tenantIdOfHost('localhost:8080')).toBeNull();
    expect(tenantIdOfHost('evil-001.localhost')).toBeNull();
    expect(tenantIdOfHost(undefined)).toBeNull();
  });
});

describe("forwardedScheme (the scheme a drawn page's own links get)", () => {
  const asked = (proto?: string | string[]) =>
    ({
      headers: proto === undefined ? {} : { 'x-forwarded-proto': proto },
    }) as http.IncomingMessage;

  it('is https when nginx says the browser asked over https', () => {
    expect(forwardedScheme(asked('https'))).toBe('https');
    expect(forwardedScheme(asked('HTTPS, http'))).toBe('https');
    expect(forwardedScheme(asked(['https']))).toBe('https');
  });

  it('is http otherwise: no header, plain http, or anything else sent', () => {
    expect(forwardedScheme(asked())).toBe('http');
    expect(forwardedScheme(asked('http'))).toBe('http');
    expect(forwardedScheme(asked('javascript'))).toBe('http');
    expect(forwardedScheme(asked(''))).toBe('http');
  });
});
