/**
 * Live broadcasts: POST /apiLive/api/fosung/live/getAllLives, where the
 * portal's live-broadcast client (/apiLive) sends it; the same call under
 * /api/ stays for older pages.
 */
import type { Live, LiveStatus } from '@portal/shared/contracts';
import type { Application, Request, Response } from 'json-server';

import type { AppContext } from '../../platform/context';
import { ok, route } from '../../platform/http';
import { inTenant, tenantOfRequest } from '../../platform/tenancy';
import type { LiveRecord } from './home.records';

const STATUS_ORDER: Record<LiveStatus, number> = {
  LIVE: 0,
  UPCOMING: 1,
  ENDED: 2,
};

/** LIVE first, then UPCOMING soonest first, then ENDED latest first. */
function byStatusAndTime(a: LiveRecord, b: LiveRecord): number {
  const order = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (order !== 0) return order;
  return a.status === 'ENDED'
    ? b.startTime.localeCompare(a.startTime)
    : a.startTime.localeCompare(b.startTime);
}

function toLive(l: LiveRecord): Live {
  return {
    id: l.id,
    title: l.title,
    cover: l.cover,
    speaker: l.speaker,
    startTime: l.startTime,
    status: l.status,
    url: l.url,
  };
}

/** Where the live list is served: the /apiLive client's path first. */
export const LIVE_LIST_PATHS = [
  '/apiLive/api/fosung/live/getAllLives',
  '/api/fosung/live/getAllLives',
] as const;

export function registerLiveRoutes(app: Application, ctx: AppContext) {
  // POST (JSON) or GET: the tenant's lives
  const allLives = (req: Request, res: Response) => {
    const tenantId = tenantOfRequest(req.headers);
    const list = ctx.store
      .state()
      .lives.filter(inTenant(tenantId))
      .sort(byStatusAndTime)
      .map(toLive);
    ok<Live[]>(res, list);
  };
  for (const path of LIVE_LIST_PATHS) {
    route(app, path, ['POST', 'GET'], allLives);
  }
}
