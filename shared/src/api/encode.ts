/**
 * How request bodies and query strings are written (seed-spec 7.1): JSON
 * without circular or repeated references, flat form encoding (scalars
 * only), and GET parameters without the empty ones.
 */

const OMIT: unique symbol = Symbol('omit');

/**
 * A copy of `value` that JSON can serialise: every object or array already
 * met earlier in the walk (a circular parent reference, or simply the same
 * object a second time) is left out — dropped from its object, removed from
 * its array. Values with their own `toJSON` (Date) are kept as they are.
 */
export function decycle<T>(value: T): T {
  const seen = new WeakSet<object>();
  const walk = (current: unknown): unknown => {
    if (current === null || typeof current !== 'object') return current;
    if (typeof (current as { toJSON?: unknown }).toJSON === 'function') {
      return current;
    }
    if (seen.has(current)) return OMIT;
    seen.add(current);
    if (Array.isArray(current)) {
      return current.map(walk).filter((item) => item !== OMIT);
    }
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(current)) {
      const walked = walk(child);
      if (walked !== OMIT) copy[key] = walked;
    }
    return copy;
  };
  return walk(value) as T;
}

/** JSON text of a body, with repeated references dropped. */
export function toJsonBody(body: unknown): string {
  return JSON.stringify(decycle(body ?? {}));
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    return JSON.stringify(decycle(value));
  }
  return String(value);
}

export type FormBody = Record<string, unknown> | URLSearchParams;

/**
 * `application/x-www-form-urlencoded` body: scalars as text, undefined left
 * out, null as an empty value. A list or an object has no form spelling the
 * backend reads, so it throws (a bug at the call site, found by its tests)
 * rather than going out as text; `path` names the call in the error.
 */
export function toFormBody(body: FormBody = {}, path = ''): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (
      typeof value === 'object' &&
      value !== null &&
      !(value instanceof Date)
    ) {
      throw new TypeError(
        `Form body of ${path || 'a call'}: "${key}" is not a scalar; ` +
          'list the path in request-encoding.rules.ts if its body is JSON',
      );
    }
    form.append(key, value === null ? '' : scalar(value));
  }
  return form;
}

export type QueryParams = Record<string, unknown>;

/**
 * Query string of a GET: undefined and null left out, arrays as repeated
 * keys, objects as JSON.
 */
export function toSearchParams(params: QueryParams = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null)
          query.append(key, scalar(item));
      }
      continue;
    }
    query.append(key, scalar(value));
  }
  return query;
}
