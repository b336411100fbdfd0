/**
 * The tenants the backend serves and what each does differently, read from
 * the stored sub-site configurations: a tenant is served when it has one
 * (the seed's three, or one added at run time with POST /__dev/tenant).
 */
import {
  NO_CAPABILITIES,
  type TenantCapabilities,
} from '@portal/shared/contracts';

import type { Store } from '../../platform/db';
import {
  inTenant,
  type KnownTenants,
  type TenantId,
} from '../../platform/tenancy';
import type { SubsiteConfig } from './site.records';

/** The stored sub-site configuration of a tenant. */
export function storedSite(
  store: Store,
  tenantId: TenantId,
): SubsiteConfig | undefined {
  return store.state().subsites.find(inTenant(tenantId));
}

/** The tenants the backend serves: those with a stored site configuration. */
export function servedTenants(store: Store): KnownTenants {
  return (tenantId) => storedSite(store, tenantId) !== undefined;
}

/**
 * What a tenant does differently, from its stored site configuration
 * (NO_CAPABILITIES for what it does not say). Routes read this, never a
 * tenant id.
 */
export function capabilitiesOf(
  store: Store,
  tenantId: TenantId,
): TenantCapabilities {
  return { ...NO_CAPABILITIES, ...storedSite(store, tenantId)?.capabilities };
}

/**
 * The one tenant the project configuration names for older portals
 * (forcedPasswordTenantId): the first stored site that forces the password
 * dialog.
 */
export function forcedPasswordTenant(store: Store): TenantId | undefined {
  return store
    .state()
    .subsites.find((s) => s.capabilities?.passwordPrompt === 'forced-dialog')
    ?.tenantId;
}
