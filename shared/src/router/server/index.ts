/**
 * '@portal/shared/router/server': a remote's router on the render tier, at
 * one address, with its page loaded before it renders (no browser build
 * imports this module).
 */
import { createElement, type ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';

import type { RouteManifest } from '@portal/shared/types';
import { remoteRoutes, type RemotePages } from '../remote-router';

/**
 * The remote's routes at `url`, as its browser router would show them, or
 * null where the browser must decide (a redirect, or a page that is not
 * this remote's).
 */
export async function renderRemoteRouter(
  manifest: RouteManifest,
  pages: RemotePages,
  url: URL,
): Promise<ReactElement | null> {
  const routes = remoteRoutes(manifest, pages);
  // A page, not a redirect (an element) or another remote's path.
  const own = matchRoutes(routes, url.pathname)?.at(-1)?.route;
  if (!own || (!own.Component && !own.lazy)) return null;
  const handler = createStaticHandler([
    ...routes,
    { path: '*', element: null },
  ]);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return createElement(StaticRouterProvider, {
    router,
    context,
    hydrate: false,
  });
}
