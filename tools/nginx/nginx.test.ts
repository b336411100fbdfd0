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

  it('follow a switched map and a switched shell link without a reload', async () => {
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

    // A second shell build beside the first: the link moves, nginx follows.
    const other = path.join(folder, 'shell-2');
    mkdirSync(other);
    writeFileSync(path.join(other, 'index.html'), '<!doctype html><p>2</p>');
    const link = path.join(config, 'current-shell');
    symlinkSync(other, `${link}.tmp`);
    renameSync(`${link}.tmp`, link);
    expect((await get(nginxPort, '/index', BR)).body).toBe(
      '<!doctype html><p>2</p>',
    );
  });

  it('renders only the marked values of portal.conf', () => {
    const text = readFileSync(
      path.join(ROOT, 'deploy/nginx/portal.conf'),
      'utf8',
    );
    const rendered = renderSite(text, {
      listen: '127.0.0.1:1',
      serverName: 'a.example',
      root: '/r',
      config: '/c',
      backend: '127.0.0.1:2',
    });
    const changed = rendered
      .split('\n')
      .filter((line, i) => line !== text.split('\n')[i]);
    expect(changed.map((line) => line.trim().replace(/\s+#.*/, ''))).toEqual([
      'server 127.0.0.1:2;',
      'listen 127.0.0.1:1;',
      'server_name a.example;',
      'root /r;',
      'set $portal_config /c;',
    ]);
    expect(() =>
      renderSite(text, {
        listen: '1; include /etc/passwd',
        serverName: 'a',
        root: '/r',
        config: '/c',
        backend: 'b',
      }),
    ).toThrow(/@listen/);
  });
});
