import type { PortalRoute } from '@portal/shared/types';

/** A route with its full path and the chain of routes above it. */
export interface FlatRoute {
  fullPath: string;
  route: PortalRoute;
  /** Outermost first, ending with the route itself. */
  chain: PortalRoute[];
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return normalize(child);
  return normalize(`${parent}/${child}`);
}

function normalize(path: string): string {
  const joined = `/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

export function flattenRoutes(
  routes: PortalRoute[],
  parentPath = '/',
  parents: PortalRoute[] = [],
): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(parentPath, route.path);
    const chain = [...parents, route];
    return [
      { fullPath, route, chain },
      ...flattenRoutes(route.children ?? [], fullPath, chain),
    ];
  });
}

/** Matches '/a/:id' style patterns; a trailing '*' matches the rest. */
export function matchPath(pattern: string, pathname: string): boolean {
  const want = normalize(pattern).split('/').filter(Boolean);
  const have = normalize(pathname).split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i];
    if (segment === '*') return true;
    const actual = have[i];
    if (actual === undefined) return false;
    if (segment?.startsWith(':')) continue;
    if (segment !== decodeSegment(actual)) return false;
  }
  return want.length === have.length;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function findRoute(
  routes: FlatRoute[],
  pathname: string,
): FlatRoute | undefined {
  return routes.find((entry) => matchPath(entry.fullPath, pathname));
}
