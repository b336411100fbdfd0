import { setToken } from '@portal/shared/api';

/**
 * The SSO page returns with ?token=…: keep it in the session and take it out
 * of the address bar at once, so it is neither bookmarked nor sent on as a
 * Referer (seed-spec 2.5 step 1).
 */
export function consumeTokenFromUrl(): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  if (token) setToken(token);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
