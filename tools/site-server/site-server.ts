/**
 * The portal's web server, standing in for the nginx of docs/operations.md:
 * it serves the built apps from dist/, each tenant's remote map from the
 * config folder, the shell's index.html for every portal path, and proxies
 * the backend paths to the mock backend. The tenant is picked by the backend
 * from the forwarded host name.
 *
 * Cache rules: remote maps, manifests, remoteEntry.js and index.html are
 * revalidated on every load (no-cache + ETag); content-hashed chunks are
 * immutable for a year. Text files are sent as the build's brotli or gzip
 * copy (file.br, file.gz) when the browser takes it, else gzipped here.
 *
 * Security headers (docs/operations.md): every document and revalidated
 * file gets the portal's Content-Security-Policy (scripts from the site and
 * the tenant's remote origins only, no eval, never framed), nosniff and
 * Referrer-Policy same-origin; backend answers get a data-only policy unless
 * they bring one. Content-hashed chunks carry only nosniff: a policy governs
 * the document (or worker) it arrives with, never a script the page loads,
 * and the page's own policy is about 800 bytes on each of dozens of chunks.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

import { cookieValue } from '@portal/shared/display/device';

import { createFirstScreen } from './first-screen';

const gzipAsync = promisify(gzip);

/** Content encodings the site sends, in the order it prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

export interface SiteServerOptions {
  distDir: string;
  configDir: string;
  backend: string;
  port: number;
  host?: string;
  /** How long the render tier keeps backend answers (0: never). */
  renderCacheMs?: number;
  /**
   * The render tier's settings: off answers every page with the plain
   * shell; the data budget and the time limit of a page, in ms.
   */
  render?: { off?: boolean; budgetMs?: number; deadlineMs?: number };
}

export const PROXIED_PREFIXES = [
  '/api/',
  '/pcApi/',
  '/apiLive/',
  '/logout',
  '/pcStatic/',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
};

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css)$/;

/** A content-hashed chunk: never changes, so it is cached for good. */
export function isHashedFile(filePath: string): boolean {
  return HASHED_FILE.test(filePath);
}

/** The encoding to send, from what the file has and the browser accepts. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.split(';'))
      // "br;q=0" refuses brotli.
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return (
    ENCODINGS.map((e) => e.name).find(
      (name) => available.has(name) && accepted.has(name),
    ) ?? null
  );
}

/** Cache-Control for a file served from dist/ (see docs/operations.md). */
export function cacheControlFor(filePath: string): string {
  return isHashedFile(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * Where the browser may connect besides the portal: the UKEY key service
 * runs on the learner's own machine (docs/ukey-protocol.md), on a port the
 * backend's configuration names.
 */
const KEY_SERVICE_SOURCES = ['ws://127.0.0.1:*', 'ws://localhost:*'];

/**
 * The portal's Content-Security-Policy: scripts only from the site and the
 * origins the tenant's remote map points at (no inline script, no eval),
 * inline styles for antd's CSS-in-JS, never framed (docs/operations.md).
 */
export function contentSecurityPolicy(
  remoteOrigins: readonly string[] = [],
): string {
  const withRemotes = (...sources: string[]) =>
    [...sources, ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self'", "'unsafe-inline'")}`,
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    `connect-src ${withRemotes("'self'", ...KEY_SERVICE_SOURCES)}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Backend answers (JSON, generated SVG, handout pages) are data, never an
 * app: nothing runs in them and nobody frames them.
 */
export const BACKEND_CSP = [
  "default-src 'none'",
  "img-src 'self' data:",
  "media-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries, whatever it is. */
const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Defaults for what the backend answers through this server. */
const BACKEND_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries({
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': BACKEND_CSP,
  }).map(([name, value]) => [name.toLowerCase(), value]),
);

/**
 * The other origins a remote map points at: entries that are absolute
 * http(s) URLs. Same-origin paths (the usual /mf-xxx/<ver>/…) add nothing.
 */
export function remoteOriginsOf(map: unknown): string[] {
  const remotes =
    map && typeof map === 'object'
      ? (map as { remotes?: unknown }).remotes
      : undefined;
  if (!remotes || typeof remotes !== 'object') return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    try {
      const { origin } = new URL(entry);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // Not a URL: the shell will fail to load it; it adds no origin.
    }
  }
  return [...origins];
}

/**
 * The tenant a host name names by the portal's convention
 * (`001-001-043.…` is 001.001.043), or null (the default site).
 */
export function tenantIdOfHost(host: string | undefined): string | null {
  const label = (host ?? '').toLowerCase().split('.')[0] ?? '';
  return /^\d{3}(-\d{3})+$/.test(label) ? label.replaceAll('-', '.') : null;
}

/**
 * Folders of the config folder for operators, not browsers: the remotes
 * command's history and the canary gate's policies.
 */
export const PRIVATE_CONFIG_FOLDERS = ['history', 'delivery'];

/** Whether a file of the config folder lies in one of its private folders. */
export function isPrivateConfig(configDir: string, file: string): boolean {
  const [first] = path.relative(path.resolve(configDir), file).split(path.sep);
  return PRIVATE_CONFIG_FOLDERS.includes(first ?? '');
}

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  /** The file as each encoding the site can send it in. */
  encoded: Map<Encoding, Buffer>;
  etag: string;
}

/**
 * The scheme the browser asked with: behind nginx its X-Forwarded-Proto
 * (nginx sets it, and keys its cache on the scheme), else plain http. The
 * page's own links (a course's share address, its QR code) are drawn with it.
 */
export function forwardedScheme(req: IncomingMessage): 'http' | 'https' {
  const header = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header[0] : header)
    ?.split(',')[0]
    ?.trim()
    .toLowerCase();
  return first === 'https' ? 'https' : 'http';
}

const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.txt']);

export function createSiteServer(options: SiteServerOptions): http.Server {
  const cache = new Map<string, CachedFile>();
  const firstScreen = createFirstScreen({
    ...options,
    cacheMs: options.renderCacheMs,
    budgetMs: options.render?.budgetMs,
    deadlineMs: options.render?.deadlineMs,
  });
  const mapOrigins = new Map<string, { mtimeMs: number; origins: string[] }>();

  /** Origins of one remote map file (re-read when it changes). */
  async function originsOfMap(file: string): Promise<string[] | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const known = mapOrigins.get(file);
    if (known && known.mtimeMs === info.mtimeMs) return known.origins;
    let origins: string[] = [];
    try {
      origins = remoteOriginsOf(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      // A half-written or broken map: the shell reports it; no origin.
    }
    mapOrigins.set(file, { mtimeMs: info.mtimeMs, origins });
    return origins;
  }

  /**
   * Remote origins allowed for a request: the map of the tenant its host
   * names, else those of every map in the config folder (all configured
   * by the operators; the backend, not this server, maps hosts to tenants).
   */
  async function remoteOriginsFor(req: IncomingMessage): Promise<string[]> {
    const folder = path.join(options.configDir, 'remotes');
    const tenantId = tenantIdOfHost(req.headers.host);
    if (tenantId) {
      const own = await originsOfMap(path.join(folder, `${tenantId}.json`));
      if (own) return own;
    }
    const names = await readdir(folder).catch(() => [] as string[]);
    const all = new Set<string>();
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      for (const origin of (await originsOfMap(path.join(folder, name))) ?? [])
        all.add(origin);
    }
    return [...all].sort();
  }

  async function securityHeaders(
    req: IncomingMessage,
  ): Promise<Record<string, string>> {
    return {
      ...BASE_SECURITY_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy(
        await remoteOriginsFor(req),
      ),
    };
  }

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = await readFile(file);
    const encoded = new Map<Encoding, Buffer>();
    if (COMPRESSIBLE.has(path.extname(file))) {
      // The build writes a file and its copies together; like nginx's
      // gzip_static, the copies are trusted as they are. Only what is
      // worth it is gzipped here.
      for (const { name, suffix } of ENCODINGS) {
        const copy = await readFile(file + suffix).catch(() => null);
        if (copy) encoded.set(name, copy);
      }
      if (!encoded.has('gzip') && body.length > 1024)
        encoded.set('gzip', await gzipAsync(body));
    }
    const entry = {
      mtimeMs: info.mtimeMs,
      body,
      encoded,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    };
    cache.set(file, entry);
    return entry;
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    cacheControl: string,
    security: Record<string, string>,
  ) {
    const entry = await load(file);
    if (!entry) return false;
    // An immutable chunk is never revalidated: no ETag, and no document
    // policies (see the top of this file).
    const immutable = isHashedFile(file);
    const headers: Record<string, string> = {
      ...(immutable ? { 'X-Content-Type-Options': 'nosniff' } : security),
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ...(immutable ? {} : { ETag: entry.etag }),
      ...(entry.encoded.size > 0 ? { Vary: 'Accept-Encoding' } : {}),
      // Remote chunks are fetched as CORS scripts (crossorigin=anonymous).
      'Access-Control-Allow-Origin': '*',
    };
    if (!immutable && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const encoding = chooseEncoding(
      req.headers['accept-encoding'],
      new Set(entry.encoded.keys()),
    );
    const body = (encoding && entry.encoded.get(encoding)) || entry.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  function proxy(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? '/', options.backend);
    const upstream = http.request(
      target,
      {
        method: req.method,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        // The backend's own headers win (the names arrive lower-cased).
        res.writeHead(answer.statusCode ?? 502, {
          ...BACKEND_HEADERS,
          ...answer.headers,
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, {
          ...BACKEND_HEADERS,
          'Content-Type': 'application/json; charset=utf-8',
        });
      }
      res.end(
        JSON.stringify({
          success: false,
          message: '链接超时了,请联系管理员！',
        }),
      );
    });
    req.pipe(upstream);
  }

  /** Maps a URL path into a folder, refusing anything that escapes it. */
  function inside(root: string, urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
    return file.startsWith(path.resolve(root) + path.sep) ? file : null;
  }

  /** The shell version the site runs (config/site.json). */
  async function shellVersion(): Promise<string> {
    const site = JSON.parse(
      await readFile(path.join(options.configDir, 'site.json'), 'utf8'),
    ) as {
      shell: string;
    };
    return site.shell;
  }

  void shellVersion().then(
    (version) => firstScreen.warm(version),
    () => undefined,
  );

  async function shellIndex(): Promise<string> {
    return path.join(
      options.distDir,
      'shell',
      await shellVersion(),
      'index.html',
    );
  }

  /**
   * The page with its first screen drawn by the render tier, or false for
   * the plain shell. Drawn for a visitor: a `token` in the address (back
   * from the SSO page) is not drawn with, and the page is not stored.
   */
  async function sendFirstScreen(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    security: Record<string, string>,
  ): Promise<boolean> {
    if (req.method !== 'GET' || options.render?.off) return false;
    const host = req.headers.host ?? '';
    let address: URL;
    try {
      address = new URL(
        url.pathname + url.search,
        `${forwardedScheme(req)}://${host}`,
      );
    } catch {
      return false;
    }
    const hadToken = address.searchParams.has('token');
    const version = await shellVersion();
    const index = await load(await shellIndex());
    if (!index) return false;
    const html = await firstScreen.page(
      {
        url: address,
        host,
        userAgent: req.headers['user-agent'] ?? '',
        // 长者模式, 高对比度, a text size: the page is drawn in the mode.
        display: cookieValue(req.headers.cookie ?? '') ?? '',
      },
      version,
      index.body.toString('utf8'),
    );
    if (!html) return false;
    const encoding = chooseEncoding(
      req.headers['accept-encoding'],
      new Set(['gzip'] as const),
    );
    const body = encoding
      ? await gzipAsync(Buffer.from(html))
      : Buffer.from(html);
    res.writeHead(200, {
      ...security,
      'Content-Type': TYPES['.html'],
      // Browsers ask again every time; nginx may keep a visitor's page for
      // a minute, never one that came with a token.
      'Cache-Control': 'no-cache',
      ...(hadToken ? { 'X-Accel-Expires': '0' } : {}),
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.length),
    });
    res.end(body);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://portal.local');
    const pathname = url.pathname;
    if (
      PROXIED_PREFIXES.some(
        (prefix) =>
          pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
      )
    ) {
      proxy(req, res);
      return;
    }
    const security = await securityHeaders(req);
    const notFound = () =>
      res
        .writeHead(404, {
          ...security,
          'Content-Type': 'text/plain; charset=utf-8',
        })
        .end('Not Found');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...security, Allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname.startsWith('/config/')) {
      const file = inside(options.configDir, pathname.slice('/config'.length));
      // Judged on the file, not the address: an encoded or dotted path
      // (%68istory, remotes/..%2Fhistory) reaches the same folder.
      if (file && isPrivateConfig(options.configDir, file)) return notFound();
      if (file && (await sendFile(req, res, file, 'no-cache', security)))
        return;
      return notFound();
    }
    // /<app>/<version>/<file>: a built asset.
    if (/^\/(shell|mf-[a-z0-9-]+)\/[^/]+\/.+/.test(pathname)) {
      const file = inside(options.distDir, pathname);
      if (
        file &&
        (await sendFile(req, res, file, cacheControlFor(file), security))
      )
        return;
      return notFound();
    }
    if (path.extname(pathname) && pathname !== '/') return notFound();
    // Every other path is a portal route: the shell decides what it shows.
    // Back from the SSO page the address carries ?token= until the shell
    // takes it out: nothing this page asks for may send it on as a Referer.
    if (url.searchParams.has('token'))
      security['Referrer-Policy'] = 'no-referrer';
    if (await sendFirstScreen(req, res, url, security)) return;
    if (!(await sendFile(req, res, await shellIndex(), 'no-cache', security))) {
      res
        .writeHead(503, {
          ...security,
          'Content-Type': 'text/plain; charset=utf-8',
        })
        .end('门户尚未构建，请先运行 npm run build');
    }
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[site] 请求处理失败', error);
      if (!res.headersSent)
        res.writeHead(500, {
          ...BACKEND_HEADERS,
          'Content-Type': 'text/plain; charset=utf-8',
        });
      res.end('服务器内部错误');
    });
  });
}

export function listen(
  server: http.Server,
  port: number,
  host = '127.0.0.1',
): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
