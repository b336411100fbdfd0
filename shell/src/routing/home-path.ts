/** The visitor homes; signing in from one of them lands on the learner's. */
const VISITOR_HOMES = ['/', '/index', '/public'];

/**
 * Where the SSO page should send a visitor back to: the page they were on,
 * or the learner's home when they signed in from a visitor home.
 */
export function loginReturnAddress(here: URL): string {
  return VISITOR_HOMES.includes(here.pathname)
    ? `${here.origin}/home`
    : here.href;
}
