/**
 * Records of the site domain: the sub-site configuration and the stored
 * dictionaries.
 */

import type {
  SubSiteConfigRaw,
  TenantCapabilities,
} from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/**
 * The sub-site configuration, sent as it is stored. A tenant the backend
 * serves is one with a stored sub-site configuration.
 */
export interface SubsiteConfig extends SubSiteConfigRaw {
  tenantId: TenantId;
  /** Stored complete: what the tenant does differently (DESIGN.md 3). */
  capabilities: TenantCapabilities;
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
