/**
 * Records of the site domain: the sub-site configuration and the stored
 * dictionaries.
 */

import type { SubSiteConfigRaw } from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/** The sub-site configuration, sent as it is stored. */
export interface SubsiteConfig extends SubSiteConfigRaw {
  tenantId: TenantId;
}

/** One item of a stored dictionary (/api/dictionary/list/:parentCode). */
export interface DictionaryEntry {
  parentCode: string;
  code: string;
  name: string;
  sort: number;
}

/** The collections of this domain (keys of DbState). */
export interface SiteCollections {
  subsites: SubsiteConfig[];
  dictionaries: DictionaryEntry[];
}
