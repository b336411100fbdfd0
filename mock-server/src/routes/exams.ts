/** Consolidation exercises (巩固练习活动方案). */
import type { Application } from 'json-server';

import { requireCaller } from '../auth';
import type { AppContext } from '../context';
import { ok, paginate, params, readPaging, route } from '../http';

export function registerExamRoutes(app: Application, ctx: AppContext) {
  // POST /api/exam/consolidate/queryPlanList {pagesize, pagenum} (token)
  route(
    app,
    '/api/exam/consolidate/queryPlanList',
    ['GET', 'POST'],
    (req, res) => {
      const { tenantId } = requireCaller(ctx.store, req);
      const paging = readPaging(params(req));
      const list = ctx.store
        .state()
        .consolidatePlans.filter((p) => p.tenantId === tenantId)
        .sort((a, b) => b.startTime.localeCompare(a.startTime))
        .map(({ tenantId: _t, ...rest }) => rest);
      ok(res, paginate(list, paging));
    },
  );
}
