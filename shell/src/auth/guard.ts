/**
 * The navigation guard (seed-spec 2.5): whitelisted and open pages proceed;
 * anything else needs a signed-in user, loaded on demand, or the learner is
 * sent to the SSO page. It runs before single-spa mounts anything.
 */
import type { RemoteRegistry } from '../remotes/remote-registry';
import { loadUserInfo, redirectToLogin } from './session-actions';

export const WHITELIST = [
  '/index',
  '/share',
  '/404',
  '/public',
  '/operateGuide',
];

export function isPublicPath(
  registry: RemoteRegistry,
  pathname: string,
): boolean {
  if (WHITELIST.includes(pathname)) return true;
  const found = registry.findRoute(pathname);
  return found ? found.chain.some((route) => route.public === true) : false;
}

/** Resolves true when the navigation may go on. */
export async function ensureAccess(
  registry: RemoteRegistry,
  pathname: string,
): Promise<boolean> {
  if (isPublicPath(registry, pathname)) return true;
  if (await loadUserInfo()) return true;
  redirectToLogin(location.origin + pathname + location.search);
  return false;
}
