/** Site and project configuration, plus the generated static assets. */
import type { ProjectConfig } from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { renderManual, renderSvg } from './assets';
import type { AppContext } from '../../platform/context';
import type { Store } from '../../platform/db';
import { HttpError, MESSAGES, fail, ok, route } from '../../platform/http';
import { passwordKey } from '../sign-in/password-keys';
import { adminUrl } from '../admin-entry/admin.routes';
import { tenantOfRequest } from '../../platform/tenancy';
import type { SubsiteConfig, TenantId } from '../../db-state';

/** Users of this tenant with needUpdatePwd get the forced password dialog. */
export const FORCED_PASSWORD_TENANT: TenantId = '001.001.043';

export function projectConfig(
  origin: string,
  passwordPublicKey: string,
  ukeyServiceUrl: string,
): ProjectConfig {
  return {
    loginUrl: `${origin}/sso/login`,
    logoutUrl: `${origin}/sso/logout`,
    vpnLoginUrl: `${origin}/sso/vpn-login`,
    passwordPublicKey,
    forcedPasswordTenantId: FORCED_PASSWORD_TENANT,
    ukeyServiceUrl,
    adminUrl: adminUrl(origin),
  };
}

function subsiteOf(store: Store, tenantId: TenantId): SubsiteConfig {
  const site = store.state().subsites.find((s) => s.tenantId === tenantId);
  if (!site) throw new HttpError(404, '未找到站点配置');
  return site;
}

export function registerSiteRoutes(app: Application, ctx: AppContext): void {
  // GET /api/portal/subsite: the requesting tenant's sub-site configuration
  route(app, '/api/portal/subsite', ['GET', 'POST'], (req, res) => {
    ok(res, subsiteOf(ctx.store, tenantOfRequest(req.headers)));
  });

  // GET|POST /api/portal/config: login / logout / back-office addresses,
  // password key, UKEY service address
  route(app, '/api/portal/config', ['GET', 'POST'], (_req, res) => {
    const key = passwordKey(ctx.store);
    ok(res, projectConfig(ctx.origin(), key.publicKey, ctx.ukey.serviceUrl()));
  });

  // POST|GET /api/portal/app/init: the tenant's mobile app versions
  route(app, '/api/portal/app/init', ['POST', 'GET'], (req, res) => {
    const site = subsiteOf(ctx.store, tenantOfRequest(req.headers));
    ok(res, { appVersionList: site.appVersionList });
  });

  // GET /pcStatic/img/:name (generated SVG)
  route(app, '/pcStatic/img/:name', ['GET'], (req, res) => {
    const name = req.params.name ?? '';
    const svg = /^[a-z0-9-]+\.svg$/.test(name) ? renderSvg(name) : undefined;
    if (!svg) {
      fail(res, 404, MESSAGES.notFound);
      return;
    }
    res.set('Cache-Control', 'public, max-age=3600');
    res.removeHeader('Pragma');
    res.removeHeader('Expires');
    res.type('image/svg+xml').send(svg);
  });

  // GET /pcStatic/manual.html (the sub-site's `manual` link)
  route(app, '/pcStatic/manual.html', ['GET'], (_req, res) => {
    res.type('text/html; charset=utf-8').send(renderManual());
  });
}
