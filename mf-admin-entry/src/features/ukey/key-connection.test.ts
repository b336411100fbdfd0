import { KeyConnection } from './key-connection';
import {
  connectKeyService,
  KeyServiceError,
  type KeyServiceEvent,
  type SocketConstructor,
} from './key-service-client';
import { FakeSocket } from './fake-socket';

const WebSocket: SocketConstructor = FakeSocket;
const connect = () => connectKeyService('ws://test', 5000, { WebSocket });

beforeEach(() => FakeSocket.reset());

describe('KeyConnection', () => {
  it('shares one connection and forwards its events', async () => {
    const events: KeyServiceEvent[] = [];
    const connection = new KeyConnection(connect, (event) =>
      events.push(event),
    );
    const first = connection.get();
    const second = connection.get();
    FakeSocket.last.open();
    expect(await first).toBe(await second);
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.last.receive({ event: 'keyInserted', data: { keyId: 'k' } });
    expect(events).toEqual([{ event: 'keyInserted', data: { keyId: 'k' } }]);
  });

  it('connects again after a failed attempt or a lost connection', async () => {
    const connection = new KeyConnection(connect, () => {});
    const failed = connection.get();
    FakeSocket.last.fail();
    await expect(failed).rejects.toBeInstanceOf(KeyServiceError);

    const retried = connection.get();
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last.open();
    await retried;

    FakeSocket.last.close();
    const again = connection.get();
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.last.open();
    expect((await again).isOpen()).toBe(true);
  });

  it('closes the socket and refuses further use once closed', async () => {
    const connection = new KeyConnection(connect, () => {});
    const pending = connection.get();
    FakeSocket.last.open();
    await pending;
    connection.close();
    expect(FakeSocket.last.readyState).toBe(3);
    await expect(connection.get()).rejects.toMatchObject({ code: 'CLOSED' });
  });
});
