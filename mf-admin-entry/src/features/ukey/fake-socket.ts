/**
 * A WebSocket stand-in for the unit tests of the key-service client: it
 * records what is sent and lets the test open, answer, push and close.
 */
import type { SocketLike } from './key-service-client';

export class FakeSocket extends EventTarget implements SocketLike {
  /** Every socket created, newest last. */
  static instances: FakeSocket[] = [];

  readyState = 0;
  readonly sent: unknown[] = [];

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  static get last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no FakeSocket was created');
    return socket;
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as unknown);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }

  /** The service accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  /** The connection fails (e.g. nothing listens on the port). */
  fail(): void {
    this.dispatchEvent(new Event('error'));
    this.close();
  }

  /** The service sends one message. */
  receive(message: unknown): void {
    this.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify(message) }),
    );
  }

  /** The last request sent, typed for the assertions. */
  lastRequest(): { id: string; method: string; params: unknown } {
    const request = this.sent.at(-1);
    if (!request) throw new Error('nothing was sent');
    return request as { id: string; method: string; params: unknown };
  }
}
