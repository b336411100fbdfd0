/**
 * 调训申请 (dispatch applications): a learner asks for an offline training
 * to count towards the year's hours; the list shows each request's review
 * state. The field rules and messages are the learning centre form's
 * (the contract's dispatch.rules.ts).
 */
import {
  checkDispatch,
  DISPATCH_SUBMITTED_MESSAGE,
  type DispatchApplication,
  type Page,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  formatDateTime,
  ok,
  optionalEnum,
  paginate,
  params,
  readPaging,
  route,
} from '../../platform/http';
import { roundHours } from '../course-study';
import { filterInTenant } from '../../platform/tenancy';
import {
  DISPATCH_STATUSES,
  type DispatchApplicationRecord,
} from './dispatch.records';

const STATUS_NAMES = {
  PENDING: '待审核',
  APPROVED: '已通过',
  REJECTED: '已驳回',
} as const;

/**
 * The checked application fields (the contract's checkDispatch): 400 with
 * the first failing field's message, in the form's order.
 */
function readApplication(
  input: Record<string, unknown>,
): Pick<
  DispatchApplication,
  | 'trainingName'
  | 'organizer'
  | 'location'
  | 'startDate'
  | 'endDate'
  | 'hours'
  | 'phone'
  | 'reason'
> {
  const checked = checkDispatch(input);
  if (!checked.ok) throw new HttpError(400, checked.message);
  return { ...checked.value, hours: roundHours(checked.value.hours) };
}

function view(row: DispatchApplicationRecord): DispatchApplication {
  const { username: _u, tenantId: _t, ...rest } = row;
  return { ...rest, statusName: STATUS_NAMES[row.status] };
}

export function registerDispatchRoutes(app: Application, ctx: AppContext) {
  // POST /api/personal/applyDispatch {trainingName, organizer, location,
  // startDate, endDate, hours, phone, reason} (token)
  route(app, '/api/personal/applyDispatch', ['POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    const fields = readApplication(params(req));
    const state = ctx.store.state();
    const mine = filterInTenant(
      state.dispatchApplications,
      tenantId,
      (d) => d.username === user.username,
    );
    const row: DispatchApplicationRecord = {
      id: `D${ctx.now().toString(36)}${mine.length + 1}`,
      tenantId,
      username: user.username,
      ...fields,
      status: 'PENDING',
      createdAt: formatDateTime(new Date(ctx.now())),
    };
    state.dispatchApplications.push(row);
    ctx.store.write();
    ok<DispatchApplication>(res, view(row), DISPATCH_SUBMITTED_MESSAGE);
  });

  // POST /api/personal/queryDispatch {pagesize, pagenum, status?} (token)
  route(app, '/api/personal/queryDispatch', ['GET', 'POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    const input = params(req);
    const paging = readPaging(input);
    const status = optionalEnum(input, 'status', DISPATCH_STATUSES);
    const rows = filterInTenant(
      ctx.store.state().dispatchApplications,
      tenantId,
      (d) => d.username === user.username && (!status || d.status === status),
    )
      .sort(
        (a, b) =>
          b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
      )
      .map(view);
    ok<Page<DispatchApplication>>(res, paginate(rows, paging));
  });
}
