/**
 * The generated static assets: every image path the seeds hand out
 * (`/pcStatic/img/...`) and the learner manual (see ./assets.ts).
 */
import type { Application } from 'json-server';

import type { AppContext } from '../../platform/context';
import { MESSAGES, fail, route } from '../../platform/http';
import { renderManual, renderSvg } from './assets';

export function registerAssetRoutes(app: Application, _ctx: AppContext): void {
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
