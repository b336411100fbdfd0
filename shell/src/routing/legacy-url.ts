import { portalPath } from '@portal/shared/routing';

/**
 * Old links keep working (DESIGN.md 1): '/content#/commendIndex?x=1' and
 * '/#/operateGuide' become '/commendIndex?x=1' and '/operateGuide'. Returns
 * the new path or null. A hash that would lead off the portal
 * ('#//evil.example') counts as no path: it is dropped, and the root stays
 * the root, which goes to the home once the session is known (home-path.ts).
 */
export function legacyRedirect(
  pathname: string,
  search: string,
  hash: string,
): string | null {
  if ((pathname === '/content' || pathname === '/') && hash.startsWith('#/')) {
    const target = portalPath(hash.slice(1));
    if (target) return target;
    if (pathname === '/') return `/${search}`;
  }
  return null;
}
