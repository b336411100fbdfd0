/**
 * 调训申请 (dispatch applications): a learner asks for an offline training
 * to count towards the year's hours; the list shows each request's review
 * state. The field rules and messages are the learning centre form's
 * (mf-personal-center/src/features/dispatch/dispatch-rules.ts).
 */
import type { Application } from 'json-server';

import { requireCaller } from '../auth';
import type { AppContext } from '../context';
import {
  HttpError,
  formatDateTime,
  ok,
  optionalEnum,
  paginate,
  params,
  readPaging,
  route,
} from '../http';
import { roundHours } from '../learning';
import { refuseControlCharacters } from '../text-rules';
import { DISPATCH_STATUSES, type DispatchApplication } from '../types';

export const DISPATCH_LIMITS = {
  nameMax: 50,
  reasonMax: 500,
  hoursMin: 0.5,
  hoursMax: 200,
} as const;

export const DISPATCH_SERVER_MESSAGES = {
  trainingName: ['请输入培训班名称', '培训班名称不能超过50个字'],
  organizer: ['请输入主办单位', '主办单位不能超过50个字'],
  location: ['请输入培训地点', '培训地点不能超过50个字'],
  startDate: ['请选择开始日期', '开始日期格式不正确'],
  endDate: ['请选择结束日期', '结束日期格式不正确', '结束日期不能早于开始日期'],
  hours: ['请输入申请学时', '申请学时须为0.5到200之间的数字，以0.5为单位'],
  phone: ['请输入联系电话', '请输入正确的手机号'],
  reason: ['请输入申请理由', '申请理由不能超过500个字'],
  submitted: '申请已提交，请等待审核',
} as const;

const STATUS_NAMES = {
  PENDING: '待审核',
  APPROVED: '已通过',
  REJECTED: '已驳回',
} as const;

const M = DISPATCH_SERVER_MESSAGES;

/** Names in the control-character message (issue #10). */
const TEXT_LABELS = {
  trainingName: '培训班名称',
  organizer: '主办单位',
  location: '培训地点',
  reason: '申请理由',
} as const;

function readText(
  input: Record<string, unknown>,
  name: 'trainingName' | 'organizer' | 'location' | 'reason',
  max: number,
): string {
  const value = input[name];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new HttpError(400, M[name][0]);
  }
  const text = (value ?? '').trim();
  if (!text) throw new HttpError(400, M[name][0]);
  if ([...text].length > max) throw new HttpError(400, M[name][1]);
  refuseControlCharacters(text, TEXT_LABELS[name], {
    multiline: name === 'reason',
  });
  return text;
}

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

function readDay(
  input: Record<string, unknown>,
  name: 'startDate' | 'endDate',
): string {
  const value = input[name];
  if (value === undefined || value === null || value === '') {
    throw new HttpError(400, M[name][0]);
  }
  if (typeof value !== 'string' || !isDay(value.trim())) {
    throw new HttpError(400, M[name][1]);
  }
  return value.trim();
}

function readHours(input: Record<string, unknown>): number {
  const value = input.hours;
  if (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '')
  ) {
    throw new HttpError(400, M.hours[0]);
  }
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (
    !Number.isFinite(n) ||
    n < DISPATCH_LIMITS.hoursMin ||
    n > DISPATCH_LIMITS.hoursMax ||
    !Number.isInteger(n * 2)
  ) {
    throw new HttpError(400, M.hours[1]);
  }
  return roundHours(n);
}

function readPhone(input: Record<string, unknown>): string {
  const value = input.phone;
  const text =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number'
        ? String(value)
        : '';
  if (!text) throw new HttpError(400, M.phone[0]);
  if (!/^1[3-9]\d{9}$/.test(text)) throw new HttpError(400, M.phone[1]);
  return text;
}

/** The checked application fields, in the form's order (first error wins). */
export function readApplication(
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
  const trainingName = readText(input, 'trainingName', DISPATCH_LIMITS.nameMax);
  const organizer = readText(input, 'organizer', DISPATCH_LIMITS.nameMax);
  const location = readText(input, 'location', DISPATCH_LIMITS.nameMax);
  const startDate = readDay(input, 'startDate');
  const endDate = readDay(input, 'endDate');
  if (endDate < startDate) throw new HttpError(400, M.endDate[2]);
  const hours = readHours(input);
  const phone = readPhone(input);
  const reason = readText(input, 'reason', DISPATCH_LIMITS.reasonMax);
  return {
    trainingName,
    organizer,
    location,
    startDate,
    endDate,
    hours,
    phone,
    reason,
  };
}

function view(row: DispatchApplication) {
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
    const mine = state.dispatchApplications.filter(
      (d) => d.tenantId === tenantId && d.username === user.username,
    );
    const row: DispatchApplication = {
      id: `D${ctx.now().toString(36)}${mine.length + 1}`,
      tenantId,
      username: user.username,
      ...fields,
      status: 'PENDING',
      createdAt: formatDateTime(new Date(ctx.now())),
    };
    state.dispatchApplications.push(row);
    ctx.store.write();
    ok(res, view(row), M.submitted);
  });

  // POST /api/personal/queryDispatch {pagesize, pagenum, status?} (token)
  route(app, '/api/personal/queryDispatch', ['GET', 'POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    const input = params(req);
    const paging = readPaging(input);
    const status = optionalEnum(input, 'status', DISPATCH_STATUSES);
    const rows = ctx.store
      .state()
      .dispatchApplications.filter(
        (d) =>
          d.tenantId === tenantId &&
          d.username === user.username &&
          (!status || d.status === status),
      )
      .sort(
        (a, b) =>
          b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
      )
      .map(view);
    ok(res, paginate(rows, paging));
  });
}
