import type { IncomingHttpHeaders } from 'node:http';

/** The tenants the seed builds (DESIGN.md 3). */
export const TENANT_IDS = ['001.001', '001.001.043', '001.001.065'] as const;
/** One of the seed's tenants (the keys of the seeds' per-tenant tables). */
export type SeedTenantId = (typeof TENANT_IDS)[number];

/**
 * A tenant the backend serves: one of the seed's, or one added at run time
 * (POST /__dev/tenant). The backend serves a tenant when it holds a site
 * configuration for it; which ones it serves is data, not this list.
 */
export type TenantId = string;

const DEFAULT_TENANT: SeedTenantId = '001.001';

/** Whether the backend serves a tenant id. */
export type KnownTenants = (tenantId: string) => boolean;

function isSeedTenant(tenantId: string): tenantId is SeedTenantId {
  return (TENANT_IDS as readonly string[]).includes(tenantId);
}

/**
 * The seed's tenants: what tenantOfRequest knows of a request the server
 * has not settled (unit tests).
 */
export const seedTenants: KnownTenants = isSeedTenant;

/**
 * The seed tenant whose made-up figures a tenant shows (what routes and
 * pictures generate at request time instead of storing): itself, or for a
 * tenant added at run time the default tenant.
 */
export function seedTenantOf(tenantId: TenantId): SeedTenantId {
  return isSeedTenant(tenantId) ? tenantId : DEFAULT_TENANT;
}

/** What a tenant id looks like: groups of three digits joined by dots. */
export const TENANT_ID_PATTERN = /^\d{3}(\.\d{3})+$/;

function isTenantId(
  value: unknown,
  known: KnownTenants = seedTenants,
): value is TenantId {
  return typeof value === 'string' && known(value);
}

/** Host name of a Host header value ('a.localhost:8080', '[::1]:3000'). */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end === -1 ? trimmed : trimmed.slice(1, end);
  }
  const colon = trimmed.indexOf(':');
  const name = colon === -1 ? trimmed : trimmed.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Tenant served at a host: `001-001-043.localhost` is 001.001.043,
 * `001-001-065.localhost` is 001.001.065 (any `<id with dashes>.localhost`
 * of a known tenant), anything else 001.001.
 */
export function tenantFromHost(
  host: string | undefined | null,
  known: KnownTenants = seedTenants,
): TenantId {
  if (!host) return DEFAULT_TENANT;
  const hostname = hostnameOf(host);
  const suffix = '.localhost';
  if (!hostname.endsWith(suffix)) return DEFAULT_TENANT;
  const label = hostname.slice(0, -suffix.length);
  if (!/^\d{3}(-\d{3})+$/.test(label)) return DEFAULT_TENANT;
  const candidate = label.replaceAll('-', '.');
  return isTenantId(candidate, known) ? candidate : DEFAULT_TENANT;
}

/** True for localhost, 127.0.0.1 and *.localhost (any port). */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name === '127.0.0.1' ||
    (name.endsWith('.localhost') && name.length > '.localhost'.length)
  );
}

function firstHeader(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  // X-Forwarded-Host may list several proxies; the first is the client's.
  return (raw ?? '').split(',')[0]?.trim() ?? '';
}

/**
 * Tenant of a request: a known `tenantId` header wins; otherwise the host
 * (X-Forwarded-Host when a proxy set it, else Host).
 */
function resolveTenantOfRequest(
  headers: IncomingHttpHeaders,
  known: KnownTenants,
): TenantId {
  const header = firstHeader(headers['tenantid']);
  if (isTenantId(header, known)) return header;
  const forwarded = firstHeader(headers['x-forwarded-host']);
  return tenantFromHost(forwarded || firstHeader(headers.host), known);
}

/** The tenant each request was settled to when it arrived. */
const settledTenants = new WeakMap<IncomingHttpHeaders, TenantId>();

/**
 * Settles the tenant of a request as it arrives, with the tenants the
 * backend serves at that moment (the server's first handler, which knows
 * them from the store: the seed's and any added at run time).
 */
export function settleTenantOfRequest(
  headers: IncomingHttpHeaders,
  known: KnownTenants,
): TenantId {
  const tenantId = resolveTenantOfRequest(headers, known);
  settledTenants.set(headers, tenantId);
  return tenantId;
}

/**
 * Tenant of a request: what the server settled it to when it arrived
 * (settleTenantOfRequest); for headers it has not seen (unit tests), the
 * same rule with the seed's tenants.
 */
export function tenantOfRequest(headers: IncomingHttpHeaders): TenantId {
  return (
    settledTenants.get(headers) ?? resolveTenantOfRequest(headers, seedTenants)
  );
}

/** Anything stored per tenant (every db row), or a caller of one tenant. */
export interface TenantScoped {
  readonly tenantId: string;
}

/** Whether `row` belongs to `tenantId`. */
export function belongsToTenant(row: TenantScoped, tenantId: string): boolean {
  return row.tenantId === tenantId;
}

/**
 * Predicate for the rows of `tenantId`: `rows.filter(inTenant(t))`,
 * `.find`, `.some`, `.every`.
 */
export function inTenant(tenantId: string): (row: TenantScoped) => boolean {
  return (row) => row.tenantId === tenantId;
}

/** The rows of `tenantId` that `match` accepts, in their order. */
export function filterInTenant<T extends TenantScoped>(
  rows: readonly T[],
  tenantId: string,
  match: (row: T) => boolean,
): T[] {
  return rows.filter((row) => row.tenantId === tenantId && match(row));
}

/** The first row of `tenantId` that `match` accepts. */
export function findInTenant<T extends TenantScoped>(
  rows: readonly T[],
  tenantId: string,
  match: (row: T) => boolean,
): T | undefined {
  return rows.find((row) => row.tenantId === tenantId && match(row));
}
