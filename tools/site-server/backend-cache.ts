/**
 * The backend answers the render tier draws visitors' pages with, per
 * tenant (the host) and call: fresh for FRESH_MS, then served while one
 * request in the background fetches them again, and never older than
 * MAX_AGE_MS. A slow backend call holds no page: the renderer waits for
 * it only up to its own budget, and the answer serves the next visitor.
 *
 * Only what a visitor asks is sent (no token, no fingerprint: the render
 * tier never sees the learner), and only successful answers are kept.
 */
export const FRESH_MS = 30_000;
export const MAX_AGE_MS = 60_000;
/** A call still running after this is dropped; the page went on long ago. */
const BACKEND_TIMEOUT_MS = 5_000;
const MAX_ENTRIES = 2_000;

/** The request headers a visitor's call needs, and no other. */
const FORWARDED_HEADERS = ['content-type', 'x-requested-with', 'tenantid'];

interface Answer {
  at: number;
  status: number;
  contentType: string;
  body: string;
}

interface Entry {
  answer: Answer;
  refreshing: boolean;
}

export function createBackendCache(
  backend: string,
  now: () => number = Date.now,
  /** MAX_AGE_MS unless the deployment says (0: nothing kept). */
  maxAgeMs = MAX_AGE_MS,
) {
  const freshMs = Math.min(FRESH_MS, maxAgeMs / 2);
  const entries = new Map<string, Entry>();

  async function load(
    host: string,
    request: Request,
    body: string,
  ): Promise<Answer> {
    const asked = new URL(request.url);
    const target = new URL(asked.pathname + asked.search, backend);
    const headers = new Headers({
      'x-forwarded-host': host,
      'x-forwarded-proto': 'http',
    });
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const response = await fetch(target, {
      method: request.method,
      headers,
      body:
        request.method === 'GET' || request.method === 'HEAD'
          ? undefined
          : body,
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    return {
      at: now(),
      status: response.status,
      contentType:
        response.headers.get('content-type') ??
        'application/json; charset=utf-8',
      body: await response.text(),
    };
  }

  function keep(key: string, answer: Answer): void {
    if (answer.status < 200 || answer.status >= 300 || maxAgeMs <= 0) return;
    entries.delete(key);
    entries.set(key, { answer, refreshing: false });
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
    }
  }

  const toResponse = (answer: Answer) =>
    new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });

  return {
    async fetch(host: string, request: Request): Promise<Response> {
      const body =
        request.method === 'GET' || request.method === 'HEAD'
          ? ''
          : await request.text();
      const url = new URL(request.url);
      const key = [
        host,
        request.method,
        url.pathname + url.search,
        request.headers.get('tenantid') ?? '',
        body,
      ].join('\n');
      const hit = entries.get(key);
      const age = hit ? now() - hit.answer.at : Infinity;
      if (hit && age < maxAgeMs) {
        if (age >= freshMs && !hit.refreshing) {
          hit.refreshing = true;
          load(host, request, body).then(
            (answer) => keep(key, answer),
            () => (hit.refreshing = false),
          );
        }
        return toResponse(hit.answer);
      }
      const answer = await load(host, request, body);
      keep(key, answer);
      return toResponse(answer);
    },
  };
}
