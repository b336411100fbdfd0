/**
 * The annual learning archive (年度学习档案) and the study statistics:
 * figures per year computed from the caller's hours credits and study
 * records, plus the seeded yearly hours (hours from classes and other
 * sources that have no course or month).
 */
import type {
  AllYearsTotal,
  ArchiveConfig,
  ArchiveCourse as ArchiveCourseRow,
  CategoryFigure,
  CourseFigure,
  KeywordFigure,
  MonthFigure,
  Page,
  YearCourseStatistics,
  YearTotal,
} from '@portal/shared/contracts';
import type { Application, Request } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  MESSAGES,
  clamp,
  formatDateTime,
  ok,
  optionalInt,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import {
  creditsOf,
  hoursCreditsOfTenant,
  roundHours,
  studyRecordOf,
  studyRecordsOf,
  studyRecordsOfTenant,
  yearHoursOf,
  yearHoursRowsOf,
  yearOf,
} from '../course-study';
import {
  categoryById,
  courseOf as catalogueCourse,
  tenantCourses,
} from '../course-catalogue';
import type { TenantId } from '../../platform/tenancy';
import type { CourseCategoryRecord, CourseRecord } from '../course-catalogue';
import type { HoursCredit, YearHoursRecord, Learner } from '../course-study';
import type { CourseCatalogueCollections } from '../course-catalogue';
import type { CourseStudyCollections } from '../course-study';

const YEAR_RANGE = { min: 2000, max: 2100 } as const;
export const MSG_YEAR_RANGE = '参数year不在有效范围内';
/** Yearly hours a college certificate requires when no row says otherwise. */
export const DEFAULT_REQUIRED_HOURS = 50;

/** Terms looked for in course names besides the leaf category names. */
const KEYWORD_VOCABULARY = [
  '习近平',
  '党史',
  '法治',
  '宪法',
  '纪律',
  '廉政',
  '廉洁',
  '全会精神',
  '现代化',
  '生态',
  '公文',
  '政务服务',
  '数字',
  '数据',
  '人工智能',
  '网络安全',
  '应急',
  '心理',
  '传统文化',
  '文艺',
  '党建',
  '教育',
] as const;

// ------------------------------------------------------------ pure parts

function yearOfDate(text: string | undefined): number | undefined {
  if (!text || !/^\d{4}-\d{2}/.test(text)) return undefined;
  return Number(text.slice(0, 4));
}

function monthOfDate(text: string): number {
  const month = Number(text.slice(5, 7));
  return month >= 1 && month <= 12 ? month : 1;
}

function creditsInYear(
  state: CourseStudyCollections,
  who: Learner,
  year: number,
): HoursCredit[] {
  return creditsOf(state, who).filter((c) => c.year === year);
}

/** The root of a category (itself when it is one). */
function rootCategory(
  state: CourseCatalogueCollections,
  tenantId: TenantId,
  categoryId: string,
): CourseCategoryRecord | undefined {
  const byId = (id: string) => categoryById(state, tenantId, id);
  let current = byId(categoryId);
  // Bounded walk: a broken tree must not loop.
  for (let depth = 0; current?.parentId && depth < 10; depth += 1) {
    const parent = byId(current.parentId);
    if (!parent) break;
    current = parent;
  }
  return current;
}

function courseOf(
  state: CourseCatalogueCollections,
  tenantId: TenantId,
  courseId: string,
): CourseRecord | undefined {
  return catalogueCourse(state, tenantId, courseId);
}

/** The year's credited courses, oldest credit first. */
function courseRows(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
  year: number,
): ArchiveCourseRow[] {
  return creditsInYear(state, who, year)
    .map((credit): ArchiveCourseRow => {
      const course = courseOf(state, who.tenantId, credit.courseId);
      const root = course
        ? rootCategory(state, who.tenantId, course.categoryId)
        : undefined;
      const record = studyRecordOf(state, who, credit.courseId);
      return {
        courseId: credit.courseId,
        courseName: course?.name ?? '已下线课程',
        categoryId: root?.id ?? '',
        categoryName: root?.name ?? '其他',
        subCategoryName: course?.categoryName ?? '其他',
        resourceType: course?.resourceType ?? '',
        isCompulsory: credit.isCompulsory,
        hours: credit.hours,
        creditedAt: credit.creditedAt,
        month: monthOfDate(credit.creditedAt),
        studyStatus: record?.studyStatus ?? '2',
        studyTimes: record?.studyTimes ?? 0,
      };
    })
    .sort(
      (a, b) =>
        a.creditedAt.localeCompare(b.creditedAt) ||
        a.courseId.localeCompare(b.courseId),
    );
}

function monthFigures(rows: readonly ArchiveCourseRow[]): MonthFigure[] {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    hours: 0,
    courses: 0,
  }));
  for (const row of rows) {
    const m = months[row.month - 1];
    if (!m) continue;
    m.hours = roundHours(m.hours + row.hours);
    m.courses += 1;
  }
  return months;
}

function seededYear(
  state: CourseStudyCollections,
  who: Learner,
  year: number,
): YearHoursRecord | undefined {
  return yearHoursOf(state, who, year);
}

export function yearTotal(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
  year: number,
): YearTotal {
  const rows = courseRows(state, who, year);
  const seeded = seededYear(state, who, year);
  let courseCompulsory = 0;
  let courseOptional = 0;
  for (const row of rows) {
    if (row.isCompulsory) courseCompulsory += row.hours;
    else courseOptional += row.hours;
  }
  const compulsoryHours = roundHours(
    (seeded?.compulsoryHour ?? 0) + courseCompulsory,
  );
  const optionalHours = roundHours(
    (seeded?.optionalHour ?? 0) + courseOptional,
  );
  const courseHours = roundHours(courseCompulsory + courseOptional);
  const otherHours = roundHours(
    (seeded?.compulsoryHour ?? 0) + (seeded?.optionalHour ?? 0),
  );
  const totalHours = roundHours(compulsoryHours + optionalHours);
  const requiredHours = seeded?.ANALYSIS_HOURS_NUM ?? DEFAULT_REQUIRED_HOURS;
  const started = studyRecordsOf(state, who).filter(
    (r) => yearOfDate(r.startedAt) === year,
  );
  const days = new Set<string>();
  for (const row of rows) days.add(row.creditedAt.slice(0, 10));
  for (const r of started) days.add(r.startedAt.slice(0, 10));
  return {
    year,
    totalHours,
    compulsoryHours,
    optionalHours,
    courseHours,
    otherHours,
    requiredHours,
    requiredCompulsoryHours: seeded?.compulsoryCourseHour ?? 0,
    remainingHours: roundHours(Math.max(0, requiredHours - totalHours)),
    requirementMet: totalHours >= requiredHours,
    completedCourses: rows.length,
    startedCourses: started.length,
    studyDays: days.size,
    months: monthFigures(rows),
  };
}

function categoryFigures(rows: readonly ArchiveCourseRow[]): CategoryFigure[] {
  const byId = new Map<string, CategoryFigure>();
  for (const row of rows) {
    const figure = byId.get(row.categoryId) ?? {
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      hours: 0,
      courses: 0,
    };
    figure.hours = roundHours(figure.hours + row.hours);
    figure.courses += 1;
    byId.set(row.categoryId, figure);
  }
  return [...byId.values()].sort(
    (a, b) =>
      b.hours - a.hours ||
      b.courses - a.courses ||
      a.categoryName.localeCompare(b.categoryName, 'zh-CN'),
  );
}

/** Keywords of a course: its leaf category and the vocabulary's hits. */
export function keywordsOf(name: string, subCategoryName: string): string[] {
  const found = new Set<string>();
  if (subCategoryName && subCategoryName !== '其他') found.add(subCategoryName);
  for (const term of KEYWORD_VOCABULARY) {
    if (name.includes(term) && !subCategoryName.includes(term)) found.add(term);
  }
  return [...found];
}

function keywordFigures(
  rows: readonly ArchiveCourseRow[],
  size: number,
): KeywordFigure[] {
  const byWord = new Map<string, KeywordFigure>();
  for (const row of rows) {
    for (const keyword of keywordsOf(row.courseName, row.subCategoryName)) {
      const figure = byWord.get(keyword) ?? { keyword, count: 0, hours: 0 };
      figure.count += 1;
      figure.hours = roundHours(figure.hours + row.hours);
      byWord.set(keyword, figure);
    }
  }
  return [...byWord.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.hours - a.hours ||
        a.keyword.localeCompare(b.keyword, 'zh-CN'),
    )
    .slice(0, size);
}

/** Learners of the tenant per course in a year (study start or credit). */
function learnersByCourse(
  state: CourseStudyCollections,
  tenantId: TenantId,
  year: number,
): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const add = (courseId: string, username: string) => {
    const set = map.get(courseId) ?? new Set<string>();
    set.add(username);
    map.set(courseId, set);
  };
  for (const r of studyRecordsOfTenant(state, tenantId)) {
    if (yearOfDate(r.startedAt) === year) {
      add(r.courseId, r.username);
    }
  }
  for (const c of hoursCreditsOfTenant(state, tenantId)) {
    if (c.year === year) {
      add(c.courseId, c.username);
    }
  }
  return map;
}

function courseFigure(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
  course: CourseRecord,
  learners: number,
): CourseFigure {
  const root = rootCategory(state, who.tenantId, course.categoryId);
  return {
    courseId: course.id,
    courseName: course.name,
    categoryName: root?.name ?? course.categoryName,
    creditHour: course.creditHour,
    publishDate: course.publishDate,
    courseVisitor: course.courseVisitor,
    learners,
    studied: studyRecordOf(state, who, course.id) !== undefined,
  };
}

/**
 * The year's most studied courses of the tenant (learners, then visits),
 * among courses published by the end of that year.
 */
function hotCourses(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
  year: number,
  size: number,
): CourseFigure[] {
  const learners = learnersByCourse(state, who.tenantId, year);
  return tenantCourses(state, who.tenantId)
    .filter((c) => (yearOfDate(c.publishDate) ?? 0) <= year)
    .map((c) => courseFigure(state, who, c, learners.get(c.id)?.size ?? 0))
    .sort(
      (a, b) =>
        b.learners - a.learners ||
        b.courseVisitor - a.courseVisitor ||
        a.courseId.localeCompare(b.courseId),
    )
    .slice(0, size);
}

/** Courses published in the year (not after `nowText`), newest first. */
function newCourses(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
  year: number,
  size: number,
  nowText: string,
): CourseFigure[] {
  const learners = learnersByCourse(state, who.tenantId, year);
  return tenantCourses(state, who.tenantId)
    .filter(
      (c) => yearOfDate(c.publishDate) === year && c.publishDate <= nowText,
    )
    .sort(
      (a, b) =>
        b.publishDate.localeCompare(a.publishDate) || a.id.localeCompare(b.id),
    )
    .slice(0, size)
    .map((c) => courseFigure(state, who, c, learners.get(c.id)?.size ?? 0));
}

/** Years with seeded hours or credits, and the current one; newest first. */
function archiveYears(
  state: CourseStudyCollections,
  who: Learner,
  currentYear: number,
): number[] {
  const years = new Set<number>([currentYear]);
  for (const h of yearHoursRowsOf(state, who)) years.add(h.year);
  for (const c of creditsOf(state, who)) years.add(c.year);
  return [...years]
    .filter((y) => y >= YEAR_RANGE.min && y <= currentYear)
    .sort((a, b) => b - a);
}

function allYearsTotal(
  state: CourseStudyCollections,
  who: Learner,
  untilYear: number,
): AllYearsTotal {
  const byYear = new Map<number, number>();
  const add = (year: number, hours: number) => {
    if (year > untilYear) return;
    byYear.set(year, roundHours((byYear.get(year) ?? 0) + hours));
  };
  for (const h of yearHoursRowsOf(state, who)) {
    add(h.year, h.compulsoryHour + h.optionalHour);
  }
  const courses = new Set<string>();
  for (const c of creditsOf(state, who)) {
    if (c.year > untilYear) continue;
    add(c.year, c.hours);
    courses.add(c.courseId);
  }
  const years = [...byYear.entries()]
    .map(([year, hours]) => ({ year, hours }))
    .filter((y) => y.hours > 0)
    .sort((a, b) => a.year - b.year);
  return {
    untilYear,
    totalHours: roundHours(years.reduce((sum, y) => sum + y.hours, 0)),
    totalCourses: courses.size,
    firstYear: years[0]?.year ?? null,
    years,
  };
}

// ------------------------------------------------------------ routes

/** `year` (default: this year) within YEAR_RANGE. */
export function readYear(
  input: Record<string, unknown>,
  nowMs: number,
): number {
  const year = optionalInt(input, 'year') ?? yearOf(nowMs);
  if (year < YEAR_RANGE.min || year > YEAR_RANGE.max) {
    throw new HttpError(400, MSG_YEAR_RANGE);
  }
  return year;
}

function readSize(
  input: Record<string, unknown>,
  fallback: number,
  max: number,
): number {
  const size = optionalInt(input, 'size') ?? fallback;
  if (size < 1) throw new HttpError(400, '参数size必须大于0');
  return clamp(size, 1, max);
}

/**
 * The caller as a learner; an `idCardHash`, when sent, must be the
 * caller's own (403 otherwise, as in yearHourTotalStatistics).
 */
export function callerLearner(
  ctx: AppContext,
  req: Request,
  input: Record<string, unknown>,
): Learner & { name: string; orgName: string } {
  const { user, tenantId } = requireCaller(ctx.store, req);
  const hash = optionalString(input, 'idCardHash')?.trim();
  if (hash && hash.toLowerCase() !== user.idCardHash) {
    throw new HttpError(403, MESSAGES.forbiddenOtherUser);
  }
  return {
    username: user.username,
    tenantId,
    name: user.name,
    orgName: user.orgName,
  };
}

export function registerArchiveRoutes(app: Application, ctx: AppContext) {
  const both = ['GET', 'POST'] as const;
  const P = '/api/personal';

  // {year?} → YearTotal
  route(app, `${P}/yearTotalStatistics`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    ok<YearTotal>(
      res,
      yearTotal(ctx.store.state(), who, readYear(input, ctx.now())),
    );
  });

  // {year?} → the year's credited courses and months
  route(app, `${P}/yearCourseTotalStatistics`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const year = readYear(input, ctx.now());
    const rows = courseRows(ctx.store.state(), who, year);
    let compulsory = 0;
    for (const row of rows) if (row.isCompulsory) compulsory += row.hours;
    const total = roundHours(rows.reduce((sum, row) => sum + row.hours, 0));
    ok<YearCourseStatistics>(res, {
      year,
      courseCount: rows.length,
      totalHours: total,
      compulsoryHours: roundHours(compulsory),
      optionalHours: roundHours(total - compulsory),
      courses: rows,
      months: monthFigures(rows),
    });
  });

  // {year?}: hours of every year up to `year` (default: this year)
  route(app, `${P}/totalStatistics`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    ok<AllYearsTotal>(
      res,
      allYearsTotal(ctx.store.state(), who, readYear(input, ctx.now())),
    );
  });

  // {year?} → CategoryFigure[] (root categories, most hours first)
  route(app, `${P}/courseCategoryStatistics`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const year = readYear(input, ctx.now());
    ok<CategoryFigure[]>(
      res,
      categoryFigures(courseRows(ctx.store.state(), who, year)),
    );
  });

  // {year?, categoryId, pagesize, pagenum} → Page<ArchiveCourseRow>
  route(app, `${P}/courseListByCategory`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const year = readYear(input, ctx.now());
    const categoryId = requiredString(input, 'categoryId').trim();
    const paging = readPaging(input);
    const rows = courseRows(ctx.store.state(), who, year).filter(
      (row) => row.categoryId === categoryId,
    );
    ok<Page<ArchiveCourseRow>>(res, paginate(rows, paging));
  });

  // {year?, size?} → CourseFigure[]
  route(app, `${P}/hotStatisticsList`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const year = readYear(input, ctx.now());
    const size = readSize(input, 5, 20);
    ok<CourseFigure[]>(res, hotCourses(ctx.store.state(), who, year, size));
  });

  // {year?, size?} → CourseFigure[]
  route(app, `${P}/newStatisticsList`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const year = readYear(input, ctx.now());
    const size = readSize(input, 5, 20);
    const nowText = formatDateTime(new Date(ctx.now()));
    ok<CourseFigure[]>(
      res,
      newCourses(ctx.store.state(), who, year, size, nowText),
    );
  });

  // {year?, size?} → KeywordFigure[]
  route(app, `${P}/keyWordStatistics`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const year = readYear(input, ctx.now());
    const size = readSize(input, 12, 30);
    const rows = courseRows(ctx.store.state(), who, year);
    ok<KeywordFigure[]>(res, keywordFigures(rows, size));
  });

  // → what the archive pages need to start: years, requirement, holder
  route(app, `${P}/personalConfig`, both, (req, res) => {
    const input = params(req);
    const who = callerLearner(ctx, req, input);
    const state = ctx.store.state();
    const currentYear = yearOf(ctx.now());
    const seeded = seededYear(state, who, currentYear);
    ok<ArchiveConfig>(res, {
      currentYear,
      years: archiveYears(state, who, currentYear),
      requiredHours: seeded?.ANALYSIS_HOURS_NUM ?? DEFAULT_REQUIRED_HOURS,
      requiredCompulsoryHours: seeded?.compulsoryCourseHour ?? 0,
      holderName: who.name,
      orgName: who.orgName,
    });
  });
}
