/**
 * '@portal/shared/router/check', for the remotes' unit tests
 * (kept out of the module the remotes ship): does a remote's page map
 * match its route manifest?
 */
import { flattenRoutes } from '@portal/shared/routing';
import type { PortalRoute } from '@portal/shared/types';

import type { RemotePage, RemotePages } from '../remote-router';

const PAGES = 'src/app/pages.ts';
const MANIFEST = 'the route manifest (src/routes.ts)';

function redirectOf(page: RemotePage | undefined): string | undefined {
  return page && typeof page === 'object' && 'redirect' in page
    ? page.redirect
    : undefined;
}

/**
 * Every way the page map (src/app/pages.ts) and the route manifest
 * (src/routes.ts) disagree, one sentence each; none when they agree.
 * Every manifest entry has its page, or a '/*' page above it covers it; an
 * entry with a redirect is declared as one in the page map, to the same
 * place ('noredirect' entries are not links and have nothing); every key
 * of the page map is an entry of the manifest.
 */
export function routeTableProblems(
  manifest: PortalRoute[],
  pages: RemotePages,
): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  const has = (path: string) => Object.hasOwn(pages, path);
  const wholeTrees = Object.keys(pages)
    .filter((path) => path.endsWith('/*'))
    .map((path) => path.slice(0, -2));
  for (const { fullPath, route } of flattenRoutes(manifest)) {
    if (listed.has(fullPath))
      problems.push(`${fullPath}: listed twice in ${MANIFEST}`);
    listed.add(fullPath);
    const own = has(fullPath) || has(`${fullPath}/*`);
    const redirect = redirectOf(pages[fullPath]);
    if (route.redirect === 'noredirect') {
      if (own)
        problems.push(
          `${fullPath}: 'noredirect' in ${MANIFEST} (not a link), yet ${PAGES} has it`,
        );
    } else if (route.redirect) {
      if (redirect !== route.redirect)
        problems.push(
          `${fullPath}: ${MANIFEST} redirects it to ${route.redirect}; declare it in ${PAGES} as { redirect: '${route.redirect}' }`,
        );
    } else if (redirect !== undefined) {
      problems.push(
        `${fullPath}: ${PAGES} redirects it to ${redirect}, ${MANIFEST} does not`,
      );
    } else if (
      !own &&
      !wholeTrees.some((tree) => fullPath.startsWith(`${tree}/`))
    ) {
      problems.push(`${fullPath}: in ${MANIFEST} but has no page in ${PAGES}`);
    }
  }
  for (const path of Object.keys(pages)) {
    if (!listed.has(path.endsWith('/*') ? path.slice(0, -2) : path))
      problems.push(`${path}: in ${PAGES} but has no entry in ${MANIFEST}`);
  }
  return problems;
}
