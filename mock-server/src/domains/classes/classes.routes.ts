/**
 * Online special-topic classes (网上专题班, tbtp): lists, detail, enrolment
 * (open, by sign-up code, assigned), the enrolment form, members, notices,
 * news and class affairs. A learner's enrolment state comes from
 * `classEnrolments` (and applications under review), never from the static
 * `enrollStatus` of the seed.
 */
import {
  CLASS_NOT_FOUND,
  ENROLMENT_MESSAGES,
  enrolmentFormError,
  type ClassAffairs,
  type ClassDetail,
  type ClassMember,
  type ClassOrgList,
  type ClassPost,
  type CodeVerification,
  type EnrolmentResult,
  type EnrollStatus,
  type Page,
  type Trainee,
  type TrainingClass,
} from '@portal/shared/contracts';
import type { Application, Request } from 'json-server';

import { findCaller, requireCaller, userOf } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  formatDateTime,
  ok,
  optionalEnum,
  optionalInt,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import type { Learner } from '../course-study';
import { organisationsOf, syntheticMember } from './classes.data';
import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
  inTenant,
  seedTenantOf,
  tenantOfRequest,
  type TenantId,
} from '../../platform/tenancy';
import { SCHEDULE_STATUSES } from '../../platform/schedule';
import type {
  ClassRecord,
  ClassEnrolment,
  ClassPostRecord,
} from './classes.records';
import type { ClassesCollections } from './classes.records';
import type { SignInCollections } from '../sign-in';

export const CLASS_MESSAGES = {
  classNotFound: CLASS_NOT_FOUND,
  ended: ENROLMENT_MESSAGES.classEnded,
  alreadyEnrolled: '您已报名该班级，无需重复报名',
  pending: '您的报名正在审核中，请耐心等待',
  assigned: '该班级由单位统一安排学员，不能自行报名',
  codeRequired: ENROLMENT_MESSAGES.codeRequired,
  codeWrong: '报名码错误，请重新输入',
  notCodeClass: '该班级无需报名码',
  yearRange: '参数year不在有效范围内',
  enrolled: '报名成功',
  verified: '报名码验证通过',
} as const;

function sameLearner(
  row: { username: string; tenantId: TenantId },
  who: Learner,
): boolean {
  return row.username === who.username && belongsToTenant(row, who.tenantId);
}

/** Whether `who` is a member of the class (a row of classEnrolments). */
export function isEnrolled(
  state: ClassesCollections,
  who: Learner | undefined,
  tbtpId: string,
): boolean {
  return (
    !!who &&
    state.classEnrolments.some(
      (e) => e.tbtpId === tbtpId && sameLearner(e, who),
    )
  );
}

/** The caller's enrolment state; a visitor is always NONE. */
export function enrollStateOf(
  state: ClassesCollections,
  who: Learner | undefined,
  tbtpId: string,
): EnrollStatus {
  if (!who) return 'NONE';
  if (isEnrolled(state, who, tbtpId)) return 'ENROLLED';
  const pending = (state.classApplications ?? []).some(
    (a) => a.tbtpId === tbtpId && a.status === 'PENDING' && sameLearner(a, who),
  );
  return pending ? 'PENDING' : 'NONE';
}

/**
 * Why `who` may not enrol in the class by themself, or null when they may.
 * The code of a CODE class is checked separately.
 */
export function enrolRefusal(
  state: ClassesCollections,
  who: Learner,
  c: ClassRecord,
): string | null {
  const current = enrollStateOf(state, who, c.tbtpId);
  if (current === 'ENROLLED') return CLASS_MESSAGES.alreadyEnrolled;
  if (current === 'PENDING') return CLASS_MESSAGES.pending;
  if (c.status === 'ENDED') return CLASS_MESSAGES.ended;
  if (c.enrollMode === 'ASSIGNED') return CLASS_MESSAGES.assigned;
  return null;
}

function findClass(
  state: ClassesCollections,
  tenantId: TenantId,
  tbtpId: string,
): ClassRecord | undefined {
  return findInTenant(state.classes, tenantId, (c) => c.tbtpId === tbtpId);
}

/** The class of the request's tenant or 400 班级不存在 (never 404). */
function requireClass(
  state: ClassesCollections,
  tenantId: TenantId,
  tbtpId: string,
): ClassRecord {
  const c = findClass(state, tenantId, tbtpId);
  if (!c) throw new HttpError(400, CLASS_MESSAGES.classNotFound);
  return c;
}

/** A class as clients see it: no tenant, no code, enrolment for the caller. */
function publicClass(
  state: ClassesCollections,
  c: ClassRecord,
  who: Learner | undefined,
): TrainingClass {
  const {
    tenantId: _t,
    enrollCode: _code,
    compulsoryCourseIds: _c,
    optionalCourseIds: _o,
    introduction: _i,
    ...rest
  } = c;
  return {
    ...rest,
    year: Number(c.startDate.slice(0, 4)),
    enrollStatus: enrollStateOf(state, who, c.tbtpId),
  };
}

function learnerOf(req: Request, ctx: AppContext): Learner | undefined {
  const caller = findCaller(ctx.store, req);
  return (
    caller && { username: caller.user.username, tenantId: caller.tenantId }
  );
}

/** 张三丰 → 张*丰, 张三 → 张*: what a visitor sees of a member's name. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * Members of a class: the learners of classEnrolments (newest first), then
 * made-up members up to `memberCount`.
 */
export function classMembers(
  state: ClassesCollections & SignInCollections,
  c: ClassRecord,
): ClassMember[] {
  const real: ClassMember[] = filterInTenant(
    state.classEnrolments,
    c.tenantId,
    (e) => e.tbtpId === c.tbtpId,
  )
    .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt))
    .map((e) => {
      const user = userOf(state, e.tenantId, e.username);
      return {
        id: `U-${e.username}`,
        name: user?.name ?? e.username,
        orgName: user?.orgName ?? '',
        role: '学员',
        enrolledAt: e.enrolledAt,
      };
    });
  const affairs = findInTenant(
    state.classAffairs,
    c.tenantId,
    (a) => a.tbtpId === c.tbtpId,
  );
  const committee: ClassMember[] = (affairs?.committee ?? []).map((m, k) => ({
    id: `C-${k + 1}`,
    name: m.name,
    orgName: m.orgName,
    role: m.role as ClassMember['role'],
    enrolledAt: `${c.startDate} 08:00:00`,
  }));
  const others: ClassMember[] = [];
  const total = Math.max(c.memberCount, real.length + committee.length);
  for (let k = real.length + committee.length; k < total; k++) {
    const m = syntheticMember(c.tbtpId, k);
    others.push({
      id: `M-${k}`,
      ...m,
      role: '学员',
      enrolledAt: `${c.startDate} 08:00:00`,
    });
  }
  return [...committee, ...real, ...others];
}

const YEAR_RANGE = { min: 2000, max: 2100 };

function postsPage(
  rows: readonly ClassPostRecord[],
  tbtpId: string,
  tenantId: TenantId,
): ClassPost[] {
  return filterInTenant(rows, tenantId, (p) => p.tbtpId === tbtpId)
    .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
    .map(({ tenantId: _t, ...rest }) => rest);
}

export function registerClassRoutes(app: Application, ctx: AppContext) {
  /** Sign-up codes checked with verifyCode: `${tenant}|${user}|${tbtpId}`. */
  const verified = new Set<string>();
  const verifiedKey = (who: Learner, tbtpId: string) =>
    `${who.tenantId}|${who.username}|${tbtpId}`;

  // POST /api/portal/tbtp/queryTbtpList
  //   {pagesize, pagenum, name?, status?, year?, orgId?, city?}
  route(app, '/api/portal/tbtp/queryTbtpList', ['GET', 'POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const who = { username: caller.user.username, tenantId: caller.tenantId };
    const input = params(req);
    const paging = readPaging(input);
    const name = optionalString(input, 'name')?.trim() ?? '';
    const status = optionalEnum(input, 'status', SCHEDULE_STATUSES);
    const year = optionalInt(input, 'year');
    if (
      year !== undefined &&
      (year < YEAR_RANGE.min || year > YEAR_RANGE.max)
    ) {
      throw new HttpError(400, CLASS_MESSAGES.yearRange);
    }
    const orgId = optionalString(input, 'orgId')?.trim() ?? '';
    const city = optionalString(input, 'city')?.trim() ?? '';
    const state = ctx.store.state();
    const list = filterInTenant(
      state.classes,
      who.tenantId,
      (c) =>
        (!name || c.name.includes(name)) &&
        (!status || c.status === status) &&
        (year === undefined || c.startDate.startsWith(`${year}-`)) &&
        (!orgId || c.orgId === orgId) &&
        (!city || c.city === city),
    )
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map((c) => publicClass(state, c, who));
    ok<Page<TrainingClass>>(res, paginate(list, paging));
  });

  // POST /api/portal/tbtp/queryOrgList: organisers and cities with counts
  route(app, '/api/portal/tbtp/queryOrgList', ['GET', 'POST'], (req, res) => {
    const tenantId = tenantOfRequest(req.headers);
    const classes = ctx.store.state().classes.filter(inTenant(tenantId));
    // Made up, not stored: a tenant added at run time has the default tenant's.
    const orgs = organisationsOf(seedTenantOf(tenantId)).map((o) => ({
      ...o,
      classCount: classes.filter((c) => c.orgId === o.orgId).length,
    }));
    const cities = [...new Set(orgs.map((o) => o.city))].map((city) => ({
      city,
      classCount: classes.filter((c) => c.city === city).length,
    }));
    ok<ClassOrgList>(res, { orgs, cities });
  });

  // GET /api/portal/tbtp/get?id=: the class for the caller (visitors too)
  route(app, '/api/portal/tbtp/get', ['GET', 'POST'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const state = ctx.store.state();
    const tenantId = tenantOfRequest(req.headers);
    const c = requireClass(state, tenantId, id);
    const who = learnerOf(req, ctx);
    const refusal = who ? enrolRefusal(state, who, c) : null;
    ok<ClassDetail>(res, {
      ...publicClass(state, c, who),
      introduction: c.introduction,
      compulsoryCourseIds: c.compulsoryCourseIds,
      optionalCourseIds: c.optionalCourseIds,
      noticeCount: filterInTenant(
        state.classNotices,
        tenantId,
        (n) => n.tbtpId === c.tbtpId,
      ).length,
      newsCount: filterInTenant(
        state.classNews,
        tenantId,
        (n) => n.tbtpId === c.tbtpId,
      ).length,
      signedIn: !!who,
      canEnroll: !!who && refusal === null,
      enrollMessage: refusal ?? '',
      codeVerified: !!who && verified.has(verifiedKey(who, c.tbtpId)),
    });
  });

  // POST /api/tbtp/web/verifyCode {tbtpId, code}
  route(app, '/api/tbtp/web/verifyCode', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const who = { username: caller.user.username, tenantId: caller.tenantId };
    const input = params(req);
    const tbtpId = requiredString(input, 'tbtpId').trim();
    const code = optionalString(input, 'code')?.trim() ?? '';
    const c = requireClass(ctx.store.state(), who.tenantId, tbtpId);
    if (c.enrollMode !== 'CODE') {
      throw new HttpError(400, CLASS_MESSAGES.notCodeClass);
    }
    if (!code) throw new HttpError(400, CLASS_MESSAGES.codeRequired);
    if (code.toUpperCase() !== c.enrollCode?.toUpperCase()) {
      throw new HttpError(400, CLASS_MESSAGES.codeWrong);
    }
    verified.add(verifiedKey(who, tbtpId));
    ok<CodeVerification>(
      res,
      { tbtpId, verified: true },
      CLASS_MESSAGES.verified,
    );
  });

  /** Checks mode, state and code, then adds the learner to the class. */
  function enrol(who: Learner, c: ClassRecord, code: string): ClassEnrolment {
    const state = ctx.store.state();
    const refusal = enrolRefusal(state, who, c);
    if (refusal) throw new HttpError(400, refusal);
    if (c.enrollMode === 'CODE') {
      const key = verifiedKey(who, c.tbtpId);
      if (code) {
        if (code.toUpperCase() !== c.enrollCode?.toUpperCase()) {
          throw new HttpError(400, CLASS_MESSAGES.codeWrong);
        }
      } else if (!verified.has(key)) {
        throw new HttpError(400, CLASS_MESSAGES.codeRequired);
      }
      verified.delete(key);
    }
    const row: ClassEnrolment = {
      username: who.username,
      tenantId: who.tenantId,
      tbtpId: c.tbtpId,
      enrolledAt: formatDateTime(new Date(ctx.now())),
      compulsoryEarned: 0,
      electiveEarned: 0,
      finishedCourses: 0,
      courseCount: c.compulsoryCourseIds.length + c.optionalCourseIds.length,
      examPassed: false,
    };
    state.classEnrolments.push(row);
    c.memberCount += 1;
    return row;
  }

  // POST /api/tbtpenrollment/web/save {tbtpId, code?}
  route(app, '/api/tbtpenrollment/web/save', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const who = { username: caller.user.username, tenantId: caller.tenantId };
    const input = params(req);
    const tbtpId = requiredString(input, 'tbtpId').trim();
    const code = optionalString(input, 'code')?.trim() ?? '';
    const c = requireClass(ctx.store.state(), who.tenantId, tbtpId);
    const row = enrol(who, c, code);
    ctx.store.write();
    ok<EnrolmentResult>(
      res,
      { tbtpId, enrollStatus: 'ENROLLED', enrolledAt: row.enrolledAt },
      CLASS_MESSAGES.enrolled,
    );
  });

  // POST /api/getTrainee: the caller's trainee record for the form
  route(app, '/api/getTrainee', ['GET', 'POST'], (req, res) => {
    const { user } = requireCaller(ctx.store, req);
    ok<Trainee>(res, {
      traineeId: user.traineeId,
      name: user.name,
      orgName: user.orgName,
      orgId: user.orgId,
      phone: user.telephone,
      position: '',
    });
  });

  // POST /api/handleWsztbBm {tbtpId, name, orgName, phone, position?, code?}
  route(app, '/api/handleWsztbBm', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const who = { username: caller.user.username, tenantId: caller.tenantId };
    const input = params(req);
    const tbtpId = requiredString(input, 'tbtpId').trim();
    const name = optionalString(input, 'name')?.trim() ?? '';
    const orgName = optionalString(input, 'orgName')?.trim() ?? '';
    const phone = optionalString(input, 'phone')?.trim() ?? '';
    const position = optionalString(input, 'position')?.trim() ?? '';
    const code = optionalString(input, 'code')?.trim() ?? '';
    // The enrolment form's rules (the contract's enrolmentFormError).
    const problem = enrolmentFormError({ name, orgName, phone, position });
    if (problem) throw new HttpError(400, problem);
    const state = ctx.store.state();
    const c = requireClass(state, who.tenantId, tbtpId);
    const row = enrol(who, c, code);
    state.classApplications.push({
      id: `APP-${c.tbtpId}-${who.username}-${ctx.now()}`,
      tenantId: who.tenantId,
      username: who.username,
      tbtpId: c.tbtpId,
      status: 'APPROVED',
      name,
      orgName,
      phone,
      position,
      createdAt: row.enrolledAt,
    });
    ctx.store.write();
    ok<EnrolmentResult>(
      res,
      { tbtpId, enrollStatus: 'ENROLLED', enrolledAt: row.enrolledAt },
      CLASS_MESSAGES.enrolled,
    );
  });

  // POST /api/portal/tbtp/queryTbtpMember {tbtpId, pagesize, pagenum, name?}
  // Visitors see names partly masked.
  route(
    app,
    '/api/portal/tbtp/queryTbtpMember',
    ['GET', 'POST'],
    (req, res) => {
      const input = params(req);
      const tbtpId = requiredString(input, 'tbtpId').trim();
      const paging = readPaging(input);
      const name = optionalString(input, 'name')?.trim() ?? '';
      const state = ctx.store.state();
      const c = requireClass(state, tenantOfRequest(req.headers), tbtpId);
      const who = learnerOf(req, ctx);
      const members = classMembers(state, c).filter(
        // Visitors cannot search by name (they only see masked names).
        (m) => !name || !who || m.name.includes(name),
      );
      const page = paginate(members, paging);
      ok<Page<ClassMember>>(res, {
        ...page,
        datalist: who
          ? page.datalist
          : page.datalist.map((m) => ({ ...m, name: maskName(m.name) })),
      });
    },
  );

  // POST /api/portal/message/queryClassNotice {tbtpId, pagesize, pagenum}
  route(
    app,
    '/api/portal/message/queryClassNotice',
    ['GET', 'POST'],
    (req, res) => {
      const { tenantId } = requireCaller(ctx.store, req);
      const input = params(req);
      const tbtpId = requiredString(input, 'tbtpId').trim();
      const state = ctx.store.state();
      requireClass(state, tenantId, tbtpId);
      ok<Page<ClassPost>>(
        res,
        paginate(
          postsPage(state.classNotices, tbtpId, tenantId),
          readPaging(input),
        ),
      );
    },
  );

  // POST /api/portal/tbtp/queryClassNews {tbtpId, pagesize, pagenum}
  route(app, '/api/portal/tbtp/queryClassNews', ['GET', 'POST'], (req, res) => {
    const { tenantId } = requireCaller(ctx.store, req);
    const input = params(req);
    const tbtpId = requiredString(input, 'tbtpId').trim();
    const state = ctx.store.state();
    requireClass(state, tenantId, tbtpId);
    ok<Page<ClassPost>>(
      res,
      paginate(postsPage(state.classNews, tbtpId, tenantId), readPaging(input)),
    );
  });

  // GET /api/portal/tbtp/getAffairs?tbtpId=: 班务
  route(app, '/api/portal/tbtp/getAffairs', ['GET', 'POST'], (req, res) => {
    const { tenantId } = requireCaller(ctx.store, req);
    const tbtpId = requiredString(params(req), 'tbtpId').trim();
    const state = ctx.store.state();
    const c = requireClass(state, tenantId, tbtpId);
    const affairs = findInTenant(
      state.classAffairs,
      tenantId,
      (a) => a.tbtpId === tbtpId,
    );
    ok<ClassAffairs>(res, {
      tbtpId,
      className: c.name,
      committee: affairs?.committee ?? [],
      schedule: affairs?.schedule ?? [],
      contacts: affairs?.contacts ?? [],
    });
  });
}
