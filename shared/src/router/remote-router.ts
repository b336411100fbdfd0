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

import type { RouteManifest } from '@portal/shared/types';

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

export type RemotePage = EagerPage | LazyPage;

/**
 * A remote's pages (src/app/pages.ts), keyed by the page names its route
 * manifest (src/routes.ts) gives its entries (`page: 'classDetail'`): the
 * paths and redirects are written in the manifest only. Give it the names
 * of the manifest, and the compiler refuses a name without a page and a
 * page no entry names:
 *
 *     import type routes from '../routes';
 *     export const pages = { … } satisfies RemotePages<PageNames<typeof routes>>;
 *
 * Its unit test holds it to the manifest for what types cannot see
 * (routeTableProblems in '@portal/shared/router/check').
 */
export type RemotePages<Name extends string = string> = {
  readonly [page in Name]: RemotePage;
};

/**
 * The page names the entries of a manifest give, its children's included:
 * literal names when the manifest is written `[…] satisfies PortalRoute[]`.
 */
export type PageNames<Entries> = Entries extends readonly (infer Entry)[]
  ? PageNames<Entry>
  : Entries extends { page?: infer Page; children?: infer Children }
    ? (Page extends string ? Page : never) | PageNames<Children>
    : never;

/**
 * What makes a remote's router from its route manifest (the shell's copy,
 * passed at mount) and its page map: a route for each entry with a page,
 * its redirects, and a catch-all that shows nothing (another remote's
 * path, seen for a moment while single-spa swaps apps). Give it to
 * useRouterOfMount, which makes one router per mount and disposes it on
 * unmount; keep the function for as long as the manifest (useMemo), as a
 * new one would make a new router:
 *
 *     export function MyApp({ manifest }: RemoteAppProps) {
 *       const create = useMemo(() => createRemoteRouter(manifest, pages), [manifest]);
 *       return <RouterProvider router={useRouterOfMount(create)} />;
 *     }
 */
export function createRemoteRouter(
  manifest: RouteManifest,
  pages: RemotePages,
): () => DataRouter {
  return () =>
    createBrowserRouter([
      ...remoteRoutes(manifest, pages),
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
  manifest: RouteManifest,
  pages: RemotePages,
  pathname: string,
): Promise<void> {
  const lazy = matchRoutes(remoteRoutes(manifest, pages), pathname)?.at(-1)
    ?.route.lazy;
  if (typeof lazy === 'function') await lazy();
}

/**
 * Lazy pages already fetched: a router made after that shows them in its
 * first render, as the server did, instead of a render without them while
 * it loads the chunk (which hydration would find different).
 */
const loadedPages = new WeakMap<LazyPage, ComponentType>();

async function loadPage(page: LazyPage): Promise<ComponentType> {
  const Component = loadedPages.get(page) ?? (await page());
  loadedPages.set(page, Component);
  return Component;
}

/**
 * The routes of the manifest's entries, children after their parent: an
 * entry's redirect, or its page. A child with neither a page nor a
 * redirect is shown by its parent's page, whose route then covers every
 * path under it ('/x/*': tabs that are child paths). An entry whose page
 * the map lacks gets no route (the unit check names it).
 */
export function remoteRoutes(
  manifest: RouteManifest,
  pages: RemotePages,
  parent = '',
): RouteObject[] {
  return manifest.flatMap(({ path: own, redirect, page, children = [] }) => {
    const path = own.startsWith('/') ? own : `${parent}/${own}`;
    const shown = page && pages[page];
    const route: RouteObject | null =
      redirect === 'noredirect'
        ? null
        : redirect
          ? {
              path,
              element: createElement(Navigate, { to: redirect, replace: true }),
            }
          : shown
            ? {
                path: children.some((child) => !child.page && !child.redirect)
                  ? `${path}/*`
                  : path,
                ...(typeof shown !== 'function'
                  ? { Component: shown.Component }
                  : loadedPages.has(shown)
                    ? { Component: loadedPages.get(shown) }
                    : {
                        lazy: async () => ({
                          Component: await loadPage(shown),
                        }),
                      }),
              }
            : null;
    return [
      ...(route ? [{ ...route, ErrorBoundary: PassErrorToRemote }] : []),
      ...remoteRoutes(children, pages, path),
    ];
  });
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
