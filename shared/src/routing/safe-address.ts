/**
 * Where the portal may send the browser on its own (seed-spec 2.5 legacy
 * links, the SSO return address): never another origin. Both checks
 * resolve the address the way the browser would ('\' reads as '/', tabs
 * and newlines are dropped), so '//evil.example', '/\evil.example',
 * 'javascript:…' and 'data:…' all fail.
 */

const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * The path (with query and hash) when raw is a path on the portal's own
 * origin, else null. Only root-relative paths count: '/index?x=1' yes,
 * 'index', '//evil.example' or 'https://…' no.
 */
export function portalPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, `${PROBE_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The absolute address when raw (absolute or root-relative) lands on
 * origin, else null.
 */
export function sameOriginAddress(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw, `${origin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin === origin ? url.href : null;
}
