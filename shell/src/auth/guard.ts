/**
 * The navigation guard (seed-spec 2.5), run before single-spa mounts
 * anything: a loaded user proceeds; whitelisted and open pages proceed;
 * anything else loads the user, whose outcome may send the visitor to
 * /public or to the SSO page.
 */
import { appStore, userInfoAtom } from '@portal/shared/state';
import { afterFeedbackShown } from '@portal/shared/ui';

import { START_CLIENT_PATH } from '../remotes/content-status';
import type { RemoteRegistry } from '../remotes/remote-registry';
import {
  loadSession,
  redirectToLogin,
  type SessionOutcome,
} from './session-actions';

const WHITELIST = [
  '/index',
  '/share',
  '/404',
  '/public',
  '/operateGuide',
  // The shell's own page for visitors who look for the app.
  START_CLIENT_PATH,
];

export function isPublicPath(
  registry: RemoteRegistry,
  pathname: string,
): boolean {
  if (WHITELIST.includes(pathname)) return true;
  const found = registry.findRoute(pathname);
  return found
    ? found.chain.some(
        (route) => route.public === true || route.mode === 'open',
      )
    : false;
}

/**
 * Whether the first page shows after boot's user lookup. A signed-in
 * user's does. A whitelisted or open page shows to a visitor (seed-spec
 * 2.5 step 4 comes before the user fetch of step 5), including one whose
 * token the backend no longer knows: loadSession has dropped it, so the
 * page is a visitor's. A user without a valid role still goes to /public
 * (seed-spec 4).
 */
export function firstPageProceeds(
  outcome: SessionOutcome,
  publicPage: boolean,
): boolean {
  if (outcome.kind === 'user') return true;
  return (
    publicPage && (outcome.kind === 'anonymous' || outcome.kind === 'login')
  );
}

type GuardDecision =
  { kind: 'proceed' } | { kind: 'leave' } | { kind: 'redirect'; to: string };

/** Carries out a session outcome that does not let the navigation proceed. */
export function actOn(
  outcome: SessionOutcome,
  returnTo: string,
): GuardDecision {
  switch (outcome.kind) {
    case 'user':
      return { kind: 'proceed' };
    case 'public':
      if (outcome.thenLogin) {
        // Show /public behind the warning for 1.5 s, then go to the login
        // address (the warning's code may still be on its way).
        afterFeedbackShown(1500, () =>
          redirectToLogin(`${location.origin}/public`),
        );
      }
      return { kind: 'redirect', to: '/public' };
    case 'anonymous':
    case 'login':
      redirectToLogin(returnTo);
      return { kind: 'leave' };
  }
}

export async function guard(
  registry: RemoteRegistry,
  url: URL,
): Promise<GuardDecision> {
  if (appStore.get(userInfoAtom)?.id) return { kind: 'proceed' };
  // Whether the page is open is known once its remote's routes are.
  if (!registry.findRoute(url.pathname)) await registry.routesSettled();
  if (isPublicPath(registry, url.pathname)) return { kind: 'proceed' };
  return actOn(await loadSession(), url.href);
}
