/** Seed-spec 9: links starting http:, https:, mailto: or tel: leave the portal. */
export function isExternalLink(path: string | null | undefined): boolean {
  return /^(https?:|mailto:|tel:)/i.test((path ?? '').trim());
}
