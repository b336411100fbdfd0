/**
 * Hostile input: property-based tests (fast-check) of every endpoint of the
 * mock backend. Random bodies (JSON of any shape, wrong types, huge
 * strings, malformed JSON, forms, other media types), random query strings,
 * random path parameters, signed in or not, any tenant; random paths under
 * the API prefixes; json-server's own behaviours (JSONP, its HTML error
 * page, body limit, the /__db router's query language).
 *
 * Every answer: never 5xx; an error is JSON `{ success: false, message }`
 * with a Chinese message (the browser pages under /sso, /admin and
 * /pcStatic may answer errors as HTML pages, as docs/api.md says); the
 * server keeps answering; the db file is valid JSON that a new server loads.
 *
 * The run is seeded with a fixed seed, so whether `npm test` passes never
 * depends on the day it runs: FUZZ_SEED=<seed> explores others (and replays
 * a printed one), FUZZ_RUNS=<n> changes the runs per endpoint. Explored
 * seeds that found a fault became tests of their own (server.test.ts: an
 * address over Node's header limit).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { apiPathOfUrl, bodyEncodingOf } from '@portal/shared/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from './platform/http';
import { createMockServer } from './server';
import { login, startTestServer, type TestServer } from './testing';
import { TENANT_IDS } from './db-state';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const RANDOM_PATH_RUNS = 300;
const CHINESE = /[\u4e00-\u9fff]/;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';

interface Endpoint {
  path: string;
  methods: Method[];
}

interface FuzzRequest {
  method: Method;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

let server: TestServer;
let port = 0;
let token = '';
let endpoints: Endpoint[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

// ------------------------------------------------------------ the endpoints

interface ExpressLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** The routes registered on the Express app (`app.route(path)`). */
function routesOf(app: unknown): Endpoint[] {
  const router = (app as { _router?: { stack?: ExpressLayer[] } })._router;
  const out: Endpoint[] = [];
  for (const layer of router?.stack ?? []) {
    const route = layer.route;
    if (!route || typeof route.path !== 'string') continue;
    const methods = Object.keys(route.methods)
      .filter((m) => m !== '_all')
      .map((m) => m.toUpperCase() as Method);
    out.push({ path: route.path, methods });
  }
  return out;
}

/**
 * Development hooks are left out (not mounted in production; /__dev/fail
 * answers 5xx on purpose); the read-only /__db router is fuzzed below.
 */
function isFuzzed(endpoint: Endpoint): boolean {
  return !endpoint.path.startsWith('/__');
}

/** Parameter names the routes read, so that bodies reach past "缺少参数". */
function parameterNames(): string[] {
  const folder = path.join(__dirname, 'domains');
  const names = new Set(['pagesize', 'pagenum', 'id', 'courseId', 'token']);
  const routeFiles = fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'));
  for (const file of routeFiles) {
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const m of source.matchAll(/,\s*'([A-Za-z_]\w{0,30})'\s*[,)]/g)) {
      if (m[1]) names.add(m[1]);
    }
    for (const m of source.matchAll(/\b(?:input|body)\.([A-Za-z_]\w{0,30})/g)) {
      if (m[1]) names.add(m[1]);
    }
  }
  return [...names].sort();
}

// ------------------------------------------------------------ arbitraries

const SPECIAL_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'true',
  '13001',
  '23001',
  '1',
  '001.001',
  '__proto__',
  'constructor',
  'toString',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000',
  '9007199254740993',
  '[]',
  '{}',
  '%',
  '2026-13-45',
  'a'.repeat(300),
];

/** A huge string: around the 1 MB body limit (3 bytes a character). */
const hugeString = fc
  .integer({ min: 20_000, max: 400_000 })
  .map((n) => '长'.repeat(n));

/** Values a route may accept: small numbers, ids, short text, flags. */
function plausibleArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer({ min: -2, max: 30 }),
    fc.integer({ min: -2, max: 30 }).map(String),
    fc.constantFrom(
      '13001',
      '13022',
      '23001',
      '1',
      'collect',
      'OTHER',
      '001.001',
      '2026',
      'VIDEO',
      'ARTICLE',
    ),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
    fc.constantFrom('学习', '测试内容'),
    fc.boolean(),
  );
}

function valueArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
    { weight: 4, arbitrary: plausibleArbitrary() },
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 3, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 5,
      }),
    },
    { weight: 1, arbitrary: nestedArbitrary() },
  );
}

/** An object nested 50 to 300 levels deep. */
function nestedArbitrary(): fc.Arbitrary<unknown> {
  return fc.integer({ min: 50, max: 300 }).map((depth) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) value = { a: [value] };
    return value;
  });
}

function keyArbitrary(names: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype'),
    },
  );
}

/**
 * An object with any of the parameter names the routes read (each present
 * or not), or a few keys of any name.
 */
function objectArbitrary(
  names: string[],
): fc.Arbitrary<Record<string, unknown>> {
  // Mostly plausible values, so that a request gets past the first check
  // and the odd hostile value meets the code behind it.
  const value = fc.oneof(
    { weight: 4, arbitrary: plausibleArbitrary() },
    { weight: 1, arbitrary: valueArbitrary() },
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(Object.fromEntries(names.map((n) => [n, value])), {
        requiredKeys: [],
      }),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(keyArbitrary(names), value, { maxKeys: 8 }),
    },
  );
}

function formValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

interface Body {
  contentType?: string;
  body?: Buffer;
}

function bodyArbitrary(names: string[]): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify(value) ?? 'null'),
  });
  return fc.oneof(
    { weight: 6, arbitrary: objectArbitrary(names).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .record({ big: hugeString, key: fc.constantFrom(...names) })
        .map(({ big, key }) => json({ [key]: big })),
    },
    // JSON that is not an object: arrays, strings, numbers, null.
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    // Malformed JSON (and sometimes valid JSON by chance).
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'undefined'),
        )
        .map((text) => ({
          contentType: 'application/json',
          body: Buffer.from(text),
        })),
    },
    {
      weight: 2,
      arbitrary: objectArbitrary(names).map((o) => ({
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from(
          new URLSearchParams(
            Object.entries(o).map(([k, v]) => [k, formValue(v)]),
          ).toString(),
        ),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=gbk',
            'application/vnd.api+json',
            'APPLICATION/JSON',
          ),
          text: fc.string({ maxLength: 60 }),
        })
        .map(({ contentType, text }) => ({
          contentType,
          body: Buffer.from(text),
        })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
}

/** Characters that may appear as they are in a request target. */
const PATH_CHARS = [..."abcxyzABC0123456789-._~!$&'()*+,;=:@%/"] as const;

function segmentArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
    fc.string({ unit: fc.constantFrom(...PATH_CHARS), maxLength: 20 }),
    fc.constantFrom(
      '..',
      '%2e%2e',
      '%00',
      '%',
      '%E4%B8',
      '%ZZ',
      'a%2Fb',
      'x.mp4',
      'logo.svg',
      'handout-13001.html',
      'COURSE_TYPE',
      '__proto__',
    ),
  );
}

function queryArbitrary(names: string[]): fc.Arbitrary<string> {
  const pair = fc
    .tuple(keyArbitrary(names), valueArbitrary())
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(formValue(v).slice(0, 2000))}`,
    );
  const raw = fc.constantFrom(
    'a[b]=1',
    'a[]=1&a[]=2',
    '%',
    '=&&=',
    'pagesize=1&pagesize=2',
    'pagenum=-5',
    'pagesize=100000',
  );
  return fc
    .array(
      fc.oneof({ weight: 4, arbitrary: pair }, { weight: 1, arbitrary: raw }),
      {
        maxLength: 5,
      },
    )
    .map((parts) => parts.join('&'));
}

type Auth = 'none' | 'token' | 'fs-ck' | 'unknown token' | 'garbage';

function headersArbitrary(): fc.Arbitrary<{
  auth: Auth;
  tenant?: string;
}> {
  return fc.record(
    {
      auth: fc.constantFrom<Auth>(
        'none',
        'token',
        'token',
        'fs-ck',
        'unknown token',
        'garbage',
      ),
      tenant: fc.oneof(
        fc.constantFrom(...TENANT_IDS),
        fc.string({
          unit: fc.constantFrom(...'0123456789.-abc'),
          maxLength: 15,
        }),
      ),
    },
    { requiredKeys: ['auth'] },
  );
}

// ------------------------------------------------------------ the client

function send(request: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers['Content-Length'] = String(request.body.length);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('no answer in 15 s')));
    req.on('error', reject);
    req.end(request.body);
  });
}

function describeRequest(r: FuzzRequest): string {
  const body = r.body?.toString('utf8') ?? '';
  return `${r.method} ${r.path.slice(0, 300)} ${JSON.stringify(r.headers)} ${
    body.length > 300 ? `${body.slice(0, 300)}… (${body.length} bytes)` : body
  }`;
}

/** Paths whose errors may be HTML pages (browser navigation). */
function isBrowserPage(p: string): boolean {
  return /^\/(sso|admin|pcStatic)(\/|$|\?)/.test(p);
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isJson(answer: Answer): boolean {
  return (answer.headers['content-type'] ?? '').startsWith('application/json');
}

/** The checks every answer must pass; throws with the request on failure. */
function checkAnswer(request: FuzzRequest, answer: Answer): void {
  const where = `${answer.status} ${answer.text.slice(0, 300)}\n  for ${describeRequest(request)}`;
  if (answer.status >= 500) throw new Error(`5xx: ${where}`);
  if (request.method === 'HEAD' || answer.status === 204) return;
  if (answer.status >= 300 && answer.status < 400) return;
  const mustBeJson = !isBrowserPage(request.path) || answer.status === 413;
  if (!isJson(answer)) {
    if (mustBeJson && answer.status >= 400) {
      throw new Error(`error that is not JSON: ${where}`);
    }
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`invalid JSON: ${where}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`JSON that is not an object: ${where}`);
  }
  const b = body as Record<string, unknown>;
  if (answer.status >= 400) {
    if (
      b.success !== false ||
      typeof b.message !== 'string' ||
      !CHINESE.test(b.message) ||
      Object.keys(b).some((k) => k !== 'success' && k !== 'message')
    ) {
      throw new Error(`error not in the envelope: ${where}`);
    }
    return;
  }
  // 2xx: the envelope, or the academy lookup's { code, message }.
  if ('success' in b) {
    if (typeof b.success !== 'boolean' || typeof b.message !== 'string') {
      throw new Error(`answer not in the envelope: ${where}`);
    }
    if (b.success === false && !CHINESE.test(b.message)) {
      throw new Error(`failure without a Chinese message: ${where}`);
    }
  } else if (typeof b.code !== 'string') {
    throw new Error(`answer of an unknown shape: ${where}`);
  }
}

async function ensureSignedIn(): Promise<void> {
  const info = await send({
    method: 'GET',
    path: '/api/user/info',
    headers: { token },
  });
  if (info.status === 401) token = await login(server.url, 'learner');
}

/** The server answers and the db file is a JSON object that loads. */
async function checkHealthy(): Promise<void> {
  const config = await send({
    method: 'GET',
    path: '/api/portal/config',
    headers: {},
  });
  expect(config.status).toBe(200);
  const db = JSON.parse(fs.readFileSync(server.dbFile, 'utf8')) as Record<
    string,
    unknown
  >;
  expect(Array.isArray(db.users)).toBe(true);
  expect(Array.isArray(db.sessions)).toBe(true);
}

function fillParams(template: string, values: string[]): string {
  let i = 0;
  return template.replace(/:[A-Za-z_]\w*/g, () => values[i++] ?? 'x');
}

async function requestFor(
  input: {
    method: Method;
    params: string[];
    query: string;
    body: Body;
    headers: { auth: Auth; tenant?: string };
  },
  template: string,
): Promise<FuzzRequest> {
  const headers: Record<string, string> = {};
  const { auth, tenant } = input.headers;
  if (auth === 'token' || auth === 'fs-ck') {
    // Signing out ends the session: sign in afresh for /logout.
    const t =
      template === '/logout' ? await login(server.url, 'learner') : token;
    headers[auth === 'token' ? 'token' : 'FS-CK'] = t;
  } else if (auth === 'unknown token') {
    headers.token = '0123456789abcdef0123456789abcdef';
  } else if (auth === 'garbage') {
    headers.token = "' OR 1=1 --";
  }
  if (tenant !== undefined) headers.tenantId = tenant;
  if (input.body.contentType) headers['Content-Type'] = input.body.contentType;
  const p = fillParams(template, input.params);
  return {
    method: input.method,
    path: input.query ? `${p}?${input.query}` : p,
    headers,
    body: input.body.body,
  };
}

let runIndex = 0;
/** Each property gets its own seed derived from the run's seed. */
function nextSeed(): number {
  runIndex += 1;
  return (SEED + runIndex * 7919) % 2_147_483_647;
}

beforeAll(async () => {
  console.log(
    `fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED} npx vitest run mock-server/src/fuzz.property.test.ts)`,
  );
  const created = vi.spyOn(http, 'createServer');
  server = await startTestServer();
  const app = created.mock.calls[0]?.[0];
  created.mockRestore();
  endpoints = routesOf(app).filter(isFuzzed);
  port = Number(new URL(server.url).port);
  token = await login(server.url, 'learner');
}, 30_000);

afterAll(async () => {
  agent.destroy();
  await server.dispose();
});

// ------------------------------------------------------------ properties

describe('every endpoint under random input', () => {
  it('finds the endpoints of every route family', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    const families = new Set(endpoints.map((e) => e.path.split('/')[2]));
    for (const family of ['portal', 'personal', 'study', 'exam', 'tbtp']) {
      expect(families).toContain(family);
    }
    console.log(
      `fuzzing ${endpoints.length} endpoints, ${RUNS} runs each, plus ${RANDOM_PATH_RUNS} random paths`,
    );
  });

  it('never answers 5xx; errors are Chinese JSON; the db stays valid', async () => {
    const names = parameterNames();
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      await ensureSignedIn();
      const otherMethods: Method[] = [
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
        'HEAD',
      ];
      const arbitrary = fc.record({
        method: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...endpoint.methods) },
          { weight: 1, arbitrary: fc.constantFrom(...otherMethods) },
        ),
        params: fc.array(segmentArbitrary(), { minLength: 3, maxLength: 3 }),
        query: queryArbitrary(names),
        body: bodyArbitrary(names),
        headers: headersArbitrary(),
      });
      const seed = nextSeed();
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (input) => {
            const request = await requestFor(input, endpoint.path);
            checkAnswer(request, await send(request));
          }),
          { numRuns: RUNS, seed, endOnFailure: true },
        );
      } catch (err) {
        failures.push(
          `${endpoint.path} (seed ${seed}): ${(err as Error).message.slice(0, 1500)}`,
        );
      }
      await checkHealthy();
    }
    if (failures.length > 0) {
      throw new Error(
        `${failures.length} of ${endpoints.length} endpoints failed:\n\n${failures.join('\n\n')}`,
      );
    }
  }, 120_000);

  it('answers random paths under the API prefixes in JSON, never 5xx', async () => {
    const names = parameterNames();
    await ensureSignedIn();
    const prefixes = [
      '/api/',
      '/api/portal/',
      '/api/personal/',
      '/api/tbtp/',
      '/api/study/',
      '/api/exam/',
      '/api/sso/',
      '/sso/',
      '/pcStatic/',
      '/pcStatic/img/',
      '/logout/',
      '/admin/',
      '/',
    ];
    const arbitrary = fc.record({
      prefix: fc.constantFrom(...prefixes),
      segments: fc.array(segmentArbitrary(), { minLength: 1, maxLength: 4 }),
      method: fc.constantFrom<Method>('GET', 'POST', 'POST', 'PUT', 'DELETE'),
      params: fc.constant<string[]>([]),
      query: queryArbitrary(names),
      body: bodyArbitrary(names),
      headers: headersArbitrary(),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input) => {
        const request = await requestFor(
          input,
          `${input.prefix}${input.segments.join('/')}`,
        );
        checkAnswer(request, await send(request));
      }),
      { numRuns: RANDOM_PATH_RUNS, seed: nextSeed(), endOnFailure: true },
    );
    await checkHealthy();
  }, 60_000);
});

describe("json-server's own behaviours", () => {
  const samples = [
    '/api/portal/subsite',
    '/api/portal/article/query',
    '/api/user/info',
    '/api/study/progress',
    '/__db/users',
    '/__db/db',
  ];

  it('refuses JSONP (?callback=) everywhere with 400 JSON', async () => {
    for (const p of samples) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await send({
          method,
          path: `${p}?callback=steal`,
          headers: { token },
        });
        expect(answer.status, `${method} ${p}`).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({
          success: false,
          message: MESSAGES.jsonp,
        });
        expect(answer.text).not.toContain('steal(');
      }
    }
  });

  it('answers malformed JSON bodies with 400 JSON (415 on a form call), never an HTML stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints.filter((e) => e.methods.includes('POST'))),
        fc.oneof(
          fc.constantFrom(
            '{',
            '{"a":1,}',
            "{'a':1}",
            '{"a":"\\x"}',
            '\u0000{}',
          ),
          fc
            .string({ minLength: 1, maxLength: 40 })
            .map((s) => `{${s}`)
            .filter((text) => !isJsonText(text)),
        ),
        async (endpoint, text) => {
          const request: FuzzRequest = {
            method: 'POST',
            path: fillParams(endpoint.path, ['x', 'y']),
            headers: { 'Content-Type': 'application/json', token },
            body: Buffer.from(text),
          };
          const answer = await send(request);
          const apiPath = apiPathOfUrl(request.path);
          // A form call refuses any JSON body before reading it.
          const formCall =
            apiPath !== undefined && bodyEncodingOf(apiPath) === 'form';
          expect(answer.status, describeRequest(request)).toBe(
            formCall ? 415 : 400,
          );
          expect(answer.headers['content-type']).toMatch(/^application\/json/);
          expect(JSON.parse(answer.text)).toEqual({
            success: false,
            message: formCall ? MESSAGES.formOnly : MESSAGES.badJson,
          });
          expect(answer.text).not.toMatch(/<(html|pre)|at \w+ \(/);
        },
      ),
      { numRuns: 60, seed: nextSeed(), endOnFailure: true },
    );
  });

  it('answers bodies over 1 MB with 413 JSON, also chunked, and keeps going', async () => {
    const big = Buffer.from(
      JSON.stringify({ content: 'x'.repeat(1024 * 1024 + 10) }),
    );
    for (const p of [
      '/api/portal/suggest/createSuggest',
      '/api/nothing/here',
    ]) {
      const answer = await send({
        method: 'POST',
        path: p,
        headers: { 'Content-Type': 'application/json', token },
        body: big,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({
        success: false,
        message: MESSAGES.tooLarge,
      });
    }
    // Chunked (no Content-Length): counted while it arrives.
    const chunked = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/portal/article/query',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString('utf8')));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
            }),
          );
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 20; i += 1) req.write('x'.repeat(100_000));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text)).toMatchObject({ success: false });
    // Just under the limit is read.
    const fits = await send({
      method: 'POST',
      path: '/api/portal/article/query',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({ pagesize: 1, pad: 'x'.repeat(1024 * 1024 - 100) }),
      ),
    });
    expect(fits.status).toBe(200);
    await checkHealthy();
  });

  it('answers what json-server itself would fail on in /__db with 4xx JSON', async () => {
    const cases: FuzzRequest[] = [
      // lodash-id threw a TypeError: 500 with the stack as text.
      { method: 'GET', path: '/__db/studyRecords?_expand=users', headers: {} },
      { method: 'GET', path: '/__db/users?_embed=sessions', headers: {} },
      // new RegExp('(') threw: 500 with the stack as text.
      { method: 'GET', path: '/__db/users?username_like=(', headers: {} },
      // json-server's body parser reads GET bodies too.
      {
        method: 'GET',
        path: '/__db/users',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from('{'),
      },
    ];
    for (const request of cases) {
      const answer = await send(request);
      expect(answer.status, describeRequest(request)).toBe(400);
      checkAnswer(request, answer);
    }
    const missing = await send({
      method: 'GET',
      path: '/__db/users/no-such-id',
      headers: {},
    });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({
      success: false,
      message: MESSAGES.notFound,
    });
  });

  it('keeps /__db read-only and its query language from failing', async () => {
    const collections = [
      'users',
      'courses',
      'studyRecords',
      'articles',
      'nope',
    ];
    const operators = ['_like', '_ne', '_gte', '_lte'];
    const specials = [
      '_sort',
      '_order',
      '_start',
      '_end',
      '_limit',
      '_page',
      '_embed',
      '_expand',
      'q',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...collections),
        fc.option(
          fc.oneof(
            fc.constantFrom('1', '13001', 'x'),
            fc.string({ maxLength: 8 }).map(encodeURIComponent),
          ),
          { nil: undefined },
        ),
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom(...specials),
              fc
                .constantFrom('username', 'id', 'name', 'tenantId')
                .chain((f) =>
                  fc.constantFrom(...operators).map((o) => `${f}${o}`),
                ),
            ),
            fc.oneof(
              fc.constantFrom(
                '(',
                '[',
                '*',
                '\\',
                '-1',
                'abc',
                '',
                'users',
                '1e999',
              ),
              fc.string({ maxLength: 10 }),
            ),
          ),
          { maxLength: 4 },
        ),
        fc.constantFrom<Method>('GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        async (collection, id, query, method) => {
          const q = new URLSearchParams(query).toString();
          const p = `/__db/${collection}${id ? `/${id}` : ''}${q ? `?${q}` : ''}`;
          const request: FuzzRequest = {
            method,
            path: p,
            headers:
              method === 'GET' ? {} : { 'Content-Type': 'application/json' },
            body: method === 'GET' ? undefined : Buffer.from('{"id":"x"}'),
          };
          const answer = await send(request);
          checkAnswer(request, answer);
          if (method !== 'GET') expect(answer.status).toBe(405);
          expect(isJson(answer)).toBe(true);
        },
      ),
      { numRuns: 150, seed: nextSeed(), endOnFailure: true },
    );
    await checkHealthy();
  });
});

describe('after the fuzzing', () => {
  it('leaves a db file that a new server loads as it is', async () => {
    const copy = path.join(server.dir, 'copy.json');
    fs.copyFileSync(server.dbFile, copy);
    const before = fs.readFileSync(copy, 'utf8');
    const warn = vi.spyOn(console, 'warn');
    const again = await createMockServer({
      dbFile: copy,
      port: 0,
      quiet: true,
      dev: false,
    });
    try {
      expect(warn).not.toHaveBeenCalled();
      // Nothing needed repairing: the file is untouched by the start.
      expect(fs.readFileSync(copy, 'utf8')).toBe(before);
      const fresh = await login(again.url, 'learner');
      const info = await fetch(`${again.url}/api/user/info`, {
        headers: { token: fresh },
      });
      expect(info.status).toBe(200);
    } finally {
      warn.mockRestore();
      await again.close();
    }
  });
});
