/**
 * Protocol helpers shared by every route: the response envelope, body
 * parsing (JSON or form, 1 MB), parameter readers, paging and the final
 * 404 / error handlers. Every JSON answer goes through `sendJson`, mostly
 * by way of `ok` or `fail`.
 */
import { gzipSync } from 'node:zlib';

import {
  type ApiEnvelope,
  apiPathOfUrl,
  type BodyEncoding,
  bodyEncodingOf,
  type Page,
} from '@portal/shared/contracts';
import type {
  ErrorRequestHandler,
  Request,
  RequestHandler,
  Response,
  Route,
} from 'json-server';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Past this many bytes an oversized body is no longer drained. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

export const MESSAGES = {
  ok: '操作成功',
  badJson: '请求体不是合法的JSON',
  notFound: '请求的路径不存在',
  unauthorized: '身份过期，请重新登录',
  forbiddenOtherUser: '无权查看其他用户的数据',
  tooLarge: '请求体过大，不能超过1MB',
  unsupportedType: '不支持的请求体类型',
  formOnly: '该接口的请求体须为表单编码（application/x-www-form-urlencoded）',
  jsonOnly: '该接口的请求体须为JSON（application/json）',
  notObject: '请求体必须是JSON对象',
  methodNotAllowed: '不支持该请求方法',
  jsonp: '不支持JSONP请求',
  serverError: '系统异常',
  headersTooLarge: '请求地址或请求头过长',
  badRequest: '请求格式不正确',
} as const;

/** An error that becomes a JSON answer with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * JSON answers from this size on are gzipped for clients that take it (the
 * compression middleware's threshold, which the API answers used to get).
 */
export const GZIP_MIN_BYTES = 1024;

/** Adds `field` to the Vary header unless it is there already. */
function addVary(res: Response, field: string): void {
  const list = String(res.getHeader('Vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const known = list.some(
    (v) => v === '*' || v.toLowerCase() === field.toLowerCase(),
  );
  if (!known) res.setHeader('Vary', [...list, field].join(', '));
}

/**
 * Sends `body` as compact JSON. Written directly rather than through
 * Express's res.json (which json-server sets to indent): that one hashes
 * every answer for an ETag and parses the content type again, which cost
 * more than building most answers (they are `no-cache`, never
 * revalidated). Gzip is done here in one call, not through a compression
 * stream wrapped around every answer; small answers go out as they are.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const length = Buffer.byteLength(text);
  if (length >= GZIP_MIN_BYTES) {
    addVary(res, 'Accept-Encoding');
    // Express's request (res.req is typed as Node's plain one).
    const req = res.req as Request;
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      const gzipped = gzipSync(text);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', gzipped.length);
      res.end(gzipped);
      return;
    }
  }
  res.setHeader('Content-Length', length);
  // Node drops the body itself for HEAD.
  res.end(text);
}

export function ok<T>(res: Response, data?: T, message: string = MESSAGES.ok) {
  const body: ApiEnvelope<T> = { success: true, message };
  if (data !== undefined) body.data = data;
  sendJson(res, 200, body);
}

export function fail(res: Response, status: number, message: string): void {
  const body: ApiEnvelope<never> = { success: false, message };
  sendJson(res, status, body);
}

/** Wraps a handler so that thrown errors reach the error handler. */
function handle(
  fn: (req: Request, res: Response) => void | Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    try {
      const result = fn(req, res);
      if (result instanceof Promise) result.catch(next);
    } catch (err) {
      next(err);
    }
  };
}

/** Registers a path for the given methods; other methods get 405 JSON. */
export function route(
  app: { route(path: string): Route },
  path: string,
  methods: ReadonlyArray<'GET' | 'POST' | 'DELETE'>,
  fn: (req: Request, res: Response) => void | Promise<void>,
): void {
  const r = app.route(path);
  const handler = handle(fn);
  for (const method of methods) {
    if (method === 'GET') r.get(handler);
    if (method === 'POST') r.post(handler);
    if (method === 'DELETE') r.delete(handler);
  }
  r.all((req, res) => {
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    res.setHeader('Allow', methods.join(', '));
    fail(res, 405, MESSAGES.methodNotAllowed);
  });
}

// ---------------------------------------------------------------- bodies

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = out[key];
    if (previous === undefined) out[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else out[key] = [previous, value];
  }
  return out;
}

export function mediaType(req: Request): string {
  const header = req.headers['content-type'] ?? '';
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Reads the body of POST/PUT/PATCH/DELETE requests into `req.body` (always a
 * plain object). JSON and form bodies are read, the limit is 1 MB; a
 * non-empty POST body under the API must have the encoding the request rule
 * gives its path (415 otherwise), as the real backend reads only that one.
 */
export const parseBody: RequestHandler = (req, res, next) => {
  req.body = {};
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method)) {
    next();
    return;
  }
  const declared = Number(req.headers['content-length'] ?? '0');
  if (
    (!Number.isFinite(declared) || declared === 0) &&
    req.headers['transfer-encoding'] === undefined
  ) {
    next();
    return;
  }

  readBodyText(req, next, BODY_LIMIT_BYTES, MESSAGES.tooLarge, (text) => {
    const type = mediaType(req);
    if (req.method === 'POST') checkEncoding(req.path, type, text);
    req.body = decodeBody(type, text);
  });
};

/**
 * Reads a request's body as UTF-8 text of at most `limit` bytes, then
 * gives it to `use` (which sets req.body; what it throws is the answer).
 * Past the limit the rest is drained, not kept, up to DRAIN_LIMIT_BYTES, so
 * that the client finishes sending and can read the 413 `tooLarge`.
 */
export function readBodyText(
  req: Request,
  next: (err?: unknown) => void,
  limit: number,
  tooLarge: string,
  use: (text: string) => void,
): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let done = false;
  const finish = (err?: unknown) => {
    if (done) return;
    done = true;
    next(err);
  };
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > DRAIN_LIMIT_BYTES) {
      req.destroy();
      return;
    }
    if (received <= limit) chunks.push(chunk);
  });
  req.on('error', (err) => finish(err));
  req.on('end', () => {
    if (received > limit) {
      finish(new HttpError(413, tooLarge));
      return;
    }
    try {
      use(Buffer.concat(chunks).toString('utf8'));
      finish();
    } catch (err) {
      finish(err);
    }
  });
}

function encodingOfType(type: string): BodyEncoding | undefined {
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/** Seed-spec 7.1's rule, from the table the portal's client sends by. */
function checkEncoding(path: string, type: string, text: string): void {
  const apiPath = apiPathOfUrl(path);
  if (apiPath === undefined || text.trim() === '') return;
  const sent = encodingOfType(type);
  const wanted = bodyEncodingOf(apiPath);
  // Other types get decodeBody's own 415.
  if (sent === undefined || sent === wanted) return;
  throw new HttpError(
    415,
    wanted === 'form' ? MESSAGES.formOnly : MESSAGES.jsonOnly,
  );
}

function decodeBody(type: string, text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  const encoding = encodingOfType(type);
  if (encoding === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new HttpError(400, MESSAGES.badJson);
    }
    if (!isPlainObject(parsed)) throw new HttpError(400, MESSAGES.notObject);
    return parsed;
  }
  if (encoding === 'form') return parseForm(text);
  throw new HttpError(415, MESSAGES.unsupportedType);
}

// ---------------------------------------------------------------- params

/** Query parameters overlaid by body parameters (the body wins). */
export function params(req: Request): Record<string, unknown> {
  const body = isPlainObject(req.body) ? req.body : {};
  return { ...req.query, ...body };
}

function describe(name: string): string {
  return `参数${name}`;
}

/** Optional string; numbers are accepted and turned into strings. */
export function optionalString(
  input: Record<string, unknown>,
  name: string,
): string | undefined {
  const value = input[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new HttpError(400, `${describe(name)}必须是字符串`);
}

export function requiredString(
  input: Record<string, unknown>,
  name: string,
): string {
  const value = optionalString(input, name);
  if (value === undefined || value.trim() === '') {
    throw new HttpError(400, `缺少${describe(name)}`);
  }
  return value;
}

/** Optional value out of a fixed list; '' is absent. */
export function optionalEnum<T extends string>(
  input: Record<string, unknown>,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = optionalString(input, name)?.trim();
  if (value === undefined || value === '') return undefined;
  if (!(values as readonly string[]).includes(value)) {
    throw new HttpError(400, `${describe(name)}必须是${values.join('、')}之一`);
  }
  return value as T;
}

/** Optional flag: true/false, 1/0 or their strings; '' is absent. */
export function optionalFlag(
  input: Record<string, unknown>,
  name: string,
): boolean | undefined {
  const value = input[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') {
    return true;
  }
  if (value === false || value === 0 || value === '0' || value === 'false') {
    return false;
  }
  throw new HttpError(400, `${describe(name)}必须是1或0`);
}

/** Optional integer; numeric strings ('10') are accepted, '' is absent. */
export function optionalInt(
  input: Record<string, unknown>,
  name: string,
): number | undefined {
  const value = input[name];
  if (value === undefined || value === null || value === '') return undefined;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(n)) {
    throw new HttpError(400, `${describe(name)}必须是整数`);
  }
  return n;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

const PAGE_DEFAULTS = { pagesize: 10, pagenum: 0, maxPagesize: 100 };

/** Reads `pagesize` (1..100, default 10) and `pagenum` (0-based). */
export function readPaging(input: Record<string, unknown>): {
  pagesize: number;
  pagenum: number;
} {
  const pagesize = optionalInt(input, 'pagesize') ?? PAGE_DEFAULTS.pagesize;
  const pagenum = optionalInt(input, 'pagenum') ?? PAGE_DEFAULTS.pagenum;
  return {
    pagesize: clamp(pagesize, 1, PAGE_DEFAULTS.maxPagesize),
    pagenum: Math.max(0, pagenum),
  };
}

export function paginate<T>(
  items: readonly T[],
  paging: { pagesize: number; pagenum: number },
): Page<T> {
  const { pagesize, pagenum } = paging;
  const start = pagenum * pagesize;
  return {
    datalist: items.slice(start, start + pagesize),
    pagenum,
    pagesize,
    totalelements: items.length,
    totalpages: Math.ceil(items.length / pagesize),
  };
}

// ---------------------------------------------------------------- finals

export const notFound: RequestHandler = (_req, res) => {
  fail(res, 404, MESSAGES.notFound);
};

function statusOf(err: unknown): number | undefined {
  if (err instanceof HttpError) return err.status;
  if (typeof err === 'object' && err !== null) {
    const e = err as { status?: unknown; statusCode?: unknown };
    const status = e.status ?? e.statusCode;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/** Last middleware: every error becomes JSON, 4xx keep their status. */
export function errorHandler(log: (err: unknown) => void): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const status = statusOf(err);
    let code = 500;
    let message: string = MESSAGES.serverError;
    if (err instanceof HttpError) {
      code = err.status;
      message = err.message;
    } else if (status !== undefined && status >= 400 && status < 500) {
      code = status;
      message = status === 413 ? MESSAGES.tooLarge : '请求不合法';
    } else {
      log(err);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    fail(res, code, message);
  };
}

export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    ` ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
