import type { PortalRoute } from '@portal/shared/types';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';

import { useRouterOfMount } from '@portal/shared/spa';
import { routeTableProblems } from './check';
import {
  createRemoteRouter,
  preloadRemotePage,
  type RemotePages,
} from './remote-router';

afterEach(cleanup);

const manifest: PortalRoute[] = [
  { path: '/first', title: 'First' },
  { path: '/old', redirect: '/first', hidden: true },
  {
    path: '/later',
    title: 'Later',
    children: [{ path: 'detail', title: 'Detail' }],
  },
  {
    path: '/tabs',
    title: 'Tabs',
    children: [
      { path: 'one', title: 'One' },
      { path: 'two', title: 'Two' },
    ],
  },
  { path: '/group', title: 'Group', redirect: 'noredirect' },
];

function First() {
  return <p>first page</p>;
}
function Later() {
  return <p>later page</p>;
}
function Tabs() {
  return <p>tabs page</p>;
}

const pages: RemotePages = {
  '/first': { Component: First },
  '/old': { redirect: '/first' },
  '/later': () => Promise.resolve(Later),
  '/later/detail': () => Promise.resolve(Later),
  '/tabs/*': () => Promise.resolve(Tabs),
};

const createRouter = createRemoteRouter(pages);

function App() {
  const router = useRouterOfMount(createRouter);
  return <RouterProvider router={router} />;
}

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('createRemoteRouter', () => {
  it('routes the page map and ends with a catch-all', () => {
    const router = createRouter();
    expect(router.routes.map((route) => route.path)).toEqual([
      '/first',
      '/old',
      '/later',
      '/later/detail',
      '/tabs/*',
      '*',
    ]);
    router.dispose();
  });

  it('shows eager and lazy pages, follows redirects and shows nothing elsewhere', async () => {
    window.history.replaceState(null, '', '/old');
    render(<App />);
    expect(await screen.findByText('first page')).toBeTruthy();
    expect(window.location.pathname).toBe('/first');

    go('/later/detail');
    expect(await screen.findByText('later page')).toBeTruthy();
    go('/tabs/two');
    expect(await screen.findByText('tabs page')).toBeTruthy();
    go('/another-remote');
    expect(screen.queryByText(/page$/)).toBeNull();
  });

  it('makes one router per mount, which stops listening when it unmounts', () => {
    // Spies that call through: the routers' popstate listeners still alive.
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const popstate = (calls: unknown[][]) =>
      calls.filter(([type]) => type === 'popstate').map(([, l]) => l);
    const listening = () => {
      const removed = popstate(remove.mock.calls);
      return popstate(add.mock.calls).filter((l) => !removed.includes(l));
    };
    try {
      window.history.replaceState(null, '', '/first');
      for (let mount = 1; mount <= 3; mount += 1) {
        const view = render(<App />);
        expect(listening()).toHaveLength(1);
        expect(popstate(add.mock.calls)).toHaveLength(mount);
        view.unmount();
        expect(listening()).toHaveLength(0);
      }
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });
});

describe('routeTableProblems', () => {
  it('finds none when every entry has its page or its redirect', () => {
    expect(routeTableProblems(manifest, pages)).toEqual([]);
  });

  it('names a path without a page and a page without a path', () => {
    const { '/later/detail': _detail, ...fewer } = pages;
    expect(
      routeTableProblems(manifest, {
        ...fewer,
        '/elsewhere': { Component: First },
      }),
    ).toEqual([
      '/later/detail: in the route manifest (src/routes.ts) but has no page in src/app/pages.ts',
      '/elsewhere: in src/app/pages.ts but has no entry in the route manifest (src/routes.ts)',
    ]);
  });

  it('holds redirects to the manifest’s', () => {
    expect(
      routeTableProblems(manifest, {
        ...pages,
        '/old': { Component: First },
        '/first': { redirect: '/later' },
        '/group': { Component: First },
      }),
    ).toEqual([
      '/first: src/app/pages.ts redirects it to /later, the route manifest (src/routes.ts) does not',
      "/old: the route manifest (src/routes.ts) redirects it to /first; declare it in src/app/pages.ts as { redirect: '/first' }",
      "/group: 'noredirect' in the route manifest (src/routes.ts) (not a link), yet src/app/pages.ts has it",
    ]);
  });

  it('refuses a path listed twice and a whole tree of no entry', () => {
    expect(
      routeTableProblems([...manifest, { path: '/first' }], {
        ...pages,
        '/nowhere/*': { Component: Tabs },
      }),
    ).toEqual([
      '/first: listed twice in the route manifest (src/routes.ts)',
      '/nowhere/*: in src/app/pages.ts but has no entry in the route manifest (src/routes.ts)',
    ]);
  });
});

describe('preloadRemotePage', () => {
  it('loads the lazy page the router would show at a path, and nothing else', async () => {
    const detail = vi.fn(async () => First);
    const tabs = vi.fn(async () => First);
    const pages: RemotePages = {
      '/first': { Component: First },
      '/old': { redirect: '/first' },
      '/later/detail': detail,
      '/tabs/*': tabs,
    };
    await preloadRemotePage(pages, '/later/detail');
    await preloadRemotePage(pages, '/tabs/two');
    await preloadRemotePage(pages, '/first');
    await preloadRemotePage(pages, '/old');
    await preloadRemotePage(pages, '/elsewhere');
    expect(detail).toHaveBeenCalledTimes(1);
    expect(tabs).toHaveBeenCalledTimes(1);
  });
});
