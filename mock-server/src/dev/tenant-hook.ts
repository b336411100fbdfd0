/**
 * POST /__dev/tenant (development only): adds a tenant at run time, by data
 * alone — what an operator of the real backend does by configuration, with
 * nothing rebuilt. The new tenant gets a site configuration (the template
 * tenant's, with its own id, title and capabilities) and a copy of every row
 * the template tenant holds (accounts, hours, courses, classes, …; sign-in
 * sessions are not copied), so that the demo accounts sign in there. The
 * portal serves it at `<id with dashes>.localhost` once the tenant has a
 * remote map (docs/operations.md). POST /__reset removes it with the rest.
 */
import {
  capabilitiesProblem,
  readCapabilities,
  type TenantCapabilities,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { storedSite, type SubsiteConfig } from '../domains/site';
import type { AppContext } from '../platform/context';
import {
  HttpError,
  ok,
  optionalString,
  params,
  requiredString,
  route,
} from '../platform/http';
import { TENANT_ID_PATTERN, type TenantId } from '../platform/tenancy';

export const TENANT_HOOK_MESSAGES = {
  badTenantId: '参数tenantId必须是形如001.001.077的租户编号',
  exists: '租户已存在',
  unknownTemplate: '参数copyOf必须是已有的租户',
  badTitle: '参数title必须是1到50个字符',
} as const;

/** Collections not copied: the site (replaced) and sign-in sessions. */
const NOT_COPIED: ReadonlySet<string> = new Set(['subsites', 'sessions']);

interface NewTenant {
  tenantId: TenantId;
  /** The served tenant whose site and rows the new one starts from. */
  copyOf: TenantId;
  title?: string;
  /** Over the template's; fields left out keep the template's. */
  capabilities?: Partial<TenantCapabilities>;
}

function readNewTenant(input: Record<string, unknown>): NewTenant {
  const tenantId = requiredString(input, 'tenantId').trim();
  if (!TENANT_ID_PATTERN.test(tenantId)) {
    throw new HttpError(400, TENANT_HOOK_MESSAGES.badTenantId);
  }
  const copyOf = requiredString(input, 'copyOf').trim();
  const title = optionalString(input, 'title')?.trim();
  if (title !== undefined && (title.length < 1 || title.length > 50)) {
    throw new HttpError(400, TENANT_HOOK_MESSAGES.badTitle);
  }
  const problem = capabilitiesProblem(input.capabilities);
  if (problem) throw new HttpError(400, problem);
  return {
    tenantId,
    copyOf,
    ...(title !== undefined && { title }),
    ...(input.capabilities !== undefined && {
      capabilities: readCapabilities(input.capabilities),
    }),
  };
}

/**
 * Stores the tenant: its site configuration and a copy of the template's
 * rows. Answers how many rows of each collection were copied.
 */
function addTenant(
  ctx: AppContext,
  tenant: NewTenant,
): { site: SubsiteConfig; copied: Record<string, number> } {
  if (ctx.servesTenant(tenant.tenantId)) {
    throw new HttpError(409, TENANT_HOOK_MESSAGES.exists);
  }
  const template = storedSite(ctx.store, tenant.copyOf);
  if (!template) throw new HttpError(400, TENANT_HOOK_MESSAGES.unknownTemplate);
  const site: SubsiteConfig = {
    ...structuredClone(template),
    tenantId: tenant.tenantId,
    title: tenant.title ?? template.title,
    capabilities: { ...template.capabilities, ...tenant.capabilities },
  };
  const state = ctx.store.state();
  const copied: Record<string, number> = {};
  for (const [name, rows] of Object.entries(state) as [string, unknown][]) {
    if (!Array.isArray(rows) || NOT_COPIED.has(name)) continue;
    const own = (rows as { tenantId?: unknown }[]).filter(
      (row) => row?.tenantId === tenant.copyOf,
    );
    for (const row of own) {
      rows.push({ ...structuredClone(row), tenantId: tenant.tenantId });
    }
    if (own.length > 0) copied[name] = own.length;
  }
  state.subsites.push(site);
  ctx.store.write();
  return { site, copied };
}

export function registerDevTenantRoutes(
  app: Application,
  ctx: AppContext,
): void {
  if (!ctx.dev) return;
  // POST /__dev/tenant {tenantId, copyOf, title?, capabilities?}: a new
  // tenant, its site configuration and a copy of the template tenant's rows
  route(app, '/__dev/tenant', ['POST'], (req, res) => {
    const tenant = readNewTenant(params(req));
    const { site, copied } = addTenant(ctx, tenant);
    ctx.log(
      `mock backend: tenant ${site.tenantId} added (copy of ${tenant.copyOf})`,
    );
    ok(res, { site, copied }, '已添加租户');
  });
}
