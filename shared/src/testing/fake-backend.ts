import { ApiError } from '@portal/shared/api';
import type {
  DictionaryAnswer,
  DictionaryItem,
} from '@portal/shared/contracts';
import { expect, vi } from 'vitest';

/** One request the page sent, as the backend would read it. */
export interface FakeCall {
  method: string;
  /** The path without origin or query, e.g. '/api/course/detail'. */
  path: string;
  query: URLSearchParams;
  /** A JSON body parsed, a form body as an object of its fields, else the text. */
  body: unknown;
  headers: Headers;
}

/**
 * Answers one route: the value is sent as the envelope's `data`
 * (`{ success: true, message: '', data }`); `backend.failure()` answers
 * `{ success: false, message }` instead; a Response is sent as it is.
 */
export type FakeHandler = (call: FakeCall) => unknown;

export interface FakeBackend {
  /** Answers `'METHOD /path'` (later definitions win) with a value or a handler. */
  on(route: string, answer: FakeHandler): FakeBackend;
  on(route: string, answer: unknown): FakeBackend;
  /** A `{ success: false, message }` answer, with an HTTP status (200 by default). */
  failure(message: string, status?: number): Response;
  /**
   * A dictionary call's answer: `datalist` at the top, not in `data`
   * (`/api/dictionary/list|runtime/{parentCode}`), fresh for every call.
   */
  dictionary(datalist: DictionaryItem[]): FakeHandler;
  /** The calls made to `'METHOD /path'`, oldest first; every call without a route. */
  calls(route?: string): FakeCall[];
}

/**
 * The backend of a component test, at the HTTP edge: pages run their real
 * API modules and the real client (headers, envelope, errors) against
 * answers declared per route. A call no route answers fails with a 404 and
 * names itself, so a test never passes on a request it did not expect.
 * Installs itself as `fetch` until the test's globals are restored.
 */
export function fakeBackend(): FakeBackend {
  const routes = new Map<string, unknown>();
  const log: FakeCall[] = [];
  const backend: FakeBackend = {
    on(route: string, answer: unknown) {
      routes.set(normaliseRoute(route), answer);
      return backend;
    },
    failure(message, status = 200) {
      return json({ success: false, message }, status);
    },
    dictionary(datalist) {
      const body: DictionaryAnswer = { success: true, message: '', datalist };
      return () => json(body, 200);
    },
    calls(route) {
      if (route === undefined) return [...log];
      const key = normaliseRoute(route);
      return log.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        typeof input === 'string' || input instanceof URL
          ? new Request(new URL(input, globalThis.location?.href), init)
          : new Request(input, init);
      const call = await readCall(request);
      log.push(call);
      const key = `${call.method} ${call.path}`;
      if (!routes.has(key)) {
        return json({ success: false, message: `没有假后端路由：${key}` }, 404);
      }
      const route = routes.get(key);
      const answer: unknown =
        typeof route === 'function'
          ? await (route as FakeHandler)(call)
          : route;
      if (answer instanceof Response) return answer;
      return json({ success: true, message: '', data: answer }, 200);
    }),
  );
  return backend;
}

function normaliseRoute(route: string): string {
  const [method = '', path = ''] = route.trim().split(/\s+/);
  return `${method.toUpperCase()} ${path}`;
}

async function readCall(request: Request): Promise<FakeCall> {
  const url = new URL(request.url, 'http://localhost');
  const text = request.body ? await request.clone().text() : '';
  const type = request.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (type.includes('application/json') && text) body = JSON.parse(text);
  else if (type.includes('application/x-www-form-urlencoded'))
    body = Object.fromEntries(new URLSearchParams(text));
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body,
    headers: request.headers,
  };
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A backend that never answers, for a client's timeout: every call waits
 * until the client gives up and aborts it. `sent` resolves once the first
 * call is made (a client starts its timer just before).
 */
export function silentBackend(): { sent: Promise<void> } {
  let started = () => {};
  const sent = new Promise<void>((resolve) => {
    started = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) => {
          started();
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    ),
  );
  return { sent };
}

/**
 * Checks that `request`, sent to a backend that never answers, gives up
 * with an ApiError exactly `ms` after it was sent, not a millisecond
 * before: a client's timeout. Uses fake timers (restore them after).
 */
export async function expectGivesUpAfter(
  request: () => Promise<unknown>,
  ms: number,
): Promise<void> {
  vi.useFakeTimers();
  const { sent } = silentBackend();
  let settled: unknown = null;
  const call = request().catch((error: unknown) => {
    settled = error;
  });
  await sent;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  await call;
  expect(settled).toBeInstanceOf(ApiError);
}
