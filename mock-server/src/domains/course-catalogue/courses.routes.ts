/**
 * Course centre: recommendation, category tree, filtered course pages,
 * course detail, collecting, rating and discussion.
 */
import {
  CLASS_NOT_FOUND,
  commentError,
  type CollectState,
  type Course,
  type CourseCategory,
  type CourseDetail,
  type Discussion,
  type Page,
  type RatingSummary,
  type StudyStatus,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { findLearner, requireCaller } from '../sign-in';
import {
  RATING_DIMENSIONS,
  byNewest,
  courseCard,
  courseDetail,
  ratingSummary,
  tenantCourses,
} from './catalogue';
import type { AppContext } from '../../platform/context';
import { compositeKey, derivedFrom } from '../../platform/derived';
import {
  HttpError,
  formatDateTime,
  ok,
  optionalEnum,
  optionalFlag,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import {
  DURATION_BUCKETS,
  durationBucket,
  studyStatusOf,
  toggleCollect,
} from '../course-study';
import {
  belongsToTenant,
  filterInTenant,
  inTenant,
  tenantOfRequest,
  type TenantId,
} from '../../platform/tenancy';
import { requireCourse } from './course-lookup';
import type { ClassroomTests } from './exams-port';
import {
  RESOURCE_TYPES,
  type CourseCategoryRecord,
  type CourseDiscussion,
  type CourseRecord,
} from './course-catalogue.records';

const RECOMMEND_SIZE = 3;
const RATING_MESSAGE = `评分必须是${RATING_DIMENSIONS}个0到10之间的数字`;

const STUDY_STATUSES: readonly StudyStatus[] = ['0', '1', '2'];
const SORTS = ['newest', 'views'] as const;

function bySort(a: CourseCategoryRecord, b: CourseCategoryRecord): number {
  return a.sort - b.sort || a.id.localeCompare(b.id);
}

function categoryTree(
  categories: readonly CourseCategoryRecord[],
  parentId: string | null = null,
): CourseCategory[] {
  return categories
    .filter((c) => c.parentId === parentId)
    .sort(bySort)
    .map((c) => {
      const children = categoryTree(categories, c.id);
      return children.length > 0
        ? { id: c.id, name: c.name, children }
        : { id: c.id, name: c.name };
    });
}

/** The category and all its descendants. */
export function categoryWithDescendants(
  categories: readonly CourseCategoryRecord[],
  id: string,
): Set<string> {
  const ids = new Set<string>();
  if (!categories.some((c) => c.id === id)) return ids;
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    ids.add(current);
    for (const c of categories) {
      if (c.parentId === current && !ids.has(c.id)) queue.push(c.id);
    }
  }
  return ids;
}

/** By score, then views, then the newer id. */
function byScore(a: CourseRecord, b: CourseRecord): number {
  return (
    b.score - a.score ||
    b.courseVisitor - a.courseVisitor ||
    b.id.localeCompare(a.id)
  );
}

function readRatings(input: Record<string, unknown>): number[] {
  let raw = input.ratings;
  if (typeof raw === 'string') raw = raw.split(',');
  if (!Array.isArray(raw) || raw.length !== RATING_DIMENSIONS) {
    throw new HttpError(400, RATING_MESSAGE);
  }
  return raw.map((value: unknown) => {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : Number.NaN;
    if (!Number.isFinite(n) || n < 0 || n > 10) {
      throw new HttpError(400, RATING_MESSAGE);
    }
    return n;
  });
}

/**
 * A class's course lists, handed in by the composition root: the classes
 * domain builds on the catalogue, so the catalogue cannot import it.
 */
export interface ClassCourseLists {
  classOf(
    tenantId: TenantId,
    tbtpId: string,
  ): { compulsoryCourseIds: string[]; optionalCourseIds: string[] } | undefined;
}

/**
 * The course ids of a class for getPageByCategory's `tbtpId` filter:
 * compulsory, optional or both (isCompulsory undefined); 400 班级不存在 for
 * a class the tenant does not have.
 */
function classCourseIds(
  classes: ClassCourseLists,
  tenantId: TenantId,
  tbtpId: string,
  isCompulsory: boolean | undefined,
): Set<string> {
  const c = classes.classOf(tenantId, tbtpId);
  if (!c) throw new HttpError(400, CLASS_NOT_FOUND);
  const ids =
    isCompulsory === undefined
      ? [...c.compulsoryCourseIds, ...c.optionalCourseIds]
      : isCompulsory
        ? c.compulsoryCourseIds
        : c.optionalCourseIds;
  return new Set(ids);
}

export function registerCourseRoutes(
  app: Application,
  ctx: AppContext,
  classes: ClassCourseLists,
  tests: ClassroomTests,
) {
  // POST /api/portal/course/recommend: the tenant's top 3 by score
  route(app, '/api/portal/course/recommend', ['POST', 'GET'], (req, res) => {
    const state = ctx.store.state();
    const who = findLearner(ctx.store, req);
    const list = tenantCourses(state, tenantOfRequest(req.headers))
      .sort(byScore)
      .slice(0, RECOMMEND_SIZE)
      .map((c) => courseCard(state, c, who));
    ok<Course[]>(res, list);
  });

  // GET /api/portal/course/getCategory: the tenant's category tree
  route(app, '/api/portal/course/getCategory', ['GET', 'POST'], (req, res) => {
    const tenantId = tenantOfRequest(req.headers);
    ok<CourseCategory[]>(
      res,
      categoryTree(
        ctx.store.state().courseCategories.filter(inTenant(tenantId)),
      ),
    );
  });

  // POST /api/portal/course/getPageByCategory {pagesize, pagenum, filters…, tbtpId?}
  route(
    app,
    '/api/portal/course/getPageByCategory',
    ['POST', 'GET'],
    (req, res) => {
      const input = params(req);
      const paging = readPaging(input);
      const categoryId = optionalString(input, 'categoryId')?.trim() ?? '';
      const isCompulsory = optionalFlag(input, 'isCompulsory');
      const resourceType = optionalEnum(input, 'resourceType', RESOURCE_TYPES);
      const studyStatus = optionalEnum(input, 'studyStatus', STUDY_STATUSES);
      const duration = optionalEnum(input, 'duration', DURATION_BUCKETS);
      const sort = optionalEnum(input, 'sort', SORTS) ?? 'newest';
      const name = optionalString(input, 'name')?.trim().toLowerCase() ?? '';
      const tbtpId = optionalString(input, 'tbtpId')?.trim() ?? '';

      const state = ctx.store.state();
      const tenantId = tenantOfRequest(req.headers);
      const who = findLearner(ctx.store, req);
      // The same for every caller until the db changes (the study status
      // filter aside, which is the caller's): sorting with localeCompare
      // was most of the cost of a page.
      const filtered = derivedFrom(
        state.courses,
        compositeKey(
          'getPageByCategory',
          tenantId,
          categoryId,
          String(isCompulsory),
          resourceType ?? '',
          duration ?? '',
          sort,
          name,
          tbtpId,
        ),
        (): readonly CourseRecord[] => {
          // A class's courses: isCompulsory then means the class's
          // compulsory (or optional) list, not the catalogue flag.
          const ofClass = tbtpId
            ? classCourseIds(classes, tenantId, tbtpId, isCompulsory)
            : undefined;
          const inCategory = categoryId
            ? categoryWithDescendants(
                state.courseCategories.filter(inTenant(tenantId)),
                categoryId,
              )
            : undefined;
          return tenantCourses(state, tenantId)
            .filter(
              (c) =>
                (!inCategory || inCategory.has(c.categoryId)) &&
                (!ofClass || ofClass.has(c.id)) &&
                (ofClass !== undefined ||
                  isCompulsory === undefined ||
                  c.isCompulsory === isCompulsory) &&
                (!resourceType || c.resourceType === resourceType) &&
                (!duration || durationBucket(c.courseDuration) === duration) &&
                (!name || c.name.toLowerCase().includes(name)),
            )
            .sort(
              sort === 'views'
                ? (a, b) => b.courseVisitor - a.courseVisitor || byNewest(a, b)
                : byNewest,
            );
        },
      );
      const list =
        studyStatus && who
          ? filtered.filter(
              (c) => studyStatusOf(state, who, c.id) === studyStatus,
            )
          : filtered;
      const page = paginate(list, paging);
      ok<Page<Course>>(res, {
        ...page,
        datalist: page.datalist.map((c) => courseCard(state, c, who)),
      });
    },
  );

  // GET /api/portal/course/get?id=: detail for the caller; counts a view
  route(app, '/api/portal/course/get', ['GET', 'POST'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const state = ctx.store.state();
    const course = requireCourse(state, tenantOfRequest(req.headers), id);
    course.courseVisitor += 1;
    ctx.store.write();
    const who = findLearner(ctx.store, req);
    ok<CourseDetail>(res, courseDetail(state, course, who, ctx.now(), tests));
  });

  // POST /api/portal/collect/toggleCollect {courseId, type: 'collect'} (token)
  route(app, '/api/portal/collect/toggleCollect', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const input = params(req);
    const courseId = requiredString(input, 'courseId').trim();
    optionalEnum(input, 'type', ['collect']);
    const state = ctx.store.state();
    requireCourse(state, caller.tenantId, courseId);
    const collected = toggleCollect(
      state,
      { username: caller.user.username, tenantId: caller.tenantId },
      courseId,
      formatDateTime(new Date(ctx.now())),
    );
    ctx.store.write();
    if (collected) ok<CollectState>(res, { isCollected: true }, '收藏成功');
    else ok<CollectState>(res, { isCollected: false }, '已取消收藏');
  });

  // POST /api/portal/course/comment/save {courseId, ratings[5]} (token)
  route(app, '/api/portal/course/comment/save', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const input = params(req);
    const courseId = requiredString(input, 'courseId').trim();
    const ratings = readRatings(input);
    const state = ctx.store.state();
    requireCourse(state, caller.tenantId, courseId);
    const mine = (r: {
      username: string;
      tenantId: string;
      courseId: string;
    }) =>
      r.courseId === courseId &&
      r.username === caller.user.username &&
      belongsToTenant(r, caller.tenantId);
    state.courseRatings = state.courseRatings.filter((r) => !mine(r));
    state.courseRatings.push({
      username: caller.user.username,
      tenantId: caller.tenantId,
      courseId,
      ratings,
      createdAt: formatDateTime(new Date(ctx.now())),
    });
    ctx.store.write();
    ok<RatingSummary>(
      res,
      ratingSummary(state, caller.tenantId, courseId),
      '评价成功',
    );
  });

  // POST /api/portal/course/discuss/query {courseId, pagesize, pagenum}
  route(
    app,
    '/api/portal/course/discuss/query',
    ['POST', 'GET'],
    (req, res) => {
      const input = params(req);
      const paging = readPaging(input);
      const courseId = requiredString(input, 'courseId').trim();
      const tenantId = tenantOfRequest(req.headers);
      const state = ctx.store.state();
      requireCourse(state, tenantId, courseId);
      const list = filterInTenant(
        state.courseDiscussions,
        tenantId,
        (d) => d.courseId === courseId,
      )
        .sort((a, b) => Number(b.id) - Number(a.id))
        .map(discussionView);
      ok<Page<Discussion>>(res, paginate(list, paging));
    },
  );

  // POST /api/portal/course/discuss/create {courseId, content} (token)
  route(app, '/api/portal/course/discuss/create', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const input = params(req);
    const courseId = requiredString(input, 'courseId').trim();
    const raw = optionalString(input, 'content');
    // The comment form's rule (the contract's commentError).
    const problem = commentError(raw);
    if (problem) throw new HttpError(400, problem);
    const content = (raw ?? '').trim();
    const state = ctx.store.state();
    requireCourse(state, caller.tenantId, courseId);
    const last = state.courseDiscussions.reduce(
      (max, d) => Math.max(max, Number(d.id) || 0),
      0,
    );
    const discussion: CourseDiscussion = {
      id: String(last + 1),
      tenantId: caller.tenantId,
      courseId,
      username: caller.user.username,
      userName: caller.user.name,
      content,
      createdAt: formatDateTime(new Date(ctx.now())),
    };
    state.courseDiscussions.push(discussion);
    ctx.store.write();
    ok<Discussion>(res, discussionView(discussion), '发表成功');
  });
}

/** A stored comment as the discussion room shows it. */
function discussionView(d: CourseDiscussion): Discussion {
  return {
    id: d.id,
    courseId: d.courseId,
    userName: d.userName,
    content: d.content,
    createdAt: d.createdAt,
  };
}
