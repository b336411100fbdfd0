/** Site and project configuration. */
import type {
  AppInitData,
  ProjectConfig,
  SubSiteConfigRaw,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import type { SiteContext } from './site-context';
import type { Store } from '../../platform/db';
import { HttpError, ok, route } from '../../platform/http';
import { passwordKey } from '../sign-in';
import { adminUrl } from './site.data';
import { tenantOfRequest, type TenantId } from '../../platform/tenancy';
import type { SubsiteConfig } from './site.records';
import { forcedPasswordTenant, storedSite } from './site.tenants';

/**
 * @param forcedPasswordTenantId for older portals, which know one forced
 * tenant only (newer ones read the site's capabilities.passwordPrompt).
 */
function projectConfig(
  origin: string,
  passwordPublicKey: string,
  ukeyServiceUrl: string,
  forcedPasswordTenantId?: TenantId,
): ProjectConfig {
  return {
    loginUrl: `${origin}/sso/login`,
    logoutUrl: `${origin}/sso/logout`,
    vpnLoginUrl: `${origin}/sso/vpn-login`,
    passwordPublicKey,
    ...(forcedPasswordTenantId && { forcedPasswordTenantId }),
    ukeyServiceUrl,
    adminUrl: adminUrl(origin),
  };
}

function subsiteOf(store: Store, tenantId: TenantId): SubsiteConfig {
  const site = storedSite(store, tenantId);
  if (!site) throw new HttpError(404, '未找到站点配置');
  return site;
}

export function registerSiteRoutes(app: Application, ctx: SiteContext): void {
  // GET /api/portal/subsite: the requesting tenant's sub-site configuration
  route(app, '/api/portal/subsite', ['GET', 'POST'], (req, res) => {
    ok<SubSiteConfigRaw>(
      res,
      subsiteOf(ctx.store, tenantOfRequest(req.headers)),
    );
  });

  // GET|POST /api/portal/config: login / logout / back-office addresses,
  // password key, UKEY service address
  route(app, '/api/portal/config', ['GET', 'POST'], (_req, res) => {
    const key = passwordKey(ctx.store);
    ok<ProjectConfig>(
      res,
      projectConfig(
        ctx.origin(),
        key.publicKey,
        ctx.ukey.serviceUrl(),
        forcedPasswordTenant(ctx.store),
      ),
    );
  });

  // POST|GET /api/portal/app/init: the tenant's mobile app versions
  route(app, '/api/portal/app/init', ['POST', 'GET'], (req, res) => {
    const site = subsiteOf(ctx.store, tenantOfRequest(req.headers));
    ok<AppInitData>(res, { appVersionList: site.appVersionList });
  });
}
