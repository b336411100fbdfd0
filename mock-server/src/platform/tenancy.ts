import type { IncomingHttpHeaders } from 'node:http';

/** The demo deployment's sites (DESIGN.md 3). */
export const TENANT_IDS = ['001.001', '001.001.043', '001.001.065'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export const DEFAULT_TENANT: TenantId = '001.001';

export function isTenantId(value: unknown): value is TenantId {
  return (
    typeof value === 'string' &&
    (TENANT_IDS as readonly string[]).includes(value)
  );
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
 * `001-001-065.localhost` is 001.001.065, anything else 001.001.
 */
export function tenantFromHost(host: string | undefined | null): TenantId {
  if (!host) return DEFAULT_TENANT;
  const hostname = hostnameOf(host);
  const suffix = '.localhost';
  if (!hostname.endsWith(suffix)) return DEFAULT_TENANT;
  const label = hostname.slice(0, -suffix.length);
  if (!/^\d{3}(-\d{3})+$/.test(label)) return DEFAULT_TENANT;
  const candidate = label.replaceAll('-', '.');
  return isTenantId(candidate) ? candidate : DEFAULT_TENANT;
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
export function tenantOfRequest(headers: IncomingHttpHeaders): TenantId {
  const header = firstHeader(headers['tenantid']);
  if (isTenantId(header)) return header;
  const forwarded = firstHeader(headers['x-forwarded-host']);
  return tenantFromHost(forwarded || firstHeader(headers.host));
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
