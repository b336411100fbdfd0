/** Online special-topic classes (网上专题班, tbtp). */
import type { Application } from 'json-server';

import { requireCaller } from '../auth';
import type { AppContext } from '../context';
import {
  HttpError,
  ok,
  optionalString,
  paginate,
  params,
  readPaging,
  route,
} from '../http';
import { SCHEDULE_STATUSES, type ScheduleStatus } from '../types';

function isStatus(value: string): value is ScheduleStatus {
  return (SCHEDULE_STATUSES as readonly string[]).includes(value);
}

export function registerProjectRoutes(app: Application, ctx: AppContext) {
  // POST /api/portal/tbtp/queryTbtpList {pagesize, pagenum, name?, status?}
  route(app, '/api/portal/tbtp/queryTbtpList', ['GET', 'POST'], (req, res) => {
    const { tenantId } = requireCaller(ctx.store, req);
    const input = params(req);
    const paging = readPaging(input);
    const name = optionalString(input, 'name')?.trim() ?? '';
    const status = optionalString(input, 'status')?.trim() ?? '';
    if (status && !isStatus(status)) {
      throw new HttpError(
        400,
        `参数status必须是${SCHEDULE_STATUSES.join('、')}之一`,
      );
    }
    const list = ctx.store
      .state()
      .tbtpClasses.filter(
        (c) =>
          c.tenantId === tenantId &&
          (!name || c.name.includes(name)) &&
          (!status || c.status === status),
      )
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map(({ tenantId: _t, ...rest }) => rest);
    ok(res, paginate(list, paging));
  });
}
