/**
 * Client of the local uKey service (docs/ukey-protocol.md): one WebSocket,
 * JSON requests `{id, method, params}` answered by `{id, ok, result|error}`,
 * and events `{event, data}` pushed without an id. Methods, params and
 * results are the protocol's (`@portal/shared/contracts`, ukey.ts); only
 * its types are imported, so the page ships none of the contract's code.
 */
import type {
  UkeyCallParams,
  UkeyMethod,
  UkeyResult,
} from '@portal/shared/contracts';

/** `ws://127.0.0.1:<DEFAULT_UKEY_PORT>` (a test keeps the two alike). */
export const DEFAULT_KEY_SERVICE_URL = 'ws://127.0.0.1:23577';
/** The page gives up after 5 s without an open connection. */
const CONNECT_TIMEOUT_MS = 5000;
/** How long one request waits for its answer. */
const CALL_TIMEOUT_MS = 10000;

export const KEY_SERVICE_MESSAGES = {
  cannotCreate: '无法创建WebSocket连接',
  unavailable: '请检查uKey是否安装并启动，或刷新后重试',
  timeout: 'uKey服务响应超时，请稍后重试',
  failed: 'uKey服务返回错误',
} as const;

/** A failure of the key service: its own `code` and `message`, or ours. */
export class KeyServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The service's error object as sent (e.g. with `retriesLeft`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'KeyServiceError';
  }
}

/** An event the service pushes while the connection is open. */
export interface KeyServiceEvent {
  event: string;
  data?: unknown;
}

export type KeyServiceListener = (event: KeyServiceEvent) => void;

export interface KeyServiceClient {
  /** Sends one request; resolves with its result as the protocol types it. */
  call<M extends UkeyMethod>(
    method: M,
    ...params: UkeyCallParams<M>
  ): Promise<UkeyResult<M>>;
  /** Adds an event listener; returns the function that removes it. */
  onEvent(listener: KeyServiceListener): () => void;
  /** Whether the connection is still open. */
  isOpen(): boolean;
  close(): void;
}

/** The part of a WebSocket the client uses (a test injects a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

interface KeyServiceOptions {
  /** The WebSocket class; the browser's by default. */
  WebSocket?: SocketConstructor;
  callTimeoutMs?: number;
}

const OPEN = 1;

let idSeed = 0;
const idPrefix = Math.random().toString(36).slice(2, 8);

function nextId(): string {
  idSeed += 1;
  return `${idPrefix}-${idSeed}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function unavailable(): KeyServiceError {
  return new KeyServiceError('UNAVAILABLE', KEY_SERVICE_MESSAGES.unavailable);
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

function createClient(
  socket: SocketLike,
  callTimeoutMs: number,
): KeyServiceClient {
  const pending = new Map<string, Pending>();
  const listeners = new Set<KeyServiceListener>();
  let closed = false;

  const rejectAll = (error: KeyServiceError) => {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      pending.delete(id);
      call.reject(error);
    }
  };

  socket.addEventListener('message', (event) => {
    let message: unknown;
    try {
      message = JSON.parse(String((event as MessageEvent).data));
    } catch {
      return;
    }
    if (!isRecord(message)) return;
    if (typeof message.id === 'string') {
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      clearTimeout(call.timer);
      if (message.ok === true) {
        call.resolve(message.result);
      } else {
        const error = isRecord(message.error) ? message.error : {};
        call.reject(
          new KeyServiceError(
            typeof error.code === 'string' ? error.code : 'UNKNOWN',
            typeof error.message === 'string' && error.message
              ? error.message
              : KEY_SERVICE_MESSAGES.failed,
            error,
          ),
        );
      }
      return;
    }
    if (typeof message.event === 'string') {
      const pushed: KeyServiceEvent = { event: message.event };
      if ('data' in message) pushed.data = message.data;
      for (const listener of [...listeners]) listener(pushed);
    }
  });

  socket.addEventListener('close', () => {
    closed = true;
    rejectAll(unavailable());
  });

  return {
    call<M extends UkeyMethod>(method: M, ...[params = {}]: UkeyCallParams<M>) {
      if (closed || socket.readyState !== OPEN) {
        return Promise.reject(unavailable());
      }
      const id = nextId();
      return new Promise<UkeyResult<M>>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new KeyServiceError('TIMEOUT', KEY_SERVICE_MESSAGES.timeout));
        }, callTimeoutMs);
        pending.set(id, {
          // The service answers this id with this method's result.
          resolve: (value) => resolve(value as UkeyResult<M>),
          reject,
          timer,
        });
        try {
          socket.send(JSON.stringify({ id, method, params }));
        } catch {
          clearTimeout(timer);
          pending.delete(id);
          reject(unavailable());
        }
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isOpen() {
      return !closed && socket.readyState === OPEN;
    },
    close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      rejectAll(
        new KeyServiceError('CLOSED', KEY_SERVICE_MESSAGES.unavailable),
      );
      try {
        socket.close();
      } catch {
        // Already closing: nothing left to do.
      }
    },
  };
}

/**
 * Opens a connection to the key service. Rejects with CANNOT_CREATE when
 * the WebSocket cannot even be created, and with UNAVAILABLE when it does
 * not open within `timeoutMs` or errors or closes before opening.
 */
export function connectKeyService(
  url: string = DEFAULT_KEY_SERVICE_URL,
  timeoutMs: number = CONNECT_TIMEOUT_MS,
  options: KeyServiceOptions = {},
): Promise<KeyServiceClient> {
  const Socket: SocketConstructor | undefined =
    options.WebSocket ?? globalThis.WebSocket;
  const callTimeoutMs = options.callTimeoutMs ?? CALL_TIMEOUT_MS;
  return new Promise<KeyServiceClient>((resolve, reject) => {
    let socket: SocketLike;
    try {
      if (!Socket) throw new Error('WebSocket is not supported');
      socket = new Socket(url);
    } catch {
      reject(
        new KeyServiceError('CANNOT_CREATE', KEY_SERVICE_MESSAGES.cannotCreate),
      );
      return;
    }
    let settled = false;
    const giveUp = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        socket.close();
      } catch {
        // The socket is gone already.
      }
      reject(unavailable());
    };
    const timer = setTimeout(giveUp, timeoutMs);
    socket.addEventListener('open', () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(createClient(socket, callTimeoutMs));
    });
    socket.addEventListener('error', giveUp);
    socket.addEventListener('close', giveUp);
  });
}
