/**
 * A small Node client of the UKEY protocol (tests and tools): requests with
 * ids, answers matched by id, pushed events collected in order.
 */
import type {
  UkeyAnswer,
  UkeyCallParams,
  UkeyEvent,
  UkeyMethod,
} from '@portal/shared/contracts';
import { WebSocket } from 'ws';

export interface UkeyClient {
  /**
   * Sends a request; resolves with the answer that carries its id. Malformed
   * requests go through sendRaw.
   */
  request<M extends UkeyMethod>(
    method: M,
    ...params: UkeyCallParams<M>
  ): Promise<UkeyAnswer<M>>;
  /** Sends a raw text or binary frame; resolves with the next answer. */
  sendRaw(data: string | Buffer): Promise<UkeyAnswer>;
  /** Events received and not yet taken by nextEvent, oldest first. */
  readonly events: UkeyEvent[];
  /** Resolves with the next event of that name (or one already queued). */
  nextEvent(name: UkeyEvent['event'], timeoutMs?: number): Promise<UkeyEvent>;
  close(): Promise<void>;
  readonly socket: WebSocket;
}

function isEvent(message: unknown): message is UkeyEvent {
  return (
    typeof message === 'object' &&
    message !== null &&
    'event' in message &&
    !('id' in message)
  );
}

/** Opens a connection; rejects when it cannot be opened in `timeoutMs`. */
export function connectUkey(
  url: string,
  options: { origin?: string; timeoutMs?: number } = {},
): Promise<UkeyClient> {
  const timeoutMs = options.timeoutMs ?? 5000;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      ...(options.origin ? { origin: options.origin } : {}),
      handshakeTimeout: timeoutMs,
    });
    const events: UkeyEvent[] = [];
    const eventWaiters: Array<{
      name: UkeyEvent['event'];
      resolve(event: UkeyEvent): void;
    }> = [];
    const byId = new Map<string, (answer: UkeyAnswer) => void>();
    const anyAnswer: Array<(answer: UkeyAnswer) => void> = [];
    let seq = 0;

    socket.on('message', (raw) => {
      const message: unknown = JSON.parse(String(raw));
      if (isEvent(message)) {
        const index = eventWaiters.findIndex((w) => w.name === message.event);
        const waiter = eventWaiters[index];
        if (waiter) {
          eventWaiters.splice(index, 1);
          waiter.resolve(message);
        } else {
          events.push(message);
        }
        return;
      }
      const answer = message as UkeyAnswer;
      const pending = answer.id === null ? undefined : byId.get(answer.id);
      if (pending && answer.id !== null) {
        byId.delete(answer.id);
        pending(answer);
        return;
      }
      anyAnswer.shift()?.(answer);
    });

    const client: UkeyClient = {
      socket,
      events,
      request<M extends UkeyMethod>(method: M, ...[params]: UkeyCallParams<M>) {
        seq += 1;
        const id = `req-${seq}`;
        return new Promise<UkeyAnswer<M>>((done) => {
          // The service answers this id with this method's result.
          byId.set(id, (answer) => done(answer as UkeyAnswer<M>));
          socket.send(
            JSON.stringify(params ? { id, method, params } : { id, method }),
          );
        });
      },
      sendRaw(data) {
        return new Promise((done) => {
          anyAnswer.push(done);
          socket.send(data);
        });
      },
      nextEvent(name, waitMs = 2000) {
        const queued = events.findIndex((e) => e.event === name);
        if (queued !== -1) {
          const [event] = events.splice(queued, 1);
          if (event) return Promise.resolve(event);
        }
        return new Promise((done, fail) => {
          const timer = setTimeout(
            () => fail(new Error(`no ${name} event within ${waitMs} ms`)),
            waitMs,
          );
          eventWaiters.push({
            name,
            resolve: (event) => {
              clearTimeout(timer);
              done(event);
            },
          });
        });
      },
      close() {
        return new Promise((done) => {
          if (socket.readyState === socket.CLOSED) {
            done();
            return;
          }
          socket.once('close', () => done());
          socket.close();
        });
      },
    };

    socket.once('open', () => {
      socket.off('error', reject);
      socket.on('error', () => {});
      resolve(client);
    });
    socket.once('error', reject);
  });
}
