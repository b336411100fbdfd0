/**
 * The UKEY simulator: a stand-in for the vendor's local key agent. One port
 * (127.0.0.1 only) carries the WebSocket protocol of docs/ukey-protocol.md
 * and the HTTP development controls (/__dev/plug, /__dev/unplug,
 * /__dev/certificate, /__dev/reset, /__dev/state).
 *
 * The key holds one certificate at a time: admin_ukey's certificate issued
 * by the CA the backend trusts, or (after /__dev/certificate
 * {trusted:false}) one for the same person from an unknown CA.
 */
import { sign as rsaSign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import type {
  UkeyAnswer,
  UkeyError,
  UkeyErrorCode,
  UkeyEvent,
  UkeyMethod,
  UkeyParams,
  UkeyResult,
} from '@portal/shared/contracts';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

import {
  type PemCredential,
  certificateBase64,
  loadUkeyPki,
  summarizeCertificate,
  type CertificateSummary,
} from './pki';
import {
  UKEY_KEY_ID,
  UKEY_MAX_PIN_TRIES,
  UKEY_MESSAGES,
  UKEY_PIN,
} from './virtual-key';

export interface UkeySimulatorOptions {
  /** 0 picks a free port (kept for later restarts). */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Folder of the key material (see ./pki.ts). */
  dataDir: string;
  /** Log lines (plug, unplug, …); defaults to none. */
  log?: (message: string) => void;
}

/** What the development controls report. */
export interface UkeyState {
  running: boolean;
  url: string;
  keyId: string;
  inserted: boolean;
  /** The certificate presented is the one from the trusted CA. */
  trusted: boolean;
  locked: boolean;
  retriesLeft: number;
  connections: number;
}

export interface UkeySimulator {
  /** `ws://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** The listener is open. */
  readonly running: boolean;
  /** Opens the listener again on the same port (no-op when running). */
  start(): Promise<void>;
  /** Closes the listener and every connection; the key state is kept. */
  stop(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
  plug(): void;
  unplug(): void;
  setTrusted(trusted: boolean): void;
  /** Key inserted, trusted certificate, PIN counter cleared, unlocked. */
  reset(): void;
  state(): UkeyState;
}

/** WebSocket messages and HTTP bodies over this size are refused. */
const MAX_MESSAGE_BYTES = 1024 * 1024;
const MAX_HTTP_BODY_BYTES = 64 * 1024;

class ProtocolError extends Error {
  constructor(
    readonly code: UkeyErrorCode,
    message: string,
    readonly retriesLeft?: number,
  ) {
    super(message);
  }

  toError(): UkeyError {
    const error: UkeyError = { code: this.code, message: this.message };
    if (this.retriesLeft !== undefined) error.retriesLeft = this.retriesLeft;
    return error;
  }
}

interface Presented {
  credential: PemCredential;
  summary: CertificateSummary;
  /** Base64 DER. */
  der: string;
}

interface Connection {
  /** Certificate ids whose PIN was verified on this connection. */
  verified: Set<string>;
}

/**
 * A request's params as received: each field the protocol names, not yet
 * checked (a field renamed in the contract no longer type-checks here).
 */
type ReceivedParams<M extends UkeyMethod> = {
  readonly [K in keyof UkeyParams<M>]?: unknown;
};

type MethodHandler<M extends UkeyMethod> = (
  params: ReceivedParams<M>,
  connection: Connection,
) => UkeyResult<M>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** localhost, 127.0.0.1 and *.localhost (as the mock backend's tenancy). */
function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name === '127.0.0.1' ||
    (name.endsWith('.localhost') && name.length > '.localhost'.length)
  );
}

/** Browsers' pages on this machine; no Origin (non-browser clients) too. */
export function isAllowedUkeyOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
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

function stringParam<P extends object>(
  params: P,
  name: keyof P & string,
): string {
  const value: unknown = params[name];
  if (value === undefined || value === null || value === '') {
    throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.missing(name));
  }
  if (typeof value !== 'string') {
    throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.notString(name));
  }
  return value;
}

function present(credential: PemCredential): Presented {
  return {
    credential,
    summary: summarizeCertificate(credential.certificatePem),
    der: certificateBase64(credential.certificatePem),
  };
}

function publicHost(host: string): string {
  if (['0.0.0.0', '::', ''].includes(host)) return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function createUkeySimulator(
  options: UkeySimulatorOptions,
): Promise<UkeySimulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const pki = await loadUkeyPki(options.dataDir);
  const certificates = {
    trusted: present(pki.signer),
    untrusted: present(pki.untrusted),
  };

  // The key.
  let inserted = true;
  let trusted = true;
  let wrongPins = 0;
  let locked = false;

  const connections = new Map<WebSocket, Connection>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
  });

  let server: http.Server | undefined;
  let port = options.port;
  let closed = false;

  const current = () =>
    trusted ? certificates.trusted : certificates.untrusted;
  const forgetPins = () => {
    for (const connection of connections.values()) connection.verified.clear();
  };
  const broadcast = (event: UkeyEvent) => {
    const text = JSON.stringify(event);
    for (const ws of connections.keys()) {
      if (ws.readyState === ws.OPEN) ws.send(text);
    }
  };

  // ------------------------------------------------------------ protocol

  /** The certificate named by `certId`, checking the key is usable. */
  const certificateFor = (params: { readonly certId?: unknown }): Presented => {
    const certId = stringParam(params, 'certId');
    if (!inserted) throw new ProtocolError('NO_KEY', UKEY_MESSAGES.noKey);
    const cert = current();
    if (certId !== cert.summary.id) {
      throw new ProtocolError('CERT_NOT_FOUND', UKEY_MESSAGES.certNotFound);
    }
    if (locked) {
      throw new ProtocolError('KEY_LOCKED', UKEY_MESSAGES.keyLocked, 0);
    }
    return cert;
  };

  const requirePin = (connection: Connection, cert: Presented) => {
    if (!connection.verified.has(cert.summary.id)) {
      throw new ProtocolError('PIN_REQUIRED', UKEY_MESSAGES.pinRequired);
    }
  };

  const methods: { [M in UkeyMethod]: MethodHandler<M> } = {
    listCertificates: () => ({
      certificates: inserted ? [current().summary] : [],
    }),
    verifyPin: (params, connection) => {
      const pin = stringParam(params, 'pin');
      const cert = certificateFor(params);
      if (pin !== UKEY_PIN) {
        wrongPins += 1;
        const retriesLeft = UKEY_MAX_PIN_TRIES - wrongPins;
        if (retriesLeft <= 0) {
          locked = true;
          forgetPins();
          log('ukey: key locked after three wrong PINs');
          throw new ProtocolError('KEY_LOCKED', UKEY_MESSAGES.keyLocked, 0);
        }
        throw new ProtocolError(
          'PIN_INCORRECT',
          UKEY_MESSAGES.pinIncorrect(retriesLeft),
          retriesLeft,
        );
      }
      wrongPins = 0;
      connection.verified.add(cert.summary.id);
      return { verified: true };
    },
    getSignCertificate: (params, connection) => {
      const cert = certificateFor(params);
      requirePin(connection, cert);
      return { certificate: cert.der };
    },
    sign: (params, connection) => {
      const data = params.data;
      if (typeof data !== 'string') {
        throw new ProtocolError(
          'BAD_REQUEST',
          data === undefined || data === null
            ? UKEY_MESSAGES.missing('data')
            : UKEY_MESSAGES.notString('data'),
        );
      }
      const cert = certificateFor(params);
      requirePin(connection, cert);
      const signature = rsaSign(
        'sha256',
        Buffer.from(data, 'utf8'),
        cert.credential.privateKeyPem,
      );
      return { signature: signature.toString('base64') };
    },
  };

  const isUkeyMethod = (method: string): method is UkeyMethod =>
    Object.hasOwn(methods, method);
  const run = <M extends UkeyMethod>(
    method: M,
    params: Record<string, unknown>,
    connection: Connection,
  ): UkeyResult<M> => methods[method](params, connection);

  const answer = (
    raw: RawData,
    isBinary: boolean,
    connection: Connection,
  ): UkeyAnswer => {
    let id: string | null = null;
    try {
      if (isBinary)
        throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.binary);
      const bytes = Buffer.isBuffer(raw)
        ? raw
        : Array.isArray(raw)
          ? Buffer.concat(raw)
          : Buffer.from(raw);
      const text = bytes.toString('utf8');
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.notJson);
      }
      if (!isRecord(message)) {
        throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.notObject);
      }
      if (typeof message.id !== 'string' || message.id === '') {
        throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.missingId);
      }
      id = message.id;
      const method = message.method;
      if (typeof method !== 'string' || method === '') {
        throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.missingMethod);
      }
      if (!isUkeyMethod(method)) {
        throw new ProtocolError(
          'UNKNOWN_METHOD',
          UKEY_MESSAGES.unknownMethod(method.slice(0, 100)),
        );
      }
      const params = message.params ?? {};
      if (!isRecord(params)) {
        throw new ProtocolError('BAD_REQUEST', UKEY_MESSAGES.badParams);
      }
      const result = run(method, params, connection);
      return { id, ok: true, result };
    } catch (err) {
      const error =
        err instanceof ProtocolError
          ? err.toError()
          : {
              code: 'INTERNAL_ERROR' as const,
              message: UKEY_MESSAGES.internal,
            };
      if (!(err instanceof ProtocolError)) {
        console.error('ukey simulator error:', err);
      }
      return { id, ok: false, error };
    }
  };

  wss.on('connection', (ws: WebSocket) => {
    const connection: Connection = { verified: new Set() };
    connections.set(ws, connection);
    ws.on('message', (raw, isBinary) => {
      const reply = answer(raw, isBinary, connection);
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
    });
    ws.on('close', () => connections.delete(ws));
    // Protocol errors (e.g. an oversized frame) close the socket; nothing
    // else to do, and the process must not crash.
    ws.on('error', () => connections.delete(ws));
  });

  // ------------------------------------------------------------ controls

  const plug = () => {
    if (inserted) return;
    inserted = true;
    log('ukey: key inserted');
    broadcast({ event: 'keyInserted', data: { keyId: UKEY_KEY_ID } });
  };
  const unplug = () => {
    if (!inserted) return;
    inserted = false;
    forgetPins();
    log('ukey: key removed');
    broadcast({ event: 'keyRemoved', data: { keyId: UKEY_KEY_ID } });
  };
  const setTrusted = (value: boolean) => {
    if (trusted === value) return;
    trusted = value;
    forgetPins();
    log(`ukey: ${value ? 'trusted' : 'untrusted'} certificate`);
  };
  const reset = () => {
    plug();
    setTrusted(true);
    wrongPins = 0;
    locked = false;
    forgetPins();
  };
  const url = () => `ws://${publicHost(host)}:${port}`;
  const state = (): UkeyState => ({
    running: server !== undefined,
    url: url(),
    keyId: UKEY_KEY_ID,
    inserted,
    trusted,
    locked,
    retriesLeft: locked ? 0 : UKEY_MAX_PIN_TRIES - wrongPins,
    connections: connections.size,
  });

  // ------------------------------------------------------------ HTTP

  const sendJson = (
    res: http.ServerResponse,
    status: number,
    body: { success: boolean; message: string; data?: unknown },
  ) => {
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
    });
    res.end(JSON.stringify(body));
  };

  const readBody = (req: http.IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_HTTP_BODY_BYTES) chunks.push(chunk);
      });
      req.on('error', reject);
      req.on('end', () => {
        if (size > MAX_HTTP_BODY_BYTES) {
          reject(new Error('请求体过大'));
          return;
        }
        const text = Buffer.concat(chunks).toString('utf8').trim();
        if (text === '') {
          resolve({});
          return;
        }
        const type = (req.headers['content-type'] ?? '').toLowerCase();
        if (type.startsWith('application/x-www-form-urlencoded')) {
          resolve(Object.fromEntries(new URLSearchParams(text)));
          return;
        }
        try {
          const parsed: unknown = JSON.parse(text);
          if (isRecord(parsed)) resolve(parsed);
          else reject(new Error('请求体必须是JSON对象'));
        } catch {
          reject(new Error('请求体不是合法的JSON'));
        }
      });
    });

  const controls: Record<
    string,
    {
      method: 'GET' | 'POST';
      run(body: Record<string, unknown>): string;
    }
  > = {
    '/__dev/plug': {
      method: 'POST',
      run: () => {
        plug();
        return '已插入uKey';
      },
    },
    '/__dev/unplug': {
      method: 'POST',
      run: () => {
        unplug();
        return '已拔出uKey';
      },
    },
    '/__dev/certificate': {
      method: 'POST',
      run: (body) => {
        const raw = body.trusted;
        const value =
          raw === true || raw === 'true'
            ? true
            : raw === false || raw === 'false'
              ? false
              : undefined;
        if (value === undefined) throw new Error('参数trusted必须是布尔值');
        setTrusted(value);
        return value ? '已切换为受信任的证书' : '已切换为不受信任的证书';
      },
    },
    '/__dev/reset': {
      method: 'POST',
      run: () => {
        reset();
        return '已重置uKey';
      },
    },
    '/__dev/state': { method: 'GET', run: () => '操作成功' },
    '/': { method: 'GET', run: () => 'uKey模拟服务' },
  };

  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const origin = req.headers.origin;
    if (origin !== undefined && isAllowedUkeyOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      if (origin !== undefined && !isAllowedUkeyOrigin(origin)) {
        sendJson(res, 403, { success: false, message: '不允许的跨域来源' });
        return;
      }
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.writeHead(204).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const control = controls[pathname];
    if (!control) {
      sendJson(res, 404, { success: false, message: '请求的路径不存在' });
      return;
    }
    if (req.method !== control.method) {
      res.setHeader('Allow', control.method);
      sendJson(res, 405, { success: false, message: '不支持该请求方法' });
      return;
    }
    readBody(req).then(
      (body) => {
        try {
          const message = control.run(body);
          sendJson(res, 200, { success: true, message, data: state() });
        } catch (err) {
          sendJson(res, 400, {
            success: false,
            message: err instanceof Error ? err.message : String(err),
          });
        }
      },
      (err: unknown) => {
        sendJson(res, 400, {
          success: false,
          message: err instanceof Error ? err.message : String(err),
        });
      },
    );
  };

  const onUpgrade = (
    req: http.IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => {
    socket.on('error', () => socket.destroy());
    if (!isAllowedUkeyOrigin(req.headers.origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      wss.emit('connection', ws, req);
    });
  };

  // ------------------------------------------------------------ listener

  const start = async () => {
    if (closed) throw new Error('the UKEY simulator is closed');
    if (server) return;
    const next = http.createServer(onRequest);
    next.on('upgrade', onUpgrade);
    next.on('clientError', (_err, socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, host, () => {
        next.off('error', reject);
        resolve();
      });
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };

  const stop = async () => {
    const current = server;
    if (!current) return;
    server = undefined;
    for (const ws of connections.keys()) ws.terminate();
    connections.clear();
    await new Promise<void>((resolve) => {
      current.close(() => resolve());
      current.closeAllConnections();
    });
  };

  await start();

  return {
    get url() {
      return url();
    },
    get port() {
      return port;
    },
    get running() {
      return server !== undefined;
    },
    start,
    stop,
    async close() {
      closed = true;
      await stop();
      wss.close();
    },
    plug,
    unplug,
    setTrusted,
    reset,
    state,
  };
}
