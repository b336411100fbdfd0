/** Texts of the site configuration the portal renders (title, footer, links). */
import type { WebConfig } from '@portal/shared/contracts';

import { renderedText, type RowOf } from '../../platform/rendered-text';

type SubsiteConfig = RowOf<'subsites'>;

/** One key of a site's webConfig (a JSON string). */
interface WebConfigEntry {
  site: SubsiteConfig;
  key: keyof WebConfig;
}

const entriesOf = (
  sites: SubsiteConfig[],
  keys: readonly (keyof WebConfig)[],
): WebConfigEntry[] =>
  sites.flatMap((site) => keys.map((key) => ({ site, key })));

/** Rewrites one key of the site's webConfig. */
function writeWebConfig({ site, key }: WebConfigEntry, text: string): void {
  const web = JSON.parse(site.webConfig) as WebConfig;
  web[key] = text;
  site.webConfig = JSON.stringify(web);
}

export const SITE_RENDERED_TEXT = [
  renderedText({
    collection: 'subsites',
    place: 'site.title',
    kind: 'plain',
    onePerTenant: true,
    field: 'title',
    recordId: (s) => s.tenantId,
  }),
  // Footer lines, filing text, meta description and keywords.
  renderedText({
    collection: 'subsites',
    place: 'site.webConfig',
    kind: 'plain',
    onePerTenant: true,
    select: (sites) =>
      entriesOf(sites, [
        'footerName1',
        'footerName2',
        'footerName3',
        'footerName4',
        'filingText',
        'description',
        'keywords',
      ]),
    recordId: (e) => e.key,
    write: writeWebConfig,
  }),
  renderedText({
    collection: 'subsites',
    place: 'site.filingUrl',
    kind: 'link',
    onePerTenant: true,
    select: (sites) => entriesOf(sites, ['filingUrl']),
    recordId: (e) => e.key,
    write: writeWebConfig,
  }),
  renderedText({
    collection: 'subsites',
    place: 'site.manual',
    kind: 'link',
    onePerTenant: true,
    field: 'manual',
    recordId: () => 'manual',
  }),
];
