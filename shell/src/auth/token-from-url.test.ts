import { getToken } from '@portal/shared/api';

import { startRemoteRouting } from '../remotes/remote-registry';
import { splitAddressToken } from './address-token';
import { consumeTokenFromUrl, installTokenFromUrl } from './token-from-url';

/** Resolves at single-spa's next routing-event (the navigation is done). */
function routed(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('single-spa:routing-event', () => resolve(), {
      once: true,
    }),
  );
}

/** What the guard, listening after the token, finds when it runs. */
const seenByGuard: { token: string; address: string }[] = [];

beforeAll(() => {
  installTokenFromUrl();
  window.addEventListener('single-spa:before-routing-event', () => {
    seenByGuard.push({
      token: getToken(),
      address: location.pathname + location.search,
    });
  });
  // single-spa as boot starts it (no application needed for the events).
  startRemoteRouting();
});

beforeEach(() => {
  sessionStorage.clear();
  seenByGuard.length = 0;
});

// The address cleaned during a reroute reroutes once more: let that finish
// before the next test listens for its own.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the token in the address (seed-spec 2.5 step 1)', () => {
  it('keeps the deep link’s own query and hash, and takes only the token out', () => {
    expect(
      splitAddressToken(
        'https://p.example/projectDetail?id=5&token=abc&tab=2#top',
      ),
    ).toEqual({
      token: 'abc',
      rest: '/projectDetail?id=5&tab=2#top',
    });
    expect(splitAddressToken('https://p.example/index')).toEqual({
      token: null,
      rest: '/index',
    });
  });

  it('at boot: kept in the session, cleaned from the address without a new history entry', () => {
    history.replaceState(null, '', '/projectDetail?id=5&token=abc');
    const entries = history.length;
    consumeTokenFromUrl();
    expect(getToken()).toBe('abc');
    expect(location.pathname + location.search).toBe('/projectDetail?id=5');
    expect(history.length).toBe(entries);
  });

  it('an empty token keeps the session’s and still leaves the address', () => {
    sessionStorage.setItem('token', 'kept');
    history.replaceState(null, '', '/index?token=');
    consumeTokenFromUrl();
    expect(getToken()).toBe('kept');
    expect(location.search).toBe('');
  });

  it('reached by a link inside the portal: taken before the guard runs, and gone from the address', async () => {
    const done = routed();
    history.pushState(null, '', '/classNotice?id=2&token=T9');
    await done;
    expect(getToken()).toBe('T9');
    expect(location.pathname + location.search).toBe('/classNotice?id=2');
    expect(seenByGuard[0]).toEqual({
      token: 'T9',
      address: '/classNotice?id=2',
    });
  });

  it('reached by replaceState (a remote’s redirect): the same', async () => {
    const done = routed();
    history.replaceState(null, '', '/myClass?token=R1');
    await done;
    expect(getToken()).toBe('R1');
    expect(location.search).toBe('');
  });
});
