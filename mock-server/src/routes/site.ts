/** Site and project configuration, plus the generated static assets. */
import type { Application } from 'json-server';

import { renderManual, renderSvg } from '../assets';
import type { AppContext } from '../context';
import { HttpError, MESSAGES, fail, ok, route } from '../http';
import { tenantOfRequest } from '../tenancy';
import type { ProjectConfig } from '../types';

export function projectConfig(origin: string): ProjectConfig {
  return {
    loginUrl: `${origin}/sso/login`,
    logoutUrl: `${origin}/sso/logout`,
    vpnLoginUrl: `${origin}/sso/vpn-login`,
  };
}

export function registerSiteRoutes(app: Application, ctx: AppContext): void {
  // GET /api/portal/subsite: the requesting tenant's sub-site configuration
  route(app, '/api/portal/subsite', ['GET', 'POST'], (req, res) => {
    const tenantId = tenantOfRequest(req.headers);
    const site = ctx.store
      .state()
      .subsites.find((s) => s.tenantId === tenantId);
    if (!site) throw new HttpError(404, '未找到站点配置');
    ok(res, site);
  });

  // GET|POST /api/portal/config: login / logout addresses
  route(app, '/api/portal/config', ['GET', 'POST'], (_req, res) => {
    ok(res, projectConfig(ctx.origin()));
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
