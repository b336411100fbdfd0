/**
 * The mock backend: json-server's Express app with the portal's own routes
 * in front, a JSON envelope everywhere, local-only CORS and no JSONP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';

import { DEFAULT_UKEY_PORT } from '@portal/shared/contracts';
import {
  createUkeySimulator,
  type UkeySimulator,
} from '@portal/ukey-simulator';
import jsonServer, {
  type Application,
  type Handler,
  type RequestHandler,
} from 'json-server';

import {
  type AdminEntryContext,
  AdminTickets,
  registerAdminRoutes,
  registerSmsRoutes,
  registerUkeyRoutes,
  SmsCodes,
  UkeyChallenges,
} from './domains/admin-entry';
import { CaptchaStore, registerSsoRoutes } from './domains/sign-in';
import { answerAfterWrite, openStore, type Store } from './platform/db';
import {
  MESSAGES,
  errorHandler,
  fail,
  notFound,
  ok,
  parseBody,
} from './platform/http';
import {
  registerAcademyRoutes,
  registerAssetRoutes,
  registerHomeExtrasRoutes,
  registerLiveRoutes,
  registerPortalHomeRoutes,
  registerStatisticsRoutes,
} from './domains/home';
import {
  registerAccountRoutes,
  registerWebmemberRoutes,
} from './domains/profile';
import {
  registerArchiveRoutes,
  registerPersonalRoutes,
} from './domains/year-archive';
import { registerCertificateRoutes } from './domains/certificates';
import {
  graduationGate,
  registerClassStudyRoutes,
} from './domains/class-study';
import { registerSurveyRoutes } from './domains/surveys';
import {
  courseWithId,
  registerCourseRoutes,
  requireCourse,
} from './domains/course-catalogue';
import { FaultInjector, registerDevRoutes } from './dev/dev.routes';
import { registerDevXssRoutes } from './dev/xss-hook';
import { registerDevTenantRoutes } from './dev/tenant-hook';
import {
  registerDictionaryRoutes,
  registerSiteRoutes,
  servedTenants,
  type SiteContext,
} from './domains/site';
import { classroomTestOf, registerExamRoutes } from './domains/exams';
import { registerFamousRoutes } from './domains/master-lecture-hall';
import { registerGuidanceRoutes } from './domains/guidance';
import {
  type CatalogueCourses,
  registerMediaRoutes,
  registerStudyRoutes,
} from './domains/course-study';
import { classById, registerClassRoutes } from './domains/classes';
import { registerSearchRoutes } from './domains/search';
import { registerLearningCentreRoutes } from './domains/learning-centre';
import { registerLetterRoutes } from './domains/letters';
import { registerDispatchRoutes } from './domains/dispatch';
import { registerTopicRoutes } from './domains/special-topics';
import {
  type DeliveryContext,
  isReportsRequest,
  readReportBody,
  registerDeliveryRoutes,
  ReportRate,
} from './domains/delivery';
import {
  isLoopbackHostname,
  settleTenantOfRequest,
  type KnownTenants,
} from './platform/tenancy';
import type { DbState } from './db-state';
import { portalSeed } from './seed';

interface MockServerOptions {
  dbFile: string;
  /** 0 picks a free port. */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Development hooks; defaults to NODE_ENV !== 'production'. */
  dev?: boolean;
  /** No access log; defaults to MOCK_QUIET=1. */
  quiet?: boolean;
  /**
   * Clock in ms (captcha, SMS, challenge and ticket expiry, study progress,
   * the year of earned hours); Date.now.
   */
  now?: () => number;
  /**
   * Port of the UKEY simulator started with the backend (on 127.0.0.1;
   * 0 picks a free port). Undefined: no simulator is started and the
   * configuration points at ws://127.0.0.1:23577.
   */
  ukeyPort?: number;
  /** Key material of the UKEY; defaults to `<db folder>/ukey`. */
  ukeyDataDir?: string;
  /**
   * The key the delivery gate reads the figures with (X-Portal-Gate-Key);
   * undefined or empty: key access is off.
   */
  gateKey?: string;
}

export interface MockServer {
  url: string;
  /** `ws://127.0.0.1:<port>` when the UKEY simulator was started. */
  ukeyUrl?: string;
  /** The simulator started with the backend, if any. */
  ukey?: UkeySimulator;
  close(): Promise<void>;
}

/** Where the UKEY key material lives for a db file. */
function ukeyDataDirFor(dbFile: string): string {
  return path.join(path.dirname(path.resolve(dbFile)), 'ukey');
}

/** Served by json-server's static middleware (only robots.txt). */
const STATIC_DIR = path.resolve(__dirname, '../public');

const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const CORS_DEFAULT_HEADERS =
  'Content-Type, token, FS-CK, tenantId, deviceId, deviceFingerprint, X-Requested-With';

function isAllowedOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      isLoopbackHostname(url.hostname)
    );
  } catch {
    return false;
  }
}

/** CORS for pages served from localhost, 127.0.0.1 and *.localhost only. */
const cors: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  const preflight =
    req.method === 'OPTIONS' &&
    req.headers['access-control-request-method'] !== undefined;
  res.setHeader('Vary', 'Origin');
  if (origin && isAllowedOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (preflight) {
      res.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? CORS_DEFAULT_HEADERS,
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
  } else if (origin && preflight) {
    fail(res, 403, '不允许的跨域来源');
    return;
  }
  next();
};

const rejectJsonp: RequestHandler = (req, res, next) => {
  if (req.query.callback !== undefined) {
    fail(res, 400, MESSAGES.jsonp);
    return;
  }
  next();
};

function isRequestHandler(handler: Handler): handler is RequestHandler {
  // Express tells error handlers apart by arity; json-server's HTML error
  // page (NODE_ENV=development) is one and must not be installed.
  return handler.length < 4;
}

/**
 * json-server's defaults taken apart, to mount them in other places: the
 * compression and static handlers, told apart by the names their packages
 * give them (checked, so that an upgrade that renames them fails at start).
 */
function splitDefaults(handlers: RequestHandler[]): {
  compression: RequestHandler;
  staticFiles: RequestHandler;
  others: RequestHandler[];
} {
  const named = (name: string): RequestHandler => {
    const found = handlers.filter((h) => h.name === name);
    const [handler] = found;
    if (found.length !== 1 || !handler) {
      throw new Error(`json-server defaults: expected one ${name} handler`);
    }
    return handler;
  };
  const compression = named('compression');
  const staticFiles = named('serveStatic');
  return {
    compression,
    staticFiles,
    others: handlers.filter((h) => h !== compression && h !== staticFiles),
  };
}

/** The db as /__db shows it: private keys left out. */
function redacted(state: DbState): DbState {
  return {
    ...state,
    keys: state.keys.map((k) => ({ ...k, privateKey: '(hidden)' })),
  };
}

/** A copy of value with every `privateKey` field hidden. */
function hidePrivateKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hidePrivateKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'privateKey' ? '(hidden)' : hidePrivateKeys(inner),
      ]),
    );
  }
  return value;
}

/** Why the /__db view refuses a query of json-server's language, if it does. */
function refusedDbQuery(query: Record<string, unknown>): string | undefined {
  for (const [key, value] of Object.entries(query)) {
    // Relations (lodash-id throws on rows without the foreign key).
    if (key === '_embed' || key === '_expand') return `不支持参数${key}`;
    if (!key.endsWith('_like')) continue;
    for (const pattern of [value].flat()) {
      try {
        new RegExp(String(pattern), 'i');
      } catch {
        return `参数${key}不是合法的正则表达式`;
      }
    }
  }
  return undefined;
}

/** Read-only view of the raw collections under /__db, in the envelope. */
function readOnlyDb(store: Store): RequestHandler {
  const router = store.router;
  // json-server's own last handler answers errors with the stack as text
  // (500); without it they reach the JSON error handler (4xx kept).
  const stack = (router as unknown as { stack: Array<{ handle: Handler }> })
    .stack;
  if (stack.at(-1)?.handle.length === 4) stack.pop();
  router.render = (_req, res) => {
    // An error in the plain envelope (json-server sends `{}` with a 404).
    if (res.statusCode >= 400) fail(res, res.statusCode, MESSAGES.notFound);
    // Every privateKey hidden, however the router was reached: it matches
    // collection names case-insensitively (/__db/KEYS is the keys).
    else ok(res, hidePrivateKeys(res.locals.data));
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      fail(res, 405, MESSAGES.methodNotAllowed);
      return;
    }
    // json-server answers /db with the bare state; keep the envelope.
    if (req.path === '/db' || req.path === '/') {
      ok(res, redacted(store.state()));
      return;
    }
    if (req.path === '/keys' || req.path.startsWith('/keys/')) {
      ok(res, redacted(store.state()).keys);
      return;
    }
    const refused = refusedDbQuery(req.query);
    if (refused) {
      fail(res, 400, refused);
      return;
    }
    router(req, res, next);
  };
}

/**
 * Settles each request's tenant as it arrives, with the tenants the backend
 * serves at that moment (tenantOfRequest then answers it everywhere).
 */
function settleTenant(known: KnownTenants): RequestHandler {
  return (req, _res, next) => {
    settleTenantOfRequest(req.headers, known);
    next();
  };
}

/** Every domain's context at once: the platform's and each domain's services. */
type PortalContext = AdminEntryContext & SiteContext & DeliveryContext;

function buildApp(
  ctx: PortalContext,
  faults: FaultInjector,
  quiet: boolean,
): Application {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  // Answers are `no-cache` JSON; hashing each one for an ETag cost more
  // than most routes (files keep theirs: media.ts asks sendFile for one).
  app.disable('etag');
  // Flat query values only (no `a[b]=` objects).
  app.set('query parser', 'simple');

  const defaults = splitDefaults(
    jsonServer
      .defaults({
        noCors: true,
        logger: !quiet,
        readOnly: false,
        static: STATIC_DIR,
      })
      .filter(isRequestHandler),
  );
  // JSON answers under /api/ pick their own encoding (sendJson: small ones
  // plain, large ones gzipped in one call); the compression middleware
  // wrapped every answer, at a cost even when it compressed nothing.
  const compressOutsideApi: RequestHandler = (req, res, next) => {
    if (req.path.startsWith('/api/')) next();
    else defaults.compression(req, res, next);
  };
  app.use(compressOutsideApi, defaults.others);
  app.use(answerAfterWrite(ctx.store));
  app.use(cors, rejectJsonp, settleTenant(ctx.servesTenant));
  if (ctx.dev) app.use(faults.middleware);
  // The collector reads its own bodies: beacons send JSON as text/plain,
  // and a batch has a far smaller limit than the API's 1 MB.
  const readBody: RequestHandler = (req, res, next) => {
    if (isReportsRequest(req)) readReportBody(req, res, next);
    else parseBody(req, res, next);
  };
  app.use(readBody);

  registerSiteRoutes(app, ctx);
  registerAssetRoutes(app, ctx);
  registerSsoRoutes(app, ctx);
  registerSmsRoutes(app, ctx);
  registerUkeyRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerWebmemberRoutes(app, ctx);
  registerAcademyRoutes(app, ctx);
  registerDictionaryRoutes(app, ctx);
  registerPortalHomeRoutes(app, ctx);
  registerPersonalRoutes(app, ctx);
  registerArchiveRoutes(app, ctx);
  registerCertificateRoutes(app, ctx);
  registerClassRoutes(app, ctx);
  registerExamRoutes(app, ctx, graduationGate);
  registerClassStudyRoutes(app, ctx);
  registerSurveyRoutes(app, ctx);
  registerCourseRoutes(
    app,
    ctx,
    {
      classOf: (tenantId, tbtpId) =>
        classById(ctx.store.state(), tenantId, tbtpId),
    },
    {
      classroomTestOf: (tenantId, courseId, who) =>
        classroomTestOf(ctx.store.state(), tenantId, courseId, who),
    },
  );
  const catalogue: CatalogueCourses = {
    requireCourse: (tenantId, id) =>
      requireCourse(ctx.store.state(), tenantId, id),
    courseWithId: (id) => courseWithId(ctx.store.state(), id),
  };
  registerStudyRoutes(app, ctx, catalogue);
  registerTopicRoutes(app, ctx);
  registerFamousRoutes(app, ctx);
  registerHomeExtrasRoutes(app, ctx);
  registerGuidanceRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerStatisticsRoutes(app, ctx);
  registerLearningCentreRoutes(app, ctx);
  registerLetterRoutes(app, ctx);
  registerDispatchRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerDeliveryRoutes(app, ctx);
  registerMediaRoutes(app, ctx, catalogue);
  if (ctx.dev) {
    registerDevRoutes(app, ctx, faults);
    registerDevXssRoutes(app, ctx);
    registerDevTenantRoutes(app, ctx);
    app.use('/__db', readOnlyDb(ctx.store));
  }

  // Static files go after the routes: serve-static stats the disk for every
  // request it sees, so in front every API call paid for a file lookup.
  app.use(defaults.staticFiles);
  app.use(notFound);
  app.use(errorHandler((err) => console.error('mock backend error:', err)));
  return app;
}

function publicHost(host: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', ''].includes(host)) return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function createMockServer(
  options: MockServerOptions,
): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const dev = options.dev ?? process.env.NODE_ENV !== 'production';
  const quiet = options.quiet ?? process.env.MOCK_QUIET === '1';
  const store = openStore(options.dbFile, portalSeed, {
    groupCommit: true,
    onWriteError: (err) => console.error('mock backend: db write failed', err),
  });
  const now = options.now ?? Date.now;
  const log = (message: string) => {
    if (!quiet) console.log(message);
  };
  const ukeyDataDir = options.ukeyDataDir ?? ukeyDataDirFor(options.dbFile);
  const simulator =
    options.ukeyPort === undefined
      ? undefined
      : await createUkeySimulator({
          port: options.ukeyPort,
          dataDir: ukeyDataDir,
          log,
        });
  let origin = '';
  const ctx: PortalContext = {
    store,
    dev,
    origin: () => origin,
    log,
    now,
    servesTenant: servedTenants(store),
    captchas: new CaptchaStore(now),
    smsCodes: new SmsCodes(now),
    adminTickets: new AdminTickets(now),
    ukeyChallenges: new UkeyChallenges(now),
    reportRate: new ReportRate(now),
    gateKey: options.gateKey || null,
    ukey: {
      dataDir: ukeyDataDir,
      serviceUrl: () => simulator?.url ?? `ws://127.0.0.1:${DEFAULT_UKEY_PORT}`,
      simulator,
    },
  };
  const faults = new FaultInjector();
  const server = http.createServer(buildApp(ctx, faults, quiet));
  server.on('clientError', answerRefusedRequest);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await simulator?.close();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  origin = `http://${publicHost(host)}:${port}`;

  let closing: Promise<void> | undefined;
  const result: MockServer = {
    url: origin,
    close() {
      closing ??= Promise.all([
        new Promise<void>((resolve, reject) => {
          faults.close();
          server.close((err) => (err ? reject(err) : resolve()));
          server.closeAllConnections();
        }),
        simulator?.close(),
      ]).then(() => {
        // Changes of answers cut short by the close.
        store.flush();
      });
      return closing;
    },
  };
  if (simulator) {
    result.ukey = simulator;
    result.ukeyUrl = simulator.url;
  }
  return result;
}

/**
 * Requests Node refuses before the app sees them (an address or headers
 * over its 16 KB limit, a malformed request line) get the JSON envelope
 * too, instead of Node's bare status line.
 */
function answerRefusedRequest(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    success: false,
    message: tooLarge ? MESSAGES.headersTooLarge : MESSAGES.badRequest,
  });
  socket.end(
    [
      tooLarge
        ? 'HTTP/1.1 431 Request Header Fields Too Large'
        : 'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
