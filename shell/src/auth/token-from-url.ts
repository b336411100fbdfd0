import { setToken } from '@portal/shared/api';

import { splitAddressToken } from './address-token';

/**
 * The SSO page returns with ?token=…: keep it in the session and take it out
 * of the address bar at once, so it is neither bookmarked nor sent on as a
 * Referer (seed-spec 2.5 step 1). The rest of the query stays (see
 * address-token.ts).
 */
export function consumeTokenFromUrl(): void {
  const { token, rest } = splitAddressToken(location.href);
  if (token === null) return;
  if (token) setToken(token);
  history.replaceState(history.state, '', rest);
}

/**
 * The same for an address reached inside the portal (a link, Back,
 * Forward): single-spa announces every navigation before it mounts
 * anything, so no page reads the token and the guard, listening after
 * this, already finds it in the session. Install it before the guard.
 */
export function installTokenFromUrl(): void {
  window.addEventListener(
    'single-spa:before-routing-event',
    consumeTokenFromUrl,
  );
}
