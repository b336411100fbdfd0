/**
 * The portal's web server, standing in for the nginx of docs/operations.md:
 * it serves the built apps from dist/, each tenant's remote map from the
 * config folder, the shell's index.html for every portal path, and proxies
 * the backend paths to the mock backend. The tenant is picked by the backend
 * from the forwarded host name.
 *
 * Cache rules: remote maps, manifests, remoteEntry.js and index.html are
 * revalidated on every load (no-cache + ETag); content-hashed chunks are
 * immutable for a year.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface SiteServerOptions {
  distDir: string;
  configDir: string;
  backend: string;
  port: number;
  host?: string;
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

/** Cache-Control for a file served from dist/ (see docs/operations.md). */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy':
    "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
};

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzipped: Buffer | null;
  etag: string;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.txt']);

export function createSiteServer(options: SiteServerOptions): http.Server {
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = await readFile(file);
    const gzipped =
      COMPRESSIBLE.has(path.extname(file)) && body.length > 1024
        ? await gzipAsync(body)
        : null;
    const entry = {
      mtimeMs: info.mtimeMs,
      body,
      gzipped,
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
  ) {
    const entry = await load(file);
    if (!entry) return false;
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
      // Remote chunks are fetched as CORS scripts (crossorigin=anonymous).
      'Access-Control-Allow-Origin': '*',
      'Timing-Allow-Origin': '*',
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const useGzip =
      entry.gzipped &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = useGzip && entry.gzipped ? entry.gzipped : entry.body;
    if (useGzip) headers['Content-Encoding'] = 'gzip';
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
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, {
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

  async function shellIndex(): Promise<string> {
    const site = JSON.parse(
      await readFile(path.join(options.configDir, 'site.json'), 'utf8'),
    ) as {
      shell: string;
    };
    return path.join(options.distDir, 'shell', site.shell, 'index.html');
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
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname.startsWith('/config/')) {
      // The remotes command's history is for operators, not browsers.
      if (pathname.startsWith('/config/history/')) return notFound(res);
      const file = inside(options.configDir, pathname.slice('/config'.length));
      if (file && (await sendFile(req, res, file, 'no-cache'))) return;
      return notFound(res);
    }
    // /<app>/<version>/<file>: a built asset.
    if (/^\/(shell|mf-[a-z0-9-]+)\/[^/]+\/.+/.test(pathname)) {
      const file = inside(options.distDir, pathname);
      if (file && (await sendFile(req, res, file, cacheControlFor(file))))
        return;
      return notFound(res);
    }
    if (path.extname(pathname) && pathname !== '/') return notFound(res);
    // Every other path is a portal route: the shell decides what it shows.
    if (!(await sendFile(req, res, await shellIndex(), 'no-cache'))) {
      res
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('门户尚未构建，请先运行 npm run build');
    }
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[site] 请求处理失败', error);
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('服务器内部错误');
    });
  });
}

function notFound(res: ServerResponse) {
  res
    .writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...SECURITY_HEADERS,
    })
    .end('Not Found');
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
