// The navigation effects under single-spa as boot starts it, driven by the
// real history API: what counts as a navigation (seed-spec 2.3 and 2.5).
import NProgress from 'nprogress';

import { startRemoteRouting } from '../remotes/remote-registry';
import { installNavigationEffects } from './navigation-effects';
import { scrollToTop } from './scroll';

vi.mock('./scroll', () => ({ scrollToTop: vi.fn() }));

/** Resolves at single-spa's next routing-event (the navigation is done). */
function routed(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('single-spa:routing-event', () => resolve(), {
      once: true,
    }),
  );
}

const started = vi.spyOn(NProgress, 'start');

beforeAll(async () => {
  history.replaceState(null, '', '/personalCenter?acativeId=1');
  installNavigationEffects();
  const first = routed();
  startRemoteRouting();
  await first;
});

beforeEach(() => {
  started.mockClear();
  vi.mocked(scrollToTop).mockClear();
});

async function expectNavigation(change: () => void, navigation: boolean) {
  const done = routed();
  change();
  await done;
  expect(started).toHaveBeenCalledTimes(navigation ? 1 : 0);
  expect(scrollToTop).toHaveBeenCalledTimes(navigation ? 1 : 0);
  expect(NProgress.isStarted()).toBe(false);
}

describe('what counts as a navigation', () => {
  it('a new page', async () => {
    await expectNavigation(
      () => history.pushState(null, '', '/commendIndex'),
      true,
    );
  });

  it('a tab of the learning centre (pushState, only ?acativeId= changes)', async () => {
    history.pushState(null, '', '/personalCenter?acativeId=1');
    await routed();
    started.mockClear();
    vi.mocked(scrollToTop).mockClear();
    await expectNavigation(
      () => history.pushState(null, '', '/personalCenter?acativeId=8'),
      true,
    );
  });

  it('the next page of a list (pushState, only ?page= changes)', async () => {
    await expectNavigation(
      () => history.pushState(null, '', '/personalCenter?acativeId=8&page=2'),
      true,
    );
  });

  it('Back to the previous tab or page', async () => {
    await expectNavigation(() => history.back(), true);
    expect(location.search).toBe('?acativeId=8');
  });

  it('not a filter kept in the address with replaceState', async () => {
    await expectNavigation(
      () =>
        history.replaceState(null, '', '/personalCenter?acativeId=8&name=党'),
      false,
    );
  });

  it('a tab pushed and at once rewritten is one navigation', async () => {
    await expectNavigation(() => {
      history.pushState(null, '', '/personalCenter?acativeId=3');
      history.replaceState(null, '', '/personalCenter?acativeId=3&page=1');
    }, true);
    // The rewrite waited for the first reroute: let it finish too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('a new page reached by replaceState still is (a redirect)', async () => {
    await expectNavigation(
      () => history.replaceState(null, '', '/projectIndex'),
      true,
    );
  });
});
