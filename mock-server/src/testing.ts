/** Helpers for the mock backend's own tests (not used at run time). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { apiPathOfUrl, bodyEncodingOf } from '@portal/shared/contracts';

import { DEMO_PASSWORD } from './domains/sign-in';
import { createMockServer, type MockServer } from './server';

export interface TestServer extends MockServer {
  dir: string;
  dbFile: string;
  /** Closes the server and removes the temporary directory. */
  dispose(): Promise<void>;
}

export async function startTestServer(
  options: {
    dev?: boolean;
    dbFile?: string;
    now?: () => number;
    /** Starts the UKEY simulator too (0: any free port). */
    ukeyPort?: number;
    /** The delivery gate's key (X-Portal-Gate-Key). */
    gateKey?: string;
  } = {},
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mock-'));
  const dbFile = options.dbFile ?? path.join(dir, 'db.json');
  const server = await createMockServer({
    dbFile,
    port: 0,
    dev: options.dev ?? true,
    quiet: true,
    ...(options.now ? { now: options.now } : {}),
    ...(options.ukeyPort !== undefined ? { ukeyPort: options.ukeyPort } : {}),
    ...(options.gateKey !== undefined ? { gateKey: options.gateKey } : {}),
  });
  return {
    ...server,
    dir,
    dbFile,
    async dispose() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string; data?: T };
}

/**
 * A body as the portal's client sends it: JSON or a flat form, as the
 * request rule gives the path (JSON outside the API: the development hooks).
 */
function encodeParams(
  url: string,
  params: object,
): { type: string; body: string } {
  const apiPath = apiPathOfUrl(new URL(url).pathname);
  if (apiPath === undefined || bodyEncodingOf(apiPath) === 'json') {
    return { type: 'application/json', body: JSON.stringify(params) };
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (typeof value === 'object' && value !== null) {
      throw new Error(`form body of ${apiPath}: "${key}" is not a scalar`);
    }
    form.append(key, value === null ? '' : String(value));
  }
  return { type: 'application/x-www-form-urlencoded', body: form.toString() };
}

/**
 * A request to the test server, read as JSON. `params` makes it a POST
 * encoded as the request rule says for the path; `json` or `form` make it
 * a POST with exactly that encoding (a form as URLSearchParams writes it).
 */
export async function call<T = unknown>(
  url: string,
  init: RequestInit & {
    params?: object;
    json?: unknown;
    form?: Record<string, string>;
  } = {},
): Promise<JsonAnswer<T>> {
  const { params, json, form, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (params !== undefined) {
    const encoded = encodeParams(url, params);
    headers.set('Content-Type', encoded.type);
    body = encoded.body;
  } else if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(form).toString();
  }
  const res = await fetch(url, {
    method: body !== rest.body || params !== undefined ? 'POST' : undefined,
    ...rest,
    headers,
    body,
  });
  const text = await res.text();
  expectJsonContentType(res, text);
  return {
    status: res.status,
    headers: res.headers,
    body: JSON.parse(text) as JsonAnswer<T>['body'],
  };
}

function expectJsonContentType(res: Response, text: string): void {
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) {
    throw new Error(`expected JSON, got ${type}: ${text.slice(0, 200)}`);
  }
}

/** Signs in through the SSO form; returns the token from the redirect. */
export async function login(
  baseUrl: string,
  username: string,
  redirect = 'http://localhost:8080/index',
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await fetch(`${baseUrl}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, redirect }).toString(),
  });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) {
    throw new Error(`login of ${username} failed with ${res.status}`);
  }
  const token = new URL(location).searchParams.get('token');
  if (!token) throw new Error('no token in the redirect');
  return token;
}
