/**
 * Records of the profile domain: the page origin each user last reported.
 */

import type { TenantId } from '../../platform/tenancy';

/** Last page origin a user reported (POST /api/user/configure/new). */
export interface ClientOrigin {
  username: string;
  tenantId: TenantId;
  /** An http(s) origin, e.g. http://localhost:8080. */
  ipPort: string;
  at: string;
}

/** The collections of this domain (keys of DbState). */
export interface ProfileCollections {
  clientOrigins: ClientOrigin[];
}
