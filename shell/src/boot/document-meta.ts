import type { SiteConfig } from '@portal/shared/types';
import { accentColor } from '@portal/shared/ui';

/**
 * Title, icon, description and keywords come from the site (seed-spec 1);
 * the tenant's accent (seed-spec 9) becomes --portal-accent, which the
 * shell's plain CSS (the navigation progress bar) draws in.
 */
export function applyDocumentMeta(site: SiteConfig): void {
  document.title = site.title;
  setLink('icon', site.favicon);
  setMeta('description', site.webConfig.description);
  setMeta('keywords', site.webConfig.keywords);
  document.documentElement.style.setProperty(
    '--portal-accent',
    accentColor(site),
  );
}

function setLink(rel: string, href: string): void {
  if (!href) return;
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(
    `meta[name="${name}"]`,
  );
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}
