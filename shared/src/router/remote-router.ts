// 'react-router' itself, as the rest of the facade: the apps' own
// 'react-router-dom' imports resolve to this facade.
import { type ComponentType, createElement } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
  useRouteError,
} from 'react-router';

/** A page of the first screen, bundled with the remote's entry. */
export interface EagerPage {
  Component: ComponentType;
}

/**
 * A page in its own chunk, fetched the first time it is opened. It must
 * call import() itself, with the literal path, so webpack splits the
 * chunk: `() => import('../features/x/x-page').then((m) => m.XPage)`.
 */
export type LazyPage = () => Promise<ComponentType>;

/**
 * A manifest entry that sends the learner on (its `redirect`, repeated
 * here). The shell follows it before the remote mounts; the router covers
 * the remote's own links and standalone use.
 */
export interface RedirectPage {
  redirect: string;
}

export type RemotePage = EagerPage | LazyPage | RedirectPage;

/**
 * A remote's pages (src/app/pages.ts), keyed by the full path of their
 * entry in the route manifest (src/routes.ts): '/a/b' for the child 'b' of
 * '/a'. A key ending in '/*' is one page for its entry and every path under
 * it (a page whose tabs are its child paths). Its unit test holds it to the
 * manifest (routeTableProblems in '@portal/shared/router/check').
 * The router reads this map, not the manifest, which keeps the manifest
 * (also routes.json, which the shell reads) out of the remote's first load.
 */
export type RemotePages = Readonly<Record<string, RemotePage>>;

/**
 * What makes a remote's router from its page map: its pages, its redirects
 * and a catch-all that shows nothing (another remote's path, seen for a
 * moment while single-spa swaps apps). Give it to useRouterOfMount, which
 * makes one router per mount and disposes it on unmount:
 *
 *     const createRouter = createRemoteRouter(pages);
 *     export function MyApp() {
 *       const router = useRouterOfMount(createRouter);
 *       return <RouterProvider router={router} />;
 *     }
 */
export function createRemoteRouter(pages: RemotePages): () => DataRouter {
  return () =>
    createBrowserRouter([
      ...Object.entries(pages).map(([path, page]): RouteObject => ({
        ...pageRoute(path, page),
        ErrorBoundary: PassErrorToRemote,
      })),
      { path: '*', element: null },
    ]);
}

/**
 * Fetches the lazy page the router would show at `pathname` (a remote's
 * `preload`, see RemoteSpaModule): the router's own load of it later gets
 * the same module. A path with an eager page, a redirect or no page of
 * this remote fetches nothing.
 */
export async function preloadRemotePage(
  pages: RemotePages,
  pathname: string,
): Promise<void> {
  const matches = matchRoutes(
    Object.keys(pages).map((path) => ({ path })),
    pathname,
  );
  const path = matches?.at(-1)?.route.path;
  const page = path === undefined ? undefined : pages[path];
  if (typeof page === 'function') await page();
}

function pageRoute(path: string, page: RemotePage): RouteObject {
  if (typeof page === 'function')
    return { path, lazy: async () => ({ Component: await page() }) };
  if ('redirect' in page)
    return {
      path,
      element: createElement(Navigate, { to: page.redirect, replace: true }),
    };
  return { path, Component: page.Component };
}

/**
 * A page whose chunk fails to arrive, or that throws, would otherwise get
 * the router's own "Unexpected Application Error!"; thrown on, it reaches
 * the remote's error boundary (RemoteRoot), which offers 重试 in the
 * portal's words and starts the remote's router afresh.
 */
function PassErrorToRemote(): never {
  throw useRouteError();
}
