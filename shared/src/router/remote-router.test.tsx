import type { PortalRoute } from '@portal/shared/types';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';

import { useRouterOfMount } from '@portal/shared/spa';
import { routeTableProblems } from './check';
import {
  createRemoteRouter,
  preloadRemotePage,
  type PageNames,
  type RemotePages,
} from './remote-router';

afterEach(cleanup);

const manifest = [
  { path: '/first', title: 'First', page: 'first' },
  { path: '/old', redirect: '/first', hidden: true },
  {
    path: '/later',
    title: 'Later',
    page: 'later',
    children: [{ path: 'detail', title: 'Detail', page: 'later' }],
  },
  {
    path: '/tabs',
    title: 'Tabs',
    page: 'tabs',
    // Tabs without a page of their own: the parent's page shows them.
    children: [
      { path: 'one', title: 'One' },
      { path: 'two', title: 'Two' },
    ],
  },
  {
    path: '/group',
    title: 'Group',
    redirect: 'noredirect',
    children: [{ path: 'inside', title: 'Inside', page: 'first' }],
  },
] satisfies PortalRoute[];

function First() {
  return <p>first page</p>;
}
function Later() {
  return <p>later page</p>;
}
function Tabs() {
  return <p>tabs page</p>;
}

const pages = {
  first: { Component: First },
  later: () => Promise.resolve(Later),
  tabs: () => Promise.resolve(Tabs),
} satisfies RemotePages<PageNames<typeof manifest>>;

const createRouter = createRemoteRouter(manifest, pages);

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
  it('routes the manifest’s pages and redirects and ends with a catch-all', () => {
    const router = createRouter();
    expect(router.routes.map((route) => route.path)).toEqual([
      '/first',
      '/old',
      '/later',
      '/later/detail',
      '/tabs/*',
      '/group/inside',
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
    go('/group/inside');
    expect(await screen.findByText('first page')).toBeTruthy();
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
  it('finds none when every entry has its page, its redirect or its parent’s page', () => {
    expect(routeTableProblems(manifest, pages)).toEqual([]);
  });

  it('names a page no entry names, a name without a page and an entry that shows nothing', () => {
    const { later: _later, ...fewer } = pages;
    expect(
      routeTableProblems([...manifest, { path: '/blank', title: 'Blank' }], {
        ...fewer,
        elsewhere: { Component: First },
      }),
    ).toEqual([
      "/later: the route manifest (src/routes.ts) names the page 'later', which src/app/pages.ts does not have",
      "/later/detail: the route manifest (src/routes.ts) names the page 'later', which src/app/pages.ts does not have",
      '/blank: in the route manifest (src/routes.ts) with neither a page nor a redirect, and no parent page shows it',
      'elsewhere: in src/app/pages.ts but no entry of the route manifest (src/routes.ts) names it',
    ]);
  });

  it('refuses a page on a redirect or on an entry that is no link, and a path listed twice', () => {
    expect(
      routeTableProblems(
        [
          ...manifest,
          { path: '/first', page: 'first' },
          { path: '/older', redirect: '/first', page: 'first' },
          { path: '/heading', redirect: 'noredirect', page: 'first' },
        ],
        pages,
      ),
    ).toEqual([
      '/first: listed twice in the route manifest (src/routes.ts)',
      "/older: the route manifest (src/routes.ts) gives it both a redirect and the page 'first'; the redirect wins, drop the page",
      "/heading: 'noredirect' in the route manifest (src/routes.ts) (not a link), yet it names the page 'first'",
    ]);
  });
});

describe('preloadRemotePage', () => {
  it('loads the lazy page the router would show at a path, and nothing else', async () => {
    const detail = vi.fn(async () => First);
    const tabs = vi.fn(async () => First);
    const pages: RemotePages = {
      first: { Component: First },
      later: detail,
      tabs,
    };
    await preloadRemotePage(manifest, pages, '/later/detail');
    await preloadRemotePage(manifest, pages, '/tabs/two');
    await preloadRemotePage(manifest, pages, '/first');
    await preloadRemotePage(manifest, pages, '/old');
    await preloadRemotePage(manifest, pages, '/elsewhere');
    expect(detail).toHaveBeenCalledTimes(1);
    expect(tabs).toHaveBeenCalledTimes(1);
  });
});
