/**
 * The Node site server (npm start) and nginx with deploy/nginx/portal.conf
 * (npm run start:nginx) answer every kind of path alike: status, security,
 * cache, CORS, type and encoding headers, and the same body. Both serve
 * dist/ (or, before a build, a small one written here in its layout) with
 * a throwaway configuration folder and one stand-in backend.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSiteServer, listen } from '../site-server/site-server';
import {
  nginxAvailable,
  renderSite,
  startNginx,
  stopNginx,
  testConfig,
  writeRuntime,
} from './nginx.mjs';

const ROOT = path.resolve(__dirname, '../..');
const REAL_DIST = path.join(ROOT, 'dist');

/**
 * Headers the two servers must send alike. Left out on purpose: Server,
 * Date, Connection and Keep-Alive; Last-Modified and Accept-Ranges (nginx
 * sends them, the site server does not: harmless, and nginx's ranges serve
 * the course videos); the ETag's value (each has its own format, so only
 * whether there is one is compared) and Content-Length (a gzip made on
 * the fly differs in size from another's).
 */
const COMPARED = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cache-control',
  'access-control-allow-origin',
  'content-type',
  'content-encoding',
  'allow',
] as const;

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  vary: string[];
  etag: string | undefined;
  body: string;
}

function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        // One host name for both servers, as a browser would send it.
        headers: { Host: 'localhost:8080', ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          const vary = [res.headers.vary ?? '']
            .flatMap((v) => v.split(','))
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean);
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              COMPARED.map((name) => [name, headerText(res.headers[name])]),
            ),
            vary: [...new Set(vary)].sort(),
            etag: headerText(res.headers.etag),
            body: body.toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
  });
}

function headerText(value: string | string[] | undefined) {
  return Array.isArray(value) ? value.join(', ') : value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A file and its build copies, as the build writes them. */
function writeBuilt(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/** dist/'s layout in small, for a checkout not built yet. */
function smallDist(folder: string): string {
  const dist = path.join(folder, 'dist');
  // Over 1 KB, as every file the build writes copies of.
  const filler = (line: string) => line.repeat(200);
  writeBuilt(
    path.join(dist, 'shell/1.0.0/index.html'),
    `<!doctype html><title>portal</title><script defer src="/shell/1.0.0/main.0123456789.js"></script><!--${filler('portal ')}-->`,
  );
  writeBuilt(
    path.join(dist, 'shell/1.0.0/main.0123456789.js'),
    filler('console.log("shell");\n'),
  );
  const home = path.join(dist, 'mf-home/1.0.0');
  writeBuilt(path.join(home, 'remoteEntry.js'), filler('var mf_home;\n'));
  writeBuilt(
    path.join(home, 'mf-manifest.json'),
    JSON.stringify({ id: 'mf_home', pad: filler('manifest ') }),
  );
  writeBuilt(
    path.join(home, 'routes.json'),
    JSON.stringify([{ path: '/index', pad: filler('routes ') }]),
  );
  writeFileSync(path.join(home, 'small.abcdef0123.js'), 'export {};\n');
  writeBuilt(
    path.join(home, '42.abcdef0123.js'),
    filler('export const x = 1;\n'),
  );
  mkdirSync(path.join(dist, 'config/remotes'), { recursive: true });
  writeFileSync(
    path.join(dist, 'config/site.json'),
    `${JSON.stringify({ shell: '1.0.0' }, null, 2)}\n`,
  );
  for (const tenant of ['001.001', '001.001.043', '001.001.065']) {
    writeFileSync(
      path.join(dist, `config/remotes/${tenant}.json`),
      `${JSON.stringify({ tenantId: tenant, remotes: { mf_home: '/mf-home/1.0.0/mf-manifest.json' } }, null, 2)}\n`,
    );
  }
  return dist;
}

const built =
  existsSync(path.join(REAL_DIST, 'config/site.json')) &&
  existsSync(path.join(REAL_DIST, 'config/remotes/001.001.json'));

describe.skipIf(!nginxAvailable())('the site server and nginx', () => {
  // nginx in front of the site server (its render tier for the pages), and
  // the site server alone, answer alike.
  let folder = '';
  let dist = '';
  let config = '';
  let shell = '';
  let home = '';
  let backend: http.Server;
  let site: http.Server;
  let nginx: ReturnType<typeof startNginx> | undefined;
  let sitePort = 0;
  let nginxPort = 0;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
    dist = built ? REAL_DIST : smallDist(folder);
    // The ops configuration, copied: what the tests change stays here.
    config = path.join(folder, 'config');
    mkdirSync(config);
    cpSync(path.join(dist, 'config/site.json'), path.join(config, 'site.json'));
    cpSync(path.join(dist, 'config/remotes'), path.join(config, 'remotes'), {
      recursive: true,
    });
    mkdirSync(path.join(config, 'history'));
    writeFileSync(path.join(config, 'history/001.001.json'), '[]\n');
    mkdirSync(path.join(config, 'delivery'));
    writeFileSync(path.join(config, 'delivery/001.001.json'), '{}\n');
    shell = (
      JSON.parse(readFileSync(path.join(config, 'site.json'), 'utf8')) as {
        shell: string;
      }
    ).shell;
    // What `npm run remotes -- shell` keeps beside site.json for nginx.
    symlinkSync(
      path.relative(config, path.join(dist, 'shell', shell)),
      path.join(config, 'current-shell'),
    );
    const map = JSON.parse(
      readFileSync(path.join(config, 'remotes/001.001.json'), 'utf8'),
    ) as { remotes: Record<string, string> };
    home = path.posix.dirname(map.remotes.mf_home ?? '/mf-home/1.0.0/x');

    // The backend: JSON with nothing about security, and one answer with
    // its own policy.
    backend = http.createServer((req, res) => {
      if (req.url === '/pcStatic/own-policy.html') {
        res
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': "default-src 'none'",
          })
          .end('<p>own</p>');
        return;
      }
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(
          JSON.stringify({
            url: req.url,
            forwardedHost: req.headers['x-forwarded-host'],
          }),
        );
    });
    const backendPort = await listen(backend, 0);

    site = createSiteServer({
      distDir: dist,
      configDir: config,
      backend: `http://127.0.0.1:${backendPort}`,
      port: 0,
    });
    sitePort = await listen(site, 0);

    nginxPort = await freePort();
    const runtime = path.join(folder, 'nginx');
    writeRuntime(runtime, {
      listen: `127.0.0.1:${nginxPort}`,
      serverName: 'localhost *.localhost',
      root: dist,
      config,
      backend: `127.0.0.1:${backendPort}`,
      // The site server is the render tier: nginx sends it the portal
      // pages (what npm run start:nginx runs).
      render: `127.0.0.1:${sitePort}`,
    });
    await testConfig(runtime);
    nginx = startNginx(runtime, 'ignore');
    for (let i = 0; i < 100; i += 1) {
      const up = await get(nginxPort, '/config/site.json').catch(() => null);
      if (up?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);

  afterAll(async () => {
    if (nginx) await stopNginx(nginx);
    await new Promise((resolve) => site?.close(resolve));
    await new Promise((resolve) => backend?.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  /** A hashed chunk of a folder that has its .br and .gz copies. */
  function hashedChunk(folderPath: string): string {
    const names = readdirSync(path.join(dist, folderPath));
    const chunk = names.find(
      (name) =>
        /\.[0-9a-f]{8,}\.js$/.test(name) &&
        names.includes(`${name}.br`) &&
        names.includes(`${name}.gz`),
    );
    if (!chunk) throw new Error(`no hashed chunk with copies in ${folderPath}`);
    return `${folderPath}/${chunk}`;
  }

  const BR = { 'Accept-Encoding': 'gzip, deflate, br' };
  const GZIP = { 'Accept-Encoding': 'gzip' };

  /** [what, path, request headers] of every kind of answer. */
  const cases = (): [string, string, Record<string, string>][] => [
    ['the site root', '/', BR],
    ['a portal path', '/personalCenter', BR],
    ['a portal path without compression', '/index', {}],
    ['back from the SSO page (?token=)', '/index?token=x', BR],
    ['another tenant', '/index', { ...BR, Host: '001-001-043.localhost' }],
    ['the shell index.html', `/shell/${shell}/index.html`, GZIP],
    ['a hashed chunk (br)', hashedChunk(`/shell/${shell}`), BR],
    ['a hashed chunk (gzip)', hashedChunk(`/shell/${shell}`), GZIP],
    ['a hashed chunk (none)', hashedChunk(`/shell/${shell}`), {}],
    ['a remote entry', `${home}/remoteEntry.js`, BR],
    ['a remote manifest', `${home}/mf-manifest.json`, GZIP],
    ['a route file', `${home}/routes.json`, BR],
    ['site.json', '/config/site.json', BR],
    ['a remote map', '/config/remotes/001.001.json', GZIP],
    ['a remote map (another tenant)', '/config/remotes/001.001.043.json', BR],
    ['the remotes history (404)', '/config/history/001.001.json', BR],
    ['a gate policy (404)', '/config/delivery/001.001.json', BR],
    ['a missing map (404)', '/config/remotes/009.009.json', BR],
    ['a missing hashed file (404)', `${home}/missing.0123456789.js`, BR],
    ['a file outside the apps (404)', '/nothing-here.js', BR],
    ['a backend answer', '/api/portal/subsite?x=1', BR],
    ['a backend answer with its own policy', '/pcStatic/own-policy.html', BR],
    ['the logout path', '/logout', {}],
  ];

  it('answer every kind of path with the same status, headers and body', async () => {
    for (const [what, urlPath, headers] of cases()) {
      const fromSite = await get(sitePort, urlPath, headers);
      const fromNginx = await get(nginxPort, urlPath, headers);
      expect({ what, status: fromNginx.status }).toEqual({
        what,
        status: fromSite.status,
      });
      expect({ what, ...fromNginx.headers }).toEqual({
        what,
        ...fromSite.headers,
      });
      expect({ what, vary: fromNginx.vary }).toEqual({
        what,
        vary: fromSite.vary,
      });
      expect({ what, etag: Boolean(fromNginx.etag) }).toEqual({
        what,
        etag: Boolean(fromSite.etag),
      });
      if (fromSite.status === 200)
        expect(fromNginx.body, what).toBe(fromSite.body);
    }
  });

  it('send the security headers a page needs, and only nosniff with a hashed chunk', async () => {
    const page = await get(nginxPort, '/index', BR);
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    );
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(
      (await get(nginxPort, '/index?token=abc', BR)).headers['referrer-policy'],
    ).toBe('no-referrer');
    const chunk = await get(nginxPort, hashedChunk(`/shell/${shell}`), BR);
    expect(chunk.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': undefined,
      'referrer-policy': undefined,
    });
    expect(chunk.etag).toBeUndefined();
    // The backend learns the tenant's host name.
    const api = await get(nginxPort, '/api/x', {
      Host: `001-001-065.localhost:${nginxPort}`,
    });
    expect(JSON.parse(api.body)).toEqual({
      url: '/api/x',
      forwardedHost: `001-001-065.localhost:${nginxPort}`,
    });
  });

  it('revalidate what is not hashed with 304 and the same headers', async () => {
    for (const urlPath of [
      `${home}/mf-manifest.json`,
      '/config/remotes/001.001.json',
      '/index',
    ]) {
      const answers = await Promise.all(
        [sitePort, nginxPort].map(async (port) => {
          const first = await get(port, urlPath, BR);
          return get(port, urlPath, { ...BR, 'If-None-Match': first.etag! });
        }),
      );
      expect(answers.map((a) => a.status)).toEqual([304, 304]);
      const [fromSite, fromNginx] = answers;
      const comparable = (a: Answer) => ({
        ...a.headers,
        // A 304 says nothing of the body it stands for.
        'content-type': undefined,
        'content-encoding': undefined,
      });
      expect(comparable(fromNginx!)).toEqual(comparable(fromSite!));
    }
  });

  it('follow a switched map without a reload', async () => {
    const mapFile = path.join(config, 'remotes/001.001.065.json');
    const before = readFileSync(mapFile, 'utf8');
    const switched = before.replace(
      /"tenantId"/,
      '"switched": true, "tenantId"',
    );
    // As the remotes command writes: a new file renamed over the old one.
    writeFileSync(`${mapFile}.tmp`, switched);
    renameSync(`${mapFile}.tmp`, mapFile);
    expect(
      (await get(nginxPort, '/config/remotes/001.001.065.json', BR)).body,
    ).toBe(switched);
  });

  it('renders only the marked values of portal.conf', () => {
    const text = readFileSync(
      path.join(ROOT, 'deploy/nginx/portal.conf'),
      'utf8',
    );
    const values = {
      listen: '127.0.0.1:1',
      serverName: 'a.example',
      root: '/r',
      config: '/c',
      backend: '127.0.0.1:2',
      render: '127.0.0.1:3',
      cache: '/k',
      accessLog: '/l/access.log',
      errorLog: '/l/error.log',
    };
    const rendered = renderSite(text, values);
    const changed = rendered
      .split('\n')
      .filter((line, i) => line !== text.split('\n')[i]);
    expect(changed.map((line) => line.trim().replace(/\s+#.*/, ''))).toEqual([
      'server 127.0.0.1:2;',
      'server 127.0.0.1:3;',
      'proxy_cache_path /k levels=1:2 keys_zone=portal_render:10m max_size=256m inactive=10m use_temp_path=off;',
      'listen 127.0.0.1:1;',
      'server_name a.example;',
      'root /r;',
      'set $portal_config /c;',
      'access_log /l/access.log portal_log;',
      'error_log /l/error.log crit;',
    ]);
    expect(() =>
      renderSite(text, { ...values, listen: '1; include /etc/passwd' }),
    ).toThrow(/@listen/);
    // A value that is the first of several arguments is one word.
    expect(() => renderSite(text, { ...values, cache: '/k levels=9' })).toThrow(
      /@cache/,
    );
    expect(() => renderSite(text, { ...values, render: '' })).toThrow(
      /@render/,
    );
  });
});

/**
 * The page location of portal.conf on its own, in front of a stand-in
 * render tier that counts what it is asked: nginx's cache of rendered
 * pages, what it never keeps, and the static shell when the render tier
 * does not answer.
 */
describe.skipIf(!nginxAvailable())('nginx in front of the render tier', () => {
  let folder = '';
  let config = '';
  let runtime = '';
  let render: http.Server;
  let nginx: ReturnType<typeof startNginx> | undefined;
  let nginxPort = 0;
  /** What the render tier was asked, in order. */
  const asked: {
    host: string;
    url: string;
    cookie: string | undefined;
    forwardedHost: string | undefined;
    forwardedProto: string | undefined;
  }[] = [];
  const hits = (host: string, url: string) =>
    asked.filter((a) => a.host === host && a.url === url).length;

  const HOST = 'localhost:8080';
  const CITY = '001-001-043.localhost:8080';
  const STATIC_SHELL = '<!doctype html><title>static shell</title>';

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-render-'));
    config = path.join(folder, 'config');
    mkdirSync(path.join(folder, 'shell-1'), { recursive: true });
    mkdirSync(config);
    writeFileSync(path.join(folder, 'shell-1/index.html'), STATIC_SHELL);
    symlinkSync('../shell-1', path.join(config, 'current-shell'));

    // The render tier: a page naming what it was rendered for, with the
    // browser cache header and security headers of its own that nginx
    // must not let through.
    render = http.createServer((req, res) => {
      const url = req.url ?? '/';
      const host = req.headers.host ?? '';
      asked.push({
        host,
        url,
        cookie: req.headers.cookie,
        forwardedHost: headerText(req.headers['x-forwarded-host']),
        forwardedProto: headerText(req.headers['x-forwarded-proto']),
      });
      const { pathname } = new URL(url, 'http://render.local');
      if (pathname === '/fail') {
        res.writeHead(500).end('render failed');
        return;
      }
      const display = /(?:^|;\s*)portal-display=([^;]*)/.exec(
        req.headers.cookie ?? '',
      )?.[1];
      const page = () =>
        res
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control':
              pathname === '/private' ? 'private, no-cache' : 'no-cache',
            ...(pathname === '/not-kept' ? { 'X-Accel-Expires': '0' } : {}),
            'Content-Security-Policy': 'default-src *',
            'X-Frame-Options': 'SAMEORIGIN',
            'Referrer-Policy': 'unsafe-url',
          })
          // The render tier takes a token out: the page never shows it.
          .end(
            `<!doctype html><p>rendered ${host}${pathname} display=${display ?? 'standard'} #${asked.length}</p>`,
          );
      // Longer than nginx's 2 s between reads.
      if (pathname === '/slow') setTimeout(page, 2_600);
      else page();
    });
    await listen(render, 0);
    const renderAddress = render.address();
    const renderPort =
      typeof renderAddress === 'object' && renderAddress
        ? renderAddress.port
        : 0;

    nginxPort = await freePort();
    runtime = path.join(folder, 'nginx');
    writeRuntime(runtime, {
      listen: `127.0.0.1:${nginxPort}`,
      serverName: 'localhost *.localhost',
      root: folder,
      config,
      // No backend: these tests ask for pages only.
      backend: `127.0.0.1:${await freePort()}`,
      render: `127.0.0.1:${renderPort}`,
    });
    await testConfig(runtime);
    nginx = startNginx(runtime, 'ignore');
    for (let i = 0; i < 100; i += 1) {
      const up = await get(nginxPort, '/__up').catch(() => null);
      if (up?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);

  afterAll(async () => {
    if (nginx) await stopNginx(nginx);
    if (render?.listening) {
      render.closeAllConnections();
      await new Promise((resolve) => render.close(resolve));
    }
    rmSync(folder, { recursive: true, force: true });
  });

  /** Every rendered page nginx keeps: its cache files, key line and all. */
  function cached(): string[] {
    const cache = path.join(runtime, 'cache');
    if (!existsSync(cache)) return [];
    return readdirSync(cache, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        readFileSync(path.join(entry.parentPath, entry.name)).toString(
          'latin1',
        ),
      );
  }

  /** A log of the runtime folder once it holds `until`. */
  async function log(name: string, until: string): Promise<string> {
    let text = '';
    for (let i = 0; i < 40; i += 1) {
      text = existsSync(path.join(runtime, name))
        ? readFileSync(path.join(runtime, name), 'utf8')
        : '';
      if (text.includes(until)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return text;
  }

  /** The portal's page headers, as snippets/portal-security.conf sends them. */
  function expectNginxHeaders(answer: Answer, what: string) {
    expect(answer.headers['content-security-policy'], what).toMatch(
      /^default-src 'self'; script-src 'self';.*frame-ancestors 'none'$/,
    );
    expect(answer.headers, what).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
  }

  it('proxies a page to the render tier with the host and serves its body with its own headers', async () => {
    const page = await get(nginxPort, '/index', { Host: HOST });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(
      /^<!doctype html><p>rendered localhost:8080\/index display=standard #\d+<\/p>$/,
    );
    expect(asked.at(-1)).toEqual({
      host: HOST,
      url: '/index',
      cookie: undefined,
      forwardedHost: HOST,
      forwardedProto: 'http',
    });
    // One policy, nginx's: the render tier's own headers are hidden.
    expectNginxHeaders(page, 'a rendered page');
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('serves a second request within 60 s from its cache', async () => {
    const first = await get(nginxPort, '/learning?tab=2', { Host: HOST });
    const second = await get(nginxPort, '/learning?tab=2', { Host: HOST });
    expect(hits(HOST, '/learning?tab=2')).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expectNginxHeaders(second, 'a page from the cache');
    // Another query is another page.
    await get(nginxPort, '/learning?tab=3', { Host: HOST });
    expect(hits(HOST, '/learning?tab=3')).toBe(1);
    // Revalidated by the browser: the cached page's ETag, when it has one,
    // is nginx's business; a HEAD is answered from the same copy.
    const head = await new Promise<number>((resolve, reject) => {
      http
        .request(
          {
            host: '127.0.0.1',
            port: nginxPort,
            path: '/learning?tab=2',
            method: 'HEAD',
            headers: { Host: HOST },
            agent: false,
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject)
        .end();
    });
    expect(head).toBe(200);
    expect(hits(HOST, '/learning?tab=2')).toBe(1);
  });

  it("caches each tenant's host apart", async () => {
    const main = await get(nginxPort, '/courses', { Host: HOST });
    const city = await get(nginxPort, '/courses', { Host: CITY });
    expect(main.body).toContain(`rendered ${HOST}/courses`);
    expect(city.body).toContain(`rendered ${CITY}/courses`);
    expect((await get(nginxPort, '/courses', { Host: HOST })).body).toBe(
      main.body,
    );
    expect((await get(nginxPort, '/courses', { Host: CITY })).body).toBe(
      city.body,
    );
    expect([hits(HOST, '/courses'), hits(CITY, '/courses')]).toEqual([1, 1]);
  });

  it('caches each display mode apart, and never a request with another cookie', async () => {
    const care = { Host: HOST, Cookie: 'portal-display=care.contrast' };
    const standard = await get(nginxPort, '/classes', { Host: HOST });
    const inCare = await get(nginxPort, '/classes', care);
    expect(standard.body).toContain('display=standard');
    expect(inCare.body).toContain('display=care.contrast');
    expect((await get(nginxPort, '/classes', care)).body).toBe(inCare.body);
    expect(hits(HOST, '/classes')).toBe(2);

    // Any other cookie: asked of the render tier each time, never kept.
    const session = { Host: HOST, Cookie: 'portal-display=care; sid=42' };
    await get(nginxPort, '/classes', session);
    await get(nginxPort, '/classes', session);
    await get(nginxPort, '/classes', { Host: HOST, Cookie: 'sid=42' });
    expect(hits(HOST, '/classes')).toBe(5);
    expect(cached().filter((file) => file.includes('/classes'))).toHaveLength(
      2,
    );
  });

  it('never caches ?token=: the render tier receives it each time, the cache and the access log have none of it', async () => {
    await get(nginxPort, '/index', { Host: HOST });
    const before = hits(HOST, '/index?token=abc');
    const back = await get(nginxPort, '/index?token=abc', { Host: HOST });
    await get(nginxPort, '/index?token=abc', { Host: HOST });
    // Its name written with %-escapes is the same parameter.
    await get(nginxPort, '/index?x=1&%74oken=abc', { Host: HOST });
    await get(nginxPort, '/index?x=1&%74oken=abc', { Host: HOST });
    expect(back.status).toBe(200);
    expect(back.body).toContain(`rendered ${HOST}/index`);
    expect(back.headers['referrer-policy']).toBe('no-referrer');
    expectNginxHeaders(back, 'back from the SSO page');
    expect(hits(HOST, '/index?token=abc') - before).toBe(2);
    expect(hits(HOST, '/index?x=1&%74oken=abc')).toBe(2);

    const files = cached();
    expect(files.some((file) => file.includes('/index'))).toBe(true);
    expect(files.filter((file) => /token|abc/.test(file))).toEqual([]);
    const access = await log('access.log', '?[query left out]');
    expect(access).toContain('"GET /index?[query left out] HTTP/1.1" 200');
    expect(access).not.toContain('abc');
  });

  it('keeps out a page the render tier marks private or X-Accel-Expires: 0', async () => {
    for (const page of ['/private', '/not-kept']) {
      await get(nginxPort, page, { Host: HOST });
      const again = await get(nginxPort, page, { Host: HOST });
      expect(again.status, page).toBe(200);
      expect(hits(HOST, page), page).toBe(2);
    }
  });

  it('serves the static shell when the render tier fails or is too slow', async () => {
    for (const page of ['/fail', '/slow']) {
      const answer = await get(nginxPort, page, { Host: HOST });
      expect({ page, status: answer.status, body: answer.body }).toEqual({
        page,
        status: 200,
        body: STATIC_SHELL,
      });
      expectNginxHeaders(answer, page);
    }
    expect(hits(HOST, '/fail')).toBe(1);
  }, 10_000);

  it('with the render tier stopped, serves the static shell with 200 and the CSP', async () => {
    render.closeAllConnections();
    await new Promise((resolve) => render.close(resolve));

    const shell = await get(nginxPort, '/personalCenter', { Host: HOST });
    expect(shell.status).toBe(200);
    expect(shell.body).toBe(STATIC_SHELL);
    expectNginxHeaders(shell, 'the static shell');
    expect(shell.headers['content-type']).toBe('text/html; charset=utf-8');

    // Back from the SSO page: the shell too, and no error-log line names
    // the address.
    const back = await get(nginxPort, '/index?token=down', { Host: HOST });
    expect([back.status, back.body]).toEqual([200, STATIC_SHELL]);
    expect(back.headers['referrer-policy']).toBe('no-referrer');
    const errors = await log('error.log', '/personalCenter');
    expect(errors).toContain('/personalCenter');
    expect(errors).not.toContain('token=down');

    // A page nginx keeps is still served as rendered.
    expect((await get(nginxPort, '/courses', { Host: CITY })).body).toContain(
      `rendered ${CITY}/courses`,
    );

    // The shell follows a switched link without a reload.
    mkdirSync(path.join(folder, 'shell-2'));
    writeFileSync(path.join(folder, 'shell-2/index.html'), '<p>2</p>');
    const link = path.join(config, 'current-shell');
    symlinkSync('../shell-2', `${link}.tmp`);
    renameSync(`${link}.tmp`, link);
    expect((await get(nginxPort, '/exams', { Host: HOST })).body).toBe(
      '<p>2</p>',
    );
  });

  it('answers other methods with 405, as for any file', async () => {
    const answer = await new Promise<{ status: number; allow?: string }>(
      (resolve, reject) => {
        http
          .request(
            {
              host: '127.0.0.1',
              port: nginxPort,
              path: '/index',
              method: 'POST',
              headers: { Host: HOST },
              agent: false,
            },
            (res) => {
              res.resume();
              resolve({
                status: res.statusCode ?? 0,
                allow: headerText(res.headers.allow),
              });
            },
          )
          .on('error', reject)
          .end();
      },
    );
    expect(answer).toEqual({ status: 405, allow: 'GET, HEAD' });
  });
});
