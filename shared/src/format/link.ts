/** Seed-spec 9: links starting http:, https:, mailto: or tel: leave the portal. */
export function isExternalLink(path: string | null | undefined): boolean {
  return /^(https?:|mailto:|tel:)/i.test((path ?? '').trim());
}

/** Schemes a link from server data may use (hostile input). */
const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The URL when it is safe to put in an href: relative, http(s), mailto: or
 * tel:. Anything else (javascript:, data:, vbscript:, also when hidden by
 * case, spaces, tabs or entities already decoded) gives undefined, so the
 * link renders as plain text. Parsed the way the browser parses it, so
 * `java\tscript:` is caught too.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const raw = (url ?? '').trim();
  if (raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://portal.invalid/');
  } catch {
    return undefined;
  }
  return SAFE_LINK_PROTOCOLS.has(parsed.protocol) ? raw : undefined;
}
