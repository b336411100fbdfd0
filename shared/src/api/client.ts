/**
 * The HTTP clients of the portal (seed-spec 7.1 and 8). Every call carries
 * the tenant, the device and the session token; every answer is unwrapped
 * from the backend's envelope here and every failure goes through the
 * error catalogue, so pages deal only with data or an ApiError.
 */
import ky, { type KyInstance, type KyRequest, type Options } from 'ky';

import { BODY_CONTENT_TYPES, bodyEncodingOf } from '@portal/shared/contracts';
import { appStore, siteConfigAtom } from '@portal/shared/state';
import type { ApiEnvelope, Page } from '@portal/shared/contracts';
import {
  type ApiConfig,
  apiConfig,
  notify,
  patchApiConfig,
  resetApiConfigState,
  scheduleSessionEnd,
} from './config';
import {
  type FormBody,
  type QueryParams,
  toFormBody,
  toJsonBody,
  toSearchParams,
} from './encode';
import {
  ApiError,
  describeError,
  failureFromException,
  type RequestFailure,
} from './errors';
import { createRequestId } from './fingerprint';
import { requestHeaders } from './headers';
import { getToken } from './session';

export type ClientName = 'api' | 'pcApi' | 'apiLive';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Which client (prefix and timeout) sends the call; default 'api'. */
  client?: ClientName;
  /** No notification on failure (the call still rejects). */
  silent?: boolean;
  /** Overrides the helper's method (e.g. a JSON PUT). */
  method?: HttpMethod;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the client's timeout, in ms. */
  timeout?: number;
}

/** The headers every call carries (seed-spec 7.1), X-Request-Id included. */
export function commonHeaders(): Promise<Record<string, string>> {
  return requestHeaders(appStore.get(siteConfigAtom)?.tenantId ?? '');
}

async function addCommonHeaders(request: KyRequest): Promise<void> {
  for (const [name, value] of Object.entries(await commonHeaders())) {
    // A header the caller set on purpose wins (e.g. logout's token).
    if (!request.headers.has(name)) request.headers.set(name, value);
  }
}

/**
 * ky needs an absolute prefix outside a browser page (jsdom, Node); in the
 * browser this is the same address the relative prefix would give.
 */
function absolute(prefix: string): string {
  // On a server there is no page: the configured transport takes every call.
  if (typeof location === 'undefined') return new URL(prefix, NO_PAGE).href;
  if (!location.origin || location.origin === 'null') return prefix;
  return new URL(prefix, `${location.origin}/`).href;
}

/** The origin calls are made against where there is no page (a server). */
const NO_PAGE = 'http://portal.invalid/';

/** A call the configured transport answers (the render tier's backend). */
function sendThroughTransport(
  request: KyRequest,
): Promise<Response> | undefined {
  return apiConfig().transport(request);
}

/** A GET the page already asked for is answered from there, once. */
function answerEarly(request: KyRequest): Promise<Response> | undefined {
  return request.method === 'GET'
    ? apiConfig().earlyAnswer(request.url)
    : undefined;
}

function createClient(prefixUrl: string, timeout: number): KyInstance {
  return ky.create({
    prefixUrl: absolute(prefixUrl),
    timeout,
    retry: 0,
    hooks: {
      beforeRequest: [sendThroughTransport, addCommonHeaders, answerEarly],
    },
  });
}

const PREFIXES = { apiLive: '/apiLive', pcApi: '/pcApi/' } as const;

/** Live-broadcast client: /apiLive, 5 s. */
export const apiLive = createClient(PREFIXES.apiLive, 5000);
/** PC client: /pcApi/, 20 s. */
export const pcApi = createClient(PREFIXES.pcApi, 20000);
/**
 * Generic client: the configured prefix (default /api), 20 s. Replaced when
 * configureApi changes the prefix; the export is a live binding.
 */
export let api = createClient(apiConfig().apiPrefix, 20000);

/** Site-root client (POST /logout is not under the API prefix). */
const rootClient = createClient('/', 20000);

function clientFor(name: ClientName = 'api'): KyInstance {
  if (name === 'apiLive') return apiLive;
  if (name === 'pcApi') return pcApi;
  return api;
}

function prefixOf(name: ClientName = 'api'): string {
  return name === 'api' ? apiConfig().apiPrefix : PREFIXES[name];
}

/**
 * Installs the shell's hooks: notify (messages), onSessionEnd (logout and
 * redirect after a 403/409) and, optionally, the generic API prefix.
 */
export function configureApi(patch: Partial<ApiConfig>): void {
  const before = apiConfig().apiPrefix;
  patchApiConfig(patch);
  if (apiConfig().apiPrefix !== before) {
    api = createClient(apiConfig().apiPrefix, 20000);
  }
}

/** Back to the defaults and cancels a pending session end (tests). */
export function resetApiConfig(): void {
  const before = apiConfig().apiPrefix;
  resetApiConfigState();
  if (apiConfig().apiPrefix !== before) {
    api = createClient(apiConfig().apiPrefix, 20000);
  }
}

/** The path a call is known by, e.g. 'api/portal/user/rdrZWY'. */
function normalisePath(path: string, client: ClientName = 'api'): string {
  const name = prefixOf(client).replace(/^\/+|\/+$/g, '');
  let relative = path.replace(/^\/+/, '');
  if (name && relative.startsWith(`${name}/`)) {
    relative = relative.slice(name.length + 1);
  }
  return relative;
}

const ALWAYS_SUCCESS_PATH = 'api/portal/user/rdrZWY';

function isAlwaysSuccess(path: string): boolean {
  return path.split('?')[0]!.replace(/\/+$/, '').endsWith(ALWAYS_SUCCESS_PATH);
}

/**
 * Seed-spec 7.1: a call succeeded when its body says `success: true`; the
 * academy lookup (path ending api/portal/user/rdrZWY) answers without that
 * flag and always counts as a success.
 */
export function isSuccess(path: string, body: unknown): boolean {
  if (isAlwaysSuccess(path)) return true;
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === true
  );
}

/** Notifies (unless silent), schedules a session end, returns the error. */
function fail(failure: RequestFailure, options: RequestOptions): ApiError {
  const description = describeError(failure);
  if (description.notify && !options.silent) {
    notify(description.level, description.message);
  }
  if (description.endSession) scheduleSessionEnd(description.endSession);
  const status = failure.kind === 'status' ? failure.status : undefined;
  const body =
    failure.kind === 'status' || failure.kind === 'business'
      ? failure.body
      : undefined;
  return new ApiError(description.message, status, body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What a helper sends: a body (JSON or form as the request-encoding rule
 * says for the path) and/or a query.
 */
export interface RequestPayload {
  body?: object;
  query?: QueryParams;
  /**
   * What remotes built before the encoding rule pass instead of `body`
   * (the shell provides this module to them): read as the body, and the
   * rule still decides its encoding.
   */
  json?: object;
  form?: FormBody;
}

export interface RawResponse {
  /** The path the call is known by (without the prefix), e.g. 'api/x'. */
  path: string;
  status: number;
  body: unknown;
}

/**
 * Sends one call and reads its body. Transport and HTTP failures go
 * through the catalogue and reject with ApiError; the body's success flag
 * is NOT checked here (see requestData).
 */
export async function requestRaw(
  method: HttpMethod,
  path: string,
  payload: RequestPayload = {},
  options: RequestOptions = {},
): Promise<RawResponse> {
  const relative = normalisePath(path, options.client);
  // Known by the client's name, whatever prefix is configured, so the
  // rdrZWY rule holds behind a gateway prefix too.
  const logicalPath = `${options.client ?? 'api'}/${relative}`;
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (method !== 'GET') {
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-type') delete headers[name];
    }
    // Seed-spec 7.1, decided by the path alone (request-encoding.rules):
    // the live and PC clients' paths carry the seed's api/ themselves.
    const encoding = bodyEncodingOf(
      options.client && options.client !== 'api'
        ? relative.replace(/^api\//, '')
        : relative,
    );
    const sent = payload.body ?? payload.json ?? payload.form;
    body =
      encoding === 'json'
        ? toJsonBody(sent)
        : toFormBody(sent as FormBody | undefined, relative);
    headers['Content-Type'] = BODY_CONTENT_TYPES[encoding];
  }
  // Only defined keys: ky lets an explicit undefined override the client's
  // defaults (a `timeout: undefined` would mean ky's own 10 s).
  const init: Options = { method, headers, throwHttpErrors: false };
  if (body !== undefined) init.body = body;
  if (payload.query) init.searchParams = toSearchParams(payload.query);
  if (options.signal) init.signal = options.signal;
  if (options.timeout !== undefined) init.timeout = options.timeout;
  // Chosen here rather than by the hook, so a failure can name it.
  const requestId = (headers['X-Request-Id'] ??= createRequestId());
  let response: Response;
  try {
    response = await clientFor(options.client)(relative, init);
  } catch (error) {
    throw fail(failureFromException(error), options);
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    throw fail(
      { kind: 'status', status: response.status, body: parsed, requestId },
      options,
    );
  }
  return { path: logicalPath, status: response.status, body: parsed };
}

/** Sends one call and resolves with the envelope's data (or the rdrZWY body). */
export async function requestData<T>(
  method: HttpMethod,
  path: string,
  payload: RequestPayload = {},
  options: RequestOptions = {},
): Promise<T> {
  const result = await requestRaw(method, path, payload, options);
  if (!isSuccess(result.path, result.body)) {
    throw fail(
      { kind: 'business', status: result.status, body: result.body },
      options,
    );
  }
  if (isAlwaysSuccess(result.path)) return result.body as T;
  return (result.body as ApiEnvelope<T>).data as T;
}

/**
 * POST (or options.method) with `body`; resolves with the data. JSON or
 * form is the request-encoding rule's choice for the path, not the
 * caller's; a form body holds scalars only.
 */
export function post<T>(
  path: string,
  body: object = {},
  options: RequestOptions = {},
): Promise<T> {
  return requestData<T>(options.method ?? 'POST', path, { body }, options);
}

/**
 * The names remotes built before the encoding rule call: the shell provides
 * this module to them, so the names stay, and the rule decides all the
 * same. Lint keeps the apps on `post`.
 */
export const postJson = post;
export const postForm = post;

/** GET with query parameters (undefined/null dropped); resolves with the data. */
export function getJson<T>(
  path: string,
  params: QueryParams = {},
  options: RequestOptions = {},
): Promise<T> {
  return requestData<T>(
    options.method ?? 'GET',
    path,
    { query: params },
    options,
  );
}

/**
 * POST whose parameters travel in the query (the academy lists page with
 * query pagesize and pagenum, seed-spec 7.2) and whose body is empty (form,
 * as the rule gives for these calls).
 */
export function postQuery<T>(
  path: string,
  query: QueryParams,
  options: RequestOptions = {},
): Promise<T> {
  return requestData<T>(
    options.method ?? 'POST',
    path,
    { query, body: {} },
    options,
  );
}

/** A page of a list (pagenum is 0-based). */
export function postPage<T>(
  path: string,
  query: { pagesize: number; pagenum: number } & Record<string, unknown>,
  options: RequestOptions = {},
): Promise<Page<T>> {
  return post<Page<T>>(path, query, options);
}

/**
 * POST /logout at the site root (not under the API prefix), empty body,
 * the token in both FS-CK and token. Failures are only logged.
 */
export async function postLogout(): Promise<void> {
  const token = getToken();
  try {
    await rootClient.post('logout', {
      body: '',
      headers: { 'FS-CK': token, token },
    });
  } catch (error) {
    console.warn('[api] 退出登录请求失败', error);
  }
}
