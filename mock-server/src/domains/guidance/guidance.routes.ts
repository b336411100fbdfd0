/**
 * Smart guidance (智能导学): courses suggested from the hours a learner still
 * needs this year and the interests they pick. The rule lives here only; the
 * page shows what this answers.
 *
 * Rule (`suggestCourses`):
 * 1. Remaining hours of the year (the figures of yearHourTotalStatistics:
 *    seeded + credited): compulsory = required compulsory − learnt
 *    compulsory, optional = required optional − learnt optional (never
 *    below 0); total = required total − learnt total, except in a tenant
 *    that counts compulsory and optional separately (the capability
 *    splitHours of its site configuration; the seed's 001.001.065):
 *    total = remaining compulsory + remaining optional.
 * 2. Candidates: the tenant's courses the learner has not completed
 *    (studyStatus ≠ '2'); in each group 学习中 first, then the higher
 *    creditHour (fewer courses to cover the hours), the higher score, newest.
 * 3. While compulsory hours are short: compulsory courses (those in the
 *    picked interests first) until their hours cover the remaining
 *    compulsory hours — reason 必修课程.
 * 4. Then the interests, taking one course from each picked category in
 *    turn, until the suggested hours cover the remaining total (split hours:
 *    optional courses only, until they cover the remaining optional hours) —
 *    reason 兴趣：<category>. If the interests run out (or none is picked),
 *    the best-rated other courses fill the gap — reason 推荐课程.
 * 5. With nothing to cover (a visitor, or a learner whose hours are
 *    complete) the list is the picked interests' courses (or, with none
 *    picked, the best-rated courses), up to `limit`.
 * 6. Never more than `limit` courses (default 20, 1–50).
 */
import type {
  Guidance,
  GuidanceHours,
  HoursTriple,
  ReasonType,
  StudyStatus,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { findCaller } from '../sign-in';
import { capabilitiesOf } from '../site';
import {
  byNewest,
  courseCard,
  tenantCourses,
  type CourseCategoryRecord,
  type CourseRecord,
  categoryWithDescendants,
  tenantCategories,
} from '../course-catalogue';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  clamp,
  ok,
  optionalInt,
  params,
  route,
} from '../../platform/http';
import {
  creditedHours,
  roundHours,
  studyStatusOf,
  yearOf,
  yearHoursOf,
} from '../course-study';
import { tenantOfRequest, type TenantId } from '../../platform/tenancy';
import type { CourseStudyCollections } from '../course-study';

const GUIDANCE_LIMIT = { default: 20, max: 50 };
const GUIDANCE_MAX_INTERESTS = 10;
const GUIDANCE_MESSAGES = {
  unknownCategory: '参数categoryIds包含不存在的分类',
  tooManyCategories: `最多选择${GUIDANCE_MAX_INTERESTS}个兴趣方向`,
  badCategories: '参数categoryIds必须是分类编号的数组',
} as const;

export interface Interest {
  id: string;
  name: string;
  /** The category and its descendants. */
  categoryIds: ReadonlySet<string>;
}

interface Suggestion<C> {
  course: C;
  reason: string;
  reasonType: ReasonType;
}

interface SuggestInput<C extends SuggestCourse> {
  courses: readonly C[];
  status: (course: C) => StudyStatus;
  interests: readonly Interest[];
  /** null: nothing to cover (visitor). */
  hours: GuidanceHours | null;
  splitHours: boolean;
  limit: number;
}

export type SuggestCourse = Pick<
  CourseRecord,
  'id' | 'categoryId' | 'creditHour' | 'isCompulsory' | 'score' | 'publishDate'
>;

const hoursOf = (list: readonly Suggestion<SuggestCourse>[]) =>
  roundHours(list.reduce((sum, s) => sum + s.course.creditHour, 0));

/** The remaining hours of rule step 1. */
export function remainingHours(
  required: HoursTriple,
  learnt: HoursTriple,
  splitHours: boolean,
): HoursTriple {
  const compulsory = roundHours(
    Math.max(0, required.compulsory - learnt.compulsory),
  );
  const optional = roundHours(Math.max(0, required.optional - learnt.optional));
  const total = splitHours
    ? roundHours(compulsory + optional)
    : roundHours(Math.max(0, required.total - learnt.total));
  return { total, compulsory, optional };
}

/** The suggestion rule (see the comment at the top of this file). */
export function suggestCourses<C extends SuggestCourse>(
  input: SuggestInput<C>,
): Suggestion<C>[] {
  const { interests, hours, splitHours, limit } = input;
  const statusOf = new Map(input.courses.map((c) => [c.id, input.status(c)]));
  const order = (a: C, b: C) =>
    Number(statusOf.get(b.id) === '1') - Number(statusOf.get(a.id) === '1') ||
    b.creditHour - a.creditHour ||
    b.score - a.score ||
    b.publishDate.localeCompare(a.publishDate) ||
    b.id.localeCompare(a.id);
  const inInterests = (c: C) =>
    interests.some((i) => i.categoryIds.has(c.categoryId));
  const candidates = input.courses
    .filter((c) => statusOf.get(c.id) !== '2')
    .sort(order);

  const chosen: Suggestion<C>[] = [];
  const taken = new Set<string>();
  const take = (course: C, reason: string, reasonType: ReasonType) => {
    chosen.push({ course, reason, reasonType });
    taken.add(course.id);
  };
  const full = () => chosen.length >= limit;

  /** Interests in turn, then the best-rated rest, until `enough()`. */
  const fill = (pool: readonly C[], enough: () => boolean, topUp: boolean) => {
    const queues = interests.map((interest) => ({
      interest,
      courses: pool.filter((c) => interest.categoryIds.has(c.categoryId)),
    }));
    let progressed = true;
    while (progressed && !enough() && !full()) {
      progressed = false;
      for (const queue of queues) {
        if (enough() || full()) break;
        let next = queue.courses.shift();
        while (next && taken.has(next.id)) next = queue.courses.shift();
        if (!next) continue;
        take(next, `兴趣：${queue.interest.name}`, 'INTEREST');
        progressed = true;
      }
    }
    if (!topUp) return;
    const rest = pool
      .filter((c) => !taken.has(c.id))
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.publishDate.localeCompare(a.publishDate) ||
          b.id.localeCompare(a.id),
      );
    for (const course of rest) {
      if (enough() || full()) break;
      take(course, '推荐课程', 'RECOMMENDED');
    }
  };

  const target =
    hours && (hours.remaining.total > 0 || hours.remaining.compulsory > 0)
      ? hours.remaining
      : null;
  if (!target) {
    // Nothing to cover: interests (or the best-rated) up to the limit.
    fill(candidates, () => false, interests.length === 0);
    return chosen;
  }

  // Step 3: compulsory first while compulsory hours are short.
  if (target.compulsory > 0) {
    const compulsory = candidates
      .filter((c) => c.isCompulsory)
      .sort((a, b) => Number(inInterests(b)) - Number(inInterests(a)));
    for (const course of compulsory) {
      if (hoursOf(chosen) >= target.compulsory || full()) break;
      take(course, '必修课程', 'COMPULSORY');
    }
  }
  const compulsoryHours = hoursOf(chosen);

  // Step 4: interests (then the best-rated) for the rest of the hours.
  const need = splitHours
    ? target.optional
    : Math.max(0, roundHours(target.total - compulsoryHours));
  const pool = splitHours
    ? candidates.filter((c) => !c.isCompulsory)
    : candidates;
  fill(pool, () => roundHours(hoursOf(chosen) - compulsoryHours) >= need, true);
  return chosen;
}

// ------------------------------------------------------------ the endpoint

/** The caller's figures of the year, as yearHourTotalStatistics adds them. */
function yearFigures(
  state: CourseStudyCollections,
  who: { username: string; tenantId: TenantId },
  year: number,
): { required: HoursTriple; learnt: HoursTriple } {
  const row = yearHoursOf(state, who, year);
  const credited = creditedHours(state, who, year);
  const compulsory = roundHours(
    (row?.compulsoryHour ?? 0) + credited.compulsory,
  );
  const optional = roundHours((row?.optionalHour ?? 0) + credited.optional);
  return {
    required: {
      total: row?.ANALYSIS_HOURS_NUM ?? 0,
      compulsory: row?.compulsoryCourseHour ?? 0,
      optional: row?.optionalCourseHour ?? 0,
    },
    learnt: {
      total: roundHours(
        (row?.tbtpHourSum ?? 0) + credited.compulsory + credited.optional,
      ),
      compulsory,
      optional,
    },
  };
}

/** `categoryIds`: an array of ids or a comma-separated string; '' is none. */
function readCategoryIds(input: Record<string, unknown>): string[] {
  const raw = input.categoryIds;
  if (raw === undefined || raw === null || raw === '') return [];
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (
    !Array.isArray(list) ||
    !list.every((v) => typeof v === 'string' || typeof v === 'number')
  ) {
    throw new HttpError(400, GUIDANCE_MESSAGES.badCategories);
  }
  const ids = [
    ...new Set(list.map((v) => String(v).trim()).filter((v) => v !== '')),
  ];
  if (ids.length > GUIDANCE_MAX_INTERESTS) {
    throw new HttpError(400, GUIDANCE_MESSAGES.tooManyCategories);
  }
  return ids;
}

export function registerGuidanceRoutes(app: Application, ctx: AppContext) {
  // POST /api/portal/course/guidance {categoryIds?, limit?} (public)
  route(app, '/api/portal/course/guidance', ['POST', 'GET'], (req, res) => {
    const input = params(req);
    const categoryIds = readCategoryIds(input);
    const limit = clamp(
      optionalInt(input, 'limit') ?? GUIDANCE_LIMIT.default,
      1,
      GUIDANCE_LIMIT.max,
    );
    const state = ctx.store.state();
    const tenantId = tenantOfRequest(req.headers);
    const categories: CourseCategoryRecord[] = tenantCategories(
      state,
      tenantId,
    );
    const interests: Interest[] = categoryIds.map((id) => {
      const category = categories.find((c) => c.id === id);
      if (!category)
        throw new HttpError(400, GUIDANCE_MESSAGES.unknownCategory);
      return {
        id,
        name: category.name,
        categoryIds: categoryWithDescendants(categories, id),
      };
    });

    const caller = findCaller(ctx.store, req);
    const who = caller && {
      username: caller.user.username,
      tenantId: caller.tenantId,
    };
    const { splitHours } = capabilitiesOf(ctx.store, tenantId);
    const year = yearOf(ctx.now());
    let hours: GuidanceHours | null = null;
    if (who) {
      const { required, learnt } = yearFigures(state, who, year);
      hours = {
        required,
        learnt,
        remaining: remainingHours(required, learnt, splitHours),
      };
    }
    const courses = tenantCourses(state, tenantId).sort(byNewest);
    const chosen = suggestCourses({
      courses,
      status: (c) => studyStatusOf(state, who, c.id),
      interests,
      hours,
      splitHours,
      limit,
    });
    const answer: Guidance = {
      personalised: who !== undefined,
      year,
      hoursMode: splitHours ? 'SPLIT' : 'TOTAL',
      hours,
      interests: interests.map(({ id, name }) => ({ id, name })),
      suggestions: chosen.map((s) => ({
        ...courseCard(state, s.course, who),
        reason: s.reason,
        reasonType: s.reasonType,
      })),
      suggestedHours: hoursOf(chosen),
    };
    ok<Guidance>(res, answer);
  });
}
