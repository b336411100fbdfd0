/**
 * The token the SSO page brings back in the address (seed-spec 2.5 step
 * 1), and the address without it. Only `token` goes: the rest of the query
 * is the deep link's own (a class's id, a tab) and stays. Imports nothing,
 * so the early script can read the token boot is about to keep.
 */
export interface AddressToken {
  /** null without a `token` parameter; '' for an empty one. */
  token: string | null;
  /** Path, query without `token`, and hash, as history.replaceState takes it. */
  rest: string;
}

export function splitAddressToken(href: string): AddressToken {
  const url = new URL(href, 'http://portal.invalid');
  const token = url.searchParams.get('token');
  url.searchParams.delete('token');
  return { token, rest: url.pathname + url.search + url.hash };
}
