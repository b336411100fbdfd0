/**
 * Old links keep working (DESIGN.md 1): '/content#/commendIndex?x=1' and
 * '/#/operateGuide' become '/commendIndex?x=1' and '/operateGuide'; the bare
 * root goes to '/index'. Returns the new path or null.
 */
export function legacyRedirect(
  pathname: string,
  search: string,
  hash: string,
): string | null {
  if ((pathname === '/content' || pathname === '/') && hash.startsWith('#/')) {
    return hash.slice(1);
  }
  if (pathname === '/' || pathname === '') return `/index${search}`;
  return null;
}
