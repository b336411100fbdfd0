/**
 * The learning centre's tabs (seed-spec 7.2 "Personal centre"): my classes,
 * my courses, my subjects, my collections, my exams and my evaluations.
 * Everything is the caller's own, in the request's tenant.
 */
import type {
  EvaluationResult,
  EvaluationSummary,
  MyCollect,
  MyCourse,
  MyExam as MyExamRow,
  MyExamKind,
  MySubject,
  MyClassSummary as MyClassRow,
  Page,
  StudyStatus,
  ClassLearningStatus,
  ClassStatistics,
} from '@portal/shared/contracts';
import { STUDY_STATUS_TEXT } from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { requireCaller } from '../sign-in';
import { courseCard, findCourse } from '../course-catalogue';
import { classById, enrolmentsOfLearner } from '../classes';
import { attemptsOfLearner, paperById } from '../exams';
import { tenantTopics } from '../special-topics';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  formatDateTime,
  ok,
  optionalEnum,
  optionalInt,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import { filterInTenant, findInTenant } from '../../platform/tenancy';
import {
  collectsOf,
  creditsOf,
  studyRecordOf,
  studyRecordsOf,
  roundHours,
  type Learner,
  type StudyRecord,
} from '../course-study';
import type { ClassRecord, ClassEnrolment } from '../classes';
import type { ClassesCollections } from '../classes';
import type { CourseCatalogueCollections } from '../course-catalogue';
import type { CourseStudyCollections } from '../course-study';
import type { ExamsCollections } from '../exams';
import type { LearningCentreCollections } from './learning-centre.records';
import type { SpecialTopicsCollections } from '../special-topics';

const LEARNING_CENTRE_MESSAGES = {
  yearRange: '参数year不在有效范围内',
  evaluationNotFound: '测评不存在',
} as const;

const YEAR_RANGE = { min: 2000, max: 2100 };

// ------------------------------------------------------------ classes

function learningStatusOf(
  c: ClassRecord,
  e: ClassEnrolment,
): ClassLearningStatus {
  if (e.graduatedAt) return 'GRADUATED';
  return c.status === 'ENDED' ? 'NOT_GRADUATED' : 'IN_PROGRESS';
}

function myClasses(state: ClassesCollections, who: Learner): MyClassRow[] {
  const rows: MyClassRow[] = [];
  for (const e of enrolmentsOfLearner(state, who)) {
    const c = classById(state, who.tenantId, e.tbtpId);
    if (!c) continue;
    const row: MyClassRow = {
      tbtpId: c.tbtpId,
      name: c.name,
      cover: c.cover,
      orgName: c.orgName,
      startDate: c.startDate,
      endDate: c.endDate,
      status: c.status,
      requiredHours: c.requiredHours,
      compulsoryHours: c.compulsoryHours,
      electiveHours: c.electiveHours,
      compulsoryEarned: e.compulsoryEarned,
      electiveEarned: e.electiveEarned,
      earnedHours: roundHours(e.compulsoryEarned + e.electiveEarned),
      finishedCourses: e.finishedCourses,
      courseCount: e.courseCount,
      progress:
        e.courseCount > 0
          ? Math.round((e.finishedCourses / e.courseCount) * 100)
          : 0,
      examPassed: e.examPassed,
      learningStatus: learningStatusOf(c, e),
      enrolledAt: e.enrolledAt,
    };
    if (e.graduatedAt) row.graduatedAt = e.graduatedAt;
    rows.push(row);
  }
  return rows.sort((a, b) => b.startDate.localeCompare(a.startDate));
}

const LEARNING_STATUSES: readonly ClassLearningStatus[] = [
  'IN_PROGRESS',
  'GRADUATED',
  'NOT_GRADUATED',
];

// ------------------------------------------------------------ courses

function lastStudyAt(record: StudyRecord): string {
  return record.completedAt ?? record.startedAt;
}

/**
 * The caller's studied courses, latest activity first. `year` keeps the
 * courses started, completed or credited in that year, and `earnedHours`
 * is then that year's credit.
 */
function myCourses(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
  filter: { studyStatus?: StudyStatus; year?: number },
  formatLastReport: (ms: number) => string,
): MyCourse[] {
  const rows: MyCourse[] = [];
  for (const record of studyRecordsOf(state, who)) {
    if (filter.studyStatus && record.studyStatus !== filter.studyStatus)
      continue;
    const course = findCourse(state, who.tenantId, record.courseId);
    if (!course) continue;
    const credits = creditsOf(state, who, course.id);
    const last =
      record.studyStatus === '2'
        ? lastStudyAt(record)
        : formatLastReport(record.lastReportAt);
    if (filter.year !== undefined) {
      const y = String(filter.year);
      const touched =
        record.startedAt.startsWith(y) ||
        (record.completedAt?.startsWith(y) ?? false) ||
        last.startsWith(y) ||
        credits.some((c) => c.year === filter.year);
      if (!touched) continue;
    }
    const earned = credits
      .filter((c) => filter.year === undefined || c.year === filter.year)
      .reduce((s, c) => s + c.hours, 0);
    const card = courseCard(state, course, who);
    const row: MyCourse = {
      id: card.id,
      name: card.name,
      courseCover: card.courseCover,
      teacher: card.teacher,
      resourceType: card.resourceType,
      courseDuration: card.courseDuration,
      creditHour: card.creditHour,
      isCompulsory: card.isCompulsory,
      categoryName: card.categoryName,
      studyStatus: record.studyStatus,
      showStatusMsg: STUDY_STATUS_TEXT[record.studyStatus],
      studyTimes: record.studyTimes,
      videoSeconds: course.videoSeconds,
      progress:
        record.studyStatus === '2'
          ? 100
          : Math.min(
              99,
              Math.floor((record.studyTimes / course.videoSeconds) * 100),
            ),
      startedAt: record.startedAt,
      lastStudyAt: last,
      earnedHours: roundHours(earned),
    };
    if (record.completedAt) row.completedAt = record.completedAt;
    rows.push(row);
  }
  return rows.sort(
    (a, b) =>
      b.lastStudyAt.localeCompare(a.lastStudyAt) || b.id.localeCompare(a.id),
  );
}

// ------------------------------------------------------------ subjects

/** Subjects (专题) with at least one course the caller has studied. */
function mySubjects(
  state: CourseStudyCollections & SpecialTopicsCollections,
  who: Learner,
): MySubject[] {
  const rows: MySubject[] = [];
  for (const topic of tenantTopics(state, who.tenantId)) {
    let finished = 0;
    let studying = 0;
    let earned = 0;
    for (const courseId of topic.courseIds) {
      const record = studyRecordOf(state, who, courseId);
      if (record?.studyStatus === '2') finished++;
      else if (record?.studyStatus === '1') studying++;
      earned += creditsOf(state, who, courseId).reduce(
        (s, c) => s + c.hours,
        0,
      );
    }
    if (finished + studying === 0) continue;
    const count = topic.courseIds.length;
    rows.push({
      id: topic.id,
      name: topic.name,
      cover: topic.cover,
      description: topic.description,
      startDate: topic.startDate,
      endDate: topic.endDate,
      courseCount: count,
      finishedCount: finished,
      studyingCount: studying,
      progress: count > 0 ? Math.round((finished / count) * 100) : 0,
      earnedHours: roundHours(earned),
    });
  }
  return rows.sort(
    (a, b) => b.progress - a.progress || b.startDate.localeCompare(a.startDate),
  );
}

// ------------------------------------------------------------ collections

function myCollects(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
): MyCollect[] {
  const rows: MyCollect[] = [];
  for (const c of collectsOf(state, who)) {
    const course = findCourse(state, who.tenantId, c.courseId);
    if (!course) continue;
    const card = courseCard(state, course, who);
    rows.push({
      courseId: course.id,
      name: course.name,
      courseCover: course.courseCover,
      teacher: course.teacher,
      resourceType: course.resourceType,
      creditHour: course.creditHour,
      isCompulsory: course.isCompulsory,
      studyStatus: card.studyStatus,
      showStatusMsg: card.showStatusMsg,
      createdAt: c.createdAt,
    });
  }
  return rows.sort(
    (a, b) =>
      b.createdAt.localeCompare(a.createdAt) ||
      a.courseId.localeCompare(b.courseId),
  );
}

// ------------------------------------------------------------ exams

const KIND_OF_PAPER: Record<string, MyExamKind> = {
  CLASSROOM: 'CLASSROOM',
  TRAINING: 'TRAINING',
  CONSOLIDATE_MOCK: 'CONSOLIDATE',
  CONSOLIDATE_FORMAL: 'CONSOLIDATE',
  FUN: 'FUN',
  GRADUATION: 'GRADUATION',
};

/**
 * Seeded exam history plus the caller's submitted attempts of the exam
 * engine (domains/exams/exams.routes.ts), newest first.
 */
function myExams(
  state: LearningCentreCollections & ExamsCollections,
  who: Learner,
  formatMs: (ms: number) => string,
): MyExamRow[] {
  const rows: MyExamRow[] = filterInTenant(
    state.userExams,
    who.tenantId,
    (e) => e.username === who.username,
  ).map((e) => {
    const row: MyExamRow = {
      recordId: e.id,
      examId: e.examId,
      examName: e.examName,
      kind: e.kind,
      score: e.score,
      totalScore: e.totalScore,
      passScore: e.passScore,
      passed: e.score >= e.passScore,
      submittedAt: e.submittedAt,
      durationSeconds: e.durationSeconds,
    };
    if (e.tbtpName) row.tbtpName = e.tbtpName;
    return row;
  });
  for (const attempt of attemptsOfLearner(state, who)) {
    if (attempt.status !== 'SUBMITTED' || attempt.submittedAt === undefined) {
      continue;
    }
    const paper = paperById(state, who.tenantId, attempt.paperId);
    if (!paper || paper.mode === 'MOCK') continue;
    const total = paper.questions.reduce((s, q) => s + q.score, 0);
    const score = attempt.score ?? 0;
    rows.push({
      recordId: attempt.id,
      attemptId: attempt.id,
      examId: paper.id,
      examName: paper.title,
      kind: KIND_OF_PAPER[paper.kind] ?? 'TRAINING',
      score,
      totalScore: total,
      passScore: paper.passScore,
      passed: attempt.passed ?? score >= paper.passScore,
      submittedAt: formatMs(attempt.submittedAt),
      durationSeconds: Math.max(
        0,
        Math.round((attempt.submittedAt - attempt.startedAt) / 1000),
      ),
    });
  }
  return rows.sort(
    (a, b) =>
      b.submittedAt.localeCompare(a.submittedAt) ||
      b.recordId.localeCompare(a.recordId),
  );
}

// ------------------------------------------------------------ routes

function readYear(input: Record<string, unknown>): number | undefined {
  const year = optionalInt(input, 'year');
  if (year !== undefined && (year < YEAR_RANGE.min || year > YEAR_RANGE.max)) {
    throw new HttpError(400, LEARNING_CENTRE_MESSAGES.yearRange);
  }
  return year;
}

export function registerLearningCentreRoutes(
  app: Application,
  ctx: AppContext,
) {
  const learner = (req: Parameters<typeof requireCaller>[1]): Learner => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    return { username: user.username, tenantId };
  };
  const formatMs = (ms: number) => formatDateTime(new Date(ms));

  // POST /api/personal/queryMyTbtps {pagesize, pagenum, learningStatus?}
  route(app, '/api/personal/queryMyTbtps', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const input = params(req);
    const paging = readPaging(input);
    const status = optionalEnum(input, 'learningStatus', LEARNING_STATUSES);
    const rows = myClasses(ctx.store.state(), who).filter(
      (r) => !status || r.learningStatus === status,
    );
    ok<Page<MyClassRow>>(res, paginate(rows, paging));
  });

  // POST /api/personal/queryTbtpStatisticsInfo
  route(
    app,
    '/api/personal/queryTbtpStatisticsInfo',
    ['GET', 'POST'],
    (req, res) => {
      const rows = myClasses(ctx.store.state(), learner(req));
      const count = (s: ClassLearningStatus) =>
        rows.filter((r) => r.learningStatus === s).length;
      ok<ClassStatistics>(res, {
        totalCount: rows.length,
        inProgressCount: count('IN_PROGRESS'),
        graduatedCount: count('GRADUATED'),
        notGraduatedCount: count('NOT_GRADUATED'),
        earnedHours: roundHours(rows.reduce((s, r) => s + r.earnedHours, 0)),
      });
    },
  );

  // POST /api/personal/myCourses {pagesize, pagenum, studyStatus?, year?}
  route(app, '/api/personal/myCourses', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const input = params(req);
    const paging = readPaging(input);
    const studyStatus = optionalEnum(input, 'studyStatus', ['1', '2'] as const);
    const year = readYear(input);
    const rows = myCourses(
      ctx.store.state(),
      who,
      {
        ...(studyStatus ? { studyStatus } : {}),
        ...(year !== undefined ? { year } : {}),
      },
      formatMs,
    );
    ok<Page<MyCourse>>(res, paginate(rows, paging));
  });

  // POST /api/subject/queryMySubject {pagesize, pagenum}
  route(app, '/api/subject/queryMySubject', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const paging = readPaging(params(req));
    ok<Page<MySubject>>(
      res,
      paginate(mySubjects(ctx.store.state(), who), paging),
    );
  });

  // POST /api/personal/queryMyCollect {pagesize, pagenum}
  route(app, '/api/personal/queryMyCollect', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const paging = readPaging(params(req));
    ok<Page<MyCollect>>(
      res,
      paginate(myCollects(ctx.store.state(), who), paging),
    );
  });

  // POST /api/tbtp/exam/getUserExam {pagesize, pagenum}
  route(app, '/api/tbtp/exam/getUserExam', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const paging = readPaging(params(req));
    ok<Page<MyExamRow>>(
      res,
      paginate(myExams(ctx.store.state(), who, formatMs), paging),
    );
  });

  // POST /api/cePing/queryExamId: the caller's finished evaluations
  route(app, '/api/cePing/queryExamId', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const list = filterInTenant(
      ctx.store.state().evaluations,
      who.tenantId,
      (e) => e.username === who.username,
    )
      .sort((a, b) => b.finishedAt.localeCompare(a.finishedAt))
      .map((e): EvaluationSummary => ({
        examId: e.examId,
        name: e.name,
        finishedAt: e.finishedAt,
        score: e.score,
        totalScore: e.totalScore,
      }));
    ok<EvaluationSummary[]>(res, list);
  });

  // POST /api/cePing/queryExamResult {examId}
  route(app, '/api/cePing/queryExamResult', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const examId = requiredString(params(req), 'examId').trim();
    const found = findInTenant(
      ctx.store.state().evaluations,
      who.tenantId,
      (e) => e.examId === examId && e.username === who.username,
    );
    if (!found) {
      throw new HttpError(404, LEARNING_CENTRE_MESSAGES.evaluationNotFound);
    }
    const { username: _u, tenantId: _t, ...rest } = found;
    ok<EvaluationResult>(res, rest);
  });
}
