/**
 * '@portal/shared/router/check', for the remotes' unit tests
 * (kept out of the module the remotes ship): does a remote's page map
 * match its route manifest?
 */
import { flattenRoutes } from '@portal/shared/routing';
import type { PortalRoute, RouteManifest } from '@portal/shared/types';

import type { RemotePages } from '../remote-router';

const PAGES = 'src/app/pages.ts';
const MANIFEST = 'the route manifest (src/routes.ts)';

/**
 * Every way the page map (src/app/pages.ts) and the route manifest
 * (src/routes.ts) disagree, one sentence each; none when they agree.
 * The compiler already refuses names the two do not share when the
 * manifest keeps its literal names; this also sees a manifest that does
 * not, and what types cannot: a path listed twice, an entry that would
 * show nothing, a page or redirect on an entry that is no link.
 */
export function routeTableProblems(
  manifest: RouteManifest,
  pages: RemotePages,
): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  const named = new Set<string>();
  const parentOf = new Map<PortalRoute, PortalRoute | undefined>();
  for (const { chain } of flattenRoutes([...manifest]))
    parentOf.set(chain.at(-1) as PortalRoute, chain.at(-2));
  for (const { fullPath, route } of flattenRoutes([...manifest])) {
    if (listed.has(fullPath))
      problems.push(`${fullPath}: listed twice in ${MANIFEST}`);
    listed.add(fullPath);
    const { page, redirect } = route;
    if (page !== undefined) named.add(page);
    if (redirect === 'noredirect') {
      if (page !== undefined)
        problems.push(
          `${fullPath}: 'noredirect' in ${MANIFEST} (not a link), yet it names the page '${page}'`,
        );
    } else if (redirect) {
      if (page !== undefined)
        problems.push(
          `${fullPath}: ${MANIFEST} gives it both a redirect and the page '${page}'; the redirect wins, drop the page`,
        );
    } else if (page !== undefined) {
      if (!Object.hasOwn(pages, page))
        problems.push(
          `${fullPath}: ${MANIFEST} names the page '${page}', which ${PAGES} does not have`,
        );
    } else if (parentOf.get(route)?.page === undefined) {
      problems.push(
        `${fullPath}: in ${MANIFEST} with neither a page nor a redirect, and no parent page shows it`,
      );
    }
  }
  for (const page of Object.keys(pages)) {
    if (!named.has(page))
      problems.push(
        `${page}: in ${PAGES} but no entry of ${MANIFEST} names it`,
      );
  }
  return problems;
}
