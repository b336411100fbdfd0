/**
 * The error catalogue of seed-spec 8: which text a failed call shows, at
 * which level, and whether it ends the session. Pure, so it is tested on
 * its own and the request layer only has to classify what happened.
 */

/** Default text for callers that show a network failure themselves. */
export const DEFAULT_NETWORK_MESSAGE = '网络错误，请稍后重试';

/** The exact Chinese texts of the catalogue. */
export const ERROR_MESSAGES = {
  /** No response because the network is down (fetch TypeError, offline). */
  network: '网络已断开，请检查您的网络连接！',
  /** No response for another reason (timeout, abort). */
  noResponse: '系统异常',
  502: '链接超时了,请联系管理员！',
  404: '请求的路径不存在',
  /** 401 without a server message. */
  401: '身份过期，请重新登录',
  /**
   * 403 without a server message: the same text as 401 (seed-spec 8). The
   * guard's own refusal, 没有权限访问此系统!, is another matter.
   */
  403: '身份过期，请重新登录',
  /** 409 without a server message. */
  409: '系统异常',
  /** `success: false` without a server message. */
  business: '系统异常',
} as const;

/** What went wrong with one call, as far as the catalogue cares. */
export type RequestFailure =
  /** No response: the network is down (fetch TypeError or offline). */
  | { kind: 'network' }
  /** No response for another reason: timeout, abort, unknown. */
  | { kind: 'no-response' }
  /**
   * A response with a non-2xx status; `requestId` is the X-Request-Id the
   * call carried, for the learner to quote when the catalogue has no text.
   */
  | { kind: 'status'; status: number; body?: unknown; requestId?: string }
  /** A 2xx response whose body says `success: false`. */
  | { kind: 'business'; status?: number; body?: unknown };

export interface ErrorDescription {
  /** Text of the ApiError the call rejects with. */
  message: string;
  /** How the notification is shown. */
  level: 'error' | 'warning';
  /** Whether the catalogue shows a notification at all. */
  notify: boolean;
  /** Set for 403 and 409: the session ends 1.5 s after the warning. */
  endSession?: 403 | 409;
}

/** The `message` of a backend body, or '' when it has none. */
export function serverMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string') return message.trim();
  }
  return '';
}

/** The catalogue entry for one failure. */
export function describeError(failure: RequestFailure): ErrorDescription {
  switch (failure.kind) {
    case 'network':
      return { message: ERROR_MESSAGES.network, level: 'error', notify: true };
    case 'no-response':
      return {
        message: ERROR_MESSAGES.noResponse,
        level: 'error',
        notify: true,
      };
    case 'business':
      return {
        message: serverMessage(failure.body) || ERROR_MESSAGES.business,
        level: 'error',
        notify: true,
      };
    case 'status':
      return describeStatus(
        failure.status,
        serverMessage(failure.body),
        failure.requestId,
      );
  }
}

/**
 * The alert of a status the catalogue does not name and whose body says
 * nothing (a gateway's or a proxy's page): the code and the request's id,
 * so the learner has something to quote to the help desk.
 */
export function statusCodeMessage(status: number, requestId?: string): string {
  return requestId
    ? `请求失败（错误码 ${status}，请求编号 ${requestId}）`
    : `请求失败（错误码 ${status}）`;
}

function describeStatus(
  status: number,
  fromServer: string,
  requestId: string | undefined,
): ErrorDescription {
  switch (status) {
    case 502:
    case 404:
      return { message: ERROR_MESSAGES[status], level: 'error', notify: true };
    case 401:
      return {
        message: fromServer || ERROR_MESSAGES[401],
        level: 'error',
        notify: true,
      };
    case 403:
    case 409:
      return {
        message: fromServer || ERROR_MESSAGES[status],
        level: 'warning',
        notify: true,
        endSession: status,
      };
    default:
      // Other statuses reject with the body and show its message, or else
      // the error code (seed-spec 8: foreign responses show code alerts).
      return {
        message: fromServer || statusCodeMessage(status, requestId),
        level: 'error',
        notify: true,
      };
  }
}

/** The text the catalogue gives a failure. */
export function errorMessageFor(failure: RequestFailure): string {
  return describeError(failure).message;
}

/**
 * Classifies an exception thrown before any response arrived. A fetch
 * TypeError or an offline browser is the network; a timeout or an abort
 * (or anything else) is "no response".
 */
export function failureFromException(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): RequestFailure {
  if (isNamed(error, 'TimeoutError') || isNamed(error, 'AbortError')) {
    return online ? { kind: 'no-response' } : { kind: 'network' };
  }
  if (!online || error instanceof TypeError) return { kind: 'network' };
  return { kind: 'no-response' };
}

function isNamed(error: unknown, name: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === name
  );
}

/** What every failed call of the request layer rejects with. */
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
