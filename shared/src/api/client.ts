/**
 * The single HTTP client of the portal. Every call carries the tenant, the
 * device and the session token, and every answer is unwrapped from the
 * backend's envelope here, so pages deal only with data or an ApiError.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';

import { appStore, siteConfigAtom } from '@portal/shared/state';
import type { ApiEnvelope, Page } from '@portal/shared/types';
import { getToken } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function commonHeaders(): Record<string, string> {
  return {
    'X-Requested-With': 'XMLHttpRequest',
    tenantId: appStore.get(siteConfigAtom)?.tenantId ?? '',
    deviceId: 'pc',
    token: getToken(),
  };
}

function createClient(prefixUrl: string, timeout: number): KyInstance {
  return ky.create({
    prefixUrl,
    timeout,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(commonHeaders())) {
            request.headers.set(name, value);
          }
        },
      ],
    },
  });
}

export const api = createClient('/api', 20000);

async function unwrap<T>(request: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => null);
      const message =
        (body as Partial<ApiEnvelope<unknown>> | null)?.message ||
        `请求失败（${error.response.status}）`;
      throw new ApiError(message, error.response.status, body);
    }
    throw new ApiError(
      navigator.onLine ? '系统异常' : '网络已断开，请检查您的网络连接！',
    );
  }
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!body.success) {
    throw new ApiError(body.message || '系统异常', response.status, body);
  }
  return body.data as T;
}

/** POST with a JSON body; resolves with the envelope's data. */
export function postJson<T>(
  path: string,
  json: object = {},
  options: Options = {},
): Promise<T> {
  return unwrap<T>(api.post(stripSlash(path), { json, ...options }));
}

/** GET with query parameters; resolves with the envelope's data. */
export function getJson<T>(
  path: string,
  searchParams: Record<string, string | number> = {},
  options: Options = {},
): Promise<T> {
  return unwrap<T>(api.get(stripSlash(path), { searchParams, ...options }));
}

/** A page of a list (pagenum is 0-based). */
export function postPage<T>(
  path: string,
  query: { pagesize: number; pagenum: number } & Record<string, unknown>,
): Promise<Page<T>> {
  return postJson<Page<T>>(path, query);
}

function stripSlash(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}
