import { DEFAULT_UKEY_PORT } from '@portal/shared/contracts';

import {
  connectKeyService,
  DEFAULT_KEY_SERVICE_URL,
  KeyServiceError,
  type KeyServiceEvent,
  type SocketConstructor,
} from './key-service-client';
import { FakeSocket } from './fake-socket';

const WebSocket: SocketConstructor = FakeSocket;

beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function connected() {
  const pending = connectKeyService('ws://127.0.0.1:9999', 5000, {
    WebSocket,
  });
  FakeSocket.last.open();
  return pending;
}

function errorOf(promise: Promise<unknown>): Promise<KeyServiceError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(KeyServiceError);
      return error as KeyServiceError;
    },
  );
}

describe('connectKeyService', () => {
  it('connects to ws://127.0.0.1:23577 by default', async () => {
    const pending = connectKeyService(undefined, undefined, { WebSocket });
    expect(FakeSocket.last.url).toBe(DEFAULT_KEY_SERVICE_URL);
    expect(DEFAULT_KEY_SERVICE_URL).toBe('ws://127.0.0.1:23577');
    // The protocol's port (the page imports only the contract's types).
    expect(DEFAULT_KEY_SERVICE_URL).toBe(`ws://127.0.0.1:${DEFAULT_UKEY_PORT}`);
    FakeSocket.last.open();
    const client = await pending;
    expect(client.isOpen()).toBe(true);
  });

  it('gives up with UNAVAILABLE when nothing opens within 5 s', async () => {
    const failure = errorOf(
      connectKeyService('ws://127.0.0.1:9999', 5000, { WebSocket }),
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(FakeSocket.last.readyState).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe('请检查uKey是否安装并启动，或刷新后重试');
    // The half-open socket is closed, not left dangling.
    expect(FakeSocket.last.readyState).toBe(3);
  });

  it('rejects with UNAVAILABLE at once when the connection is refused', async () => {
    const failure = errorOf(
      connectKeyService('ws://127.0.0.1:9999', 5000, { WebSocket }),
    );
    FakeSocket.last.fail();
    const error = await failure;
    expect(error.code).toBe('UNAVAILABLE');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with CANNOT_CREATE when the WebSocket cannot be created', async () => {
    class Throwing extends FakeSocket {
      constructor(url: string) {
        super(url);
        throw new SyntaxError('bad url');
      }
    }
    const error = await errorOf(
      connectKeyService('nonsense', 5000, { WebSocket: Throwing }),
    );
    expect(error.code).toBe('CANNOT_CREATE');
    expect(error.message).toBe('无法创建WebSocket连接');
  });
});

describe('KeyServiceClient', () => {
  it('matches answers to requests by id, in any order', async () => {
    const client = await connected();
    const socket = FakeSocket.last;
    const list = client.call('listCertificates');
    const listRequest = socket.lastRequest();
    const verify = client.call('verifyPin', {
      certId: 'c1',
      pin: '123456',
    });
    const verifyRequest = socket.lastRequest();

    expect(listRequest).toEqual({
      id: expect.any(String),
      method: 'listCertificates',
      params: {},
    });
    expect(verifyRequest).toEqual({
      id: expect.any(String),
      method: 'verifyPin',
      params: { certId: 'c1', pin: '123456' },
    });
    expect(verifyRequest.id).not.toBe(listRequest.id);

    socket.receive({
      id: verifyRequest.id,
      ok: true,
      result: { verified: true },
    });
    socket.receive({ id: 'unknown', ok: true, result: {} });
    socket.receive({
      id: listRequest.id,
      ok: true,
      result: { certificates: [{ id: 'c1' }] },
    });
    await expect(verify).resolves.toEqual({ verified: true });
    await expect(list).resolves.toEqual({ certificates: [{ id: 'c1' }] });
  });

  it("rejects with the service's code and message", async () => {
    const client = await connected();
    const failure = errorOf(
      client.call('verifyPin', { certId: 'c1', pin: '000000' }),
    );
    FakeSocket.last.receive({
      id: FakeSocket.last.lastRequest().id,
      ok: false,
      error: {
        code: 'PIN_INCORRECT',
        message: 'PIN码错误，还可尝试2次',
        retriesLeft: 2,
      },
    });
    const error = await failure;
    expect(error.code).toBe('PIN_INCORRECT');
    expect(error.message).toBe('PIN码错误，还可尝试2次');
    expect(error.details?.retriesLeft).toBe(2);
  });

  it('times a call out after about 10 s', async () => {
    const client = await connected();
    const failure = errorOf(client.call('sign', { certId: 'c1', data: 'x' }));
    await vi.advanceTimersByTimeAsync(9999);
    await vi.advanceTimersByTimeAsync(1);
    expect((await failure).code).toBe('TIMEOUT');
  });

  it('passes pushed events to the listeners until they unsubscribe', async () => {
    const client = await connected();
    const seen: KeyServiceEvent[] = [];
    const stop = client.onEvent((event) => seen.push(event));
    FakeSocket.last.receive({ event: 'keyRemoved', data: { keyId: 'k1' } });
    FakeSocket.last.receive({ event: 'keyInserted', data: { keyId: 'k1' } });
    stop();
    FakeSocket.last.receive({ event: 'keyRemoved', data: { keyId: 'k1' } });
    expect(seen).toEqual([
      { event: 'keyRemoved', data: { keyId: 'k1' } },
      { event: 'keyInserted', data: { keyId: 'k1' } },
    ]);
  });

  it('fails pending calls with UNAVAILABLE when the service goes away', async () => {
    const client = await connected();
    const failure = errorOf(client.call('listCertificates'));
    FakeSocket.last.close();
    expect((await failure).code).toBe('UNAVAILABLE');
    expect(client.isOpen()).toBe(false);
    expect((await errorOf(client.call('listCertificates'))).code).toBe(
      'UNAVAILABLE',
    );
  });

  it('close() closes the socket', async () => {
    const client = await connected();
    client.close();
    expect(FakeSocket.last.readyState).toBe(3);
    expect(client.isOpen()).toBe(false);
  });
});
