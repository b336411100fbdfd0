/**
 * Studying in a class (网上专题班): personal homework, the study archive
 * (my class, my exams, the graduation checklist, the ranking) and
 * graduation. The exam engine (domains/exams) asks graduationExamRefusal()
 * before a graduation attempt starts and calls afterGraduationExam() when
 * one is submitted (server.ts hands them to it: exams does not import this
 * domain). Rules live in ./class-study-rules.ts.
 */
import { randomBytes } from 'node:crypto';

import type {
  CertificateRef,
  Checklist,
  ChecklistItem,
  ClassExamAttempt,
  ClassExamHistoryRow,
  ClassExams,
  ClassRankingPage,
  ClassRankingRow,
  ClassSummary,
  Homework,
  HomeworkFileContent,
  HomeworkSubmission,
  MyClass,
  MyClassCourse,
} from '@portal/shared/contracts';
import type { Application, Request } from 'json-server';

import { requireCaller } from '../sign-in';
import {
  HOMEWORK_MESSAGES,
  buildChecklist,
  checkHomeworkInput,
  classHours,
  examRefusal,
  homeworkState,
  isComplete,
  type ChecklistCourse,
} from './class-study-rules';
import type { AppContext } from '../../platform/context';
import type { ExamAttempt, ExamPaperRecord, GraduationGate } from '../exams';
import {
  HttpError,
  formatDateTime,
  ok,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
} from '../../platform/tenancy';
import {
  CERTIFICATE_ISSUER,
  accountIndexOf,
  certificateId,
  certificateNo,
} from '../certificates';
import { seedHash } from '../../platform/seeding';
import { classMembers } from '../classes';
import type { DbState, TenantId } from '../../db-state';
import type { CertificateRecord } from '../certificates';
import type {
  ClassHomework,
  HomeworkSubmissionRecord,
} from './class-study.records';
import type { TbtpClass, TbtpEnrollment } from '../classes';

interface Learner {
  username: string;
  tenantId: TenantId;
}

const CLASS_STUDY_MESSAGES = {
  classMissing: '专题班不存在',
  notEnrolled: '您未报名该专题班',
  homeworkMissing: HOMEWORK_MESSAGES.missing,
  fileMissing: '未上传附件',
} as const;

function learnerOf(ctx: AppContext, req: Request): Learner {
  const caller = requireCaller(ctx.store, req);
  return { username: caller.user.username, tenantId: caller.tenantId };
}

function enrollmentOf(
  state: DbState,
  who: Learner,
  tbtpId: string,
): TbtpEnrollment | undefined {
  return findInTenant(
    state.tbtpEnrollments,
    who.tenantId,
    (e) => e.tbtpId === tbtpId && e.username === who.username,
  );
}

function requireClass(
  state: DbState,
  tenantId: TenantId,
  input: Record<string, unknown>,
): TbtpClass {
  const tbtpId = requiredString(input, 'tbtpId').trim();
  const cls = findInTenant(
    state.tbtpClasses,
    tenantId,
    (c) => c.tbtpId === tbtpId,
  );
  if (!cls) throw new HttpError(400, CLASS_STUDY_MESSAGES.classMissing);
  return cls;
}

function requireEnrollment(
  state: DbState,
  who: Learner,
  cls: TbtpClass,
): TbtpEnrollment {
  const e = enrollmentOf(state, who, cls.tbtpId);
  if (!e) throw new HttpError(400, CLASS_STUDY_MESSAGES.notEnrolled);
  return e;
}

function graduationPaperOf(
  state: DbState,
  tenantId: TenantId,
  tbtpId: string,
): ExamPaperRecord | undefined {
  return findInTenant(
    state.examPapers,
    tenantId,
    (p) => p.kind === 'GRADUATION' && p.tbtpId === tbtpId,
  );
}

function attemptsOf(
  state: DbState,
  who: Learner,
  paperId: string,
): ExamAttempt[] {
  return filterInTenant(
    state.examAttempts,
    who.tenantId,
    (a) => a.paperId === paperId && a.username === who.username,
  ).sort((a, b) => a.attemptNo - b.attemptNo);
}

function classCourses(
  state: DbState,
  who: Learner,
  ids: readonly string[] | undefined,
): (ChecklistCourse & { name: string; teacher: string })[] {
  return (ids ?? []).flatMap((id) => {
    const course = findInTenant(
      state.courses,
      who.tenantId,
      (c) => c.id === id,
    );
    if (!course) return [];
    const record = findInTenant(
      state.studyRecords,
      who.tenantId,
      (r) => r.courseId === id && r.username === who.username,
    );
    return [
      {
        id,
        name: course.name,
        teacher: course.teacher,
        creditHour: course.creditHour,
        completed: record?.studyStatus === '2',
      },
    ];
  });
}

function homeworksOf(
  state: DbState,
  who: Learner,
  tbtpId: string,
): { homework: ClassHomework; submission?: HomeworkSubmissionRecord }[] {
  return filterInTenant(
    state.classHomeworks,
    who.tenantId,
    (h) => h.tbtpId === tbtpId,
  )
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
    .map((homework) => {
      const submission = findInTenant(
        state.homeworkSubmissions,
        who.tenantId,
        (s) => s.homeworkId === homework.id && s.username === who.username,
      );
      return submission ? { homework, submission } : { homework };
    });
}

function nowText(ctx: AppContext): string {
  return formatDateTime(new Date(ctx.now()));
}

/** The graduation checklist of one enrolled learner. */
function checklistOf(
  state: DbState,
  who: Learner,
  cls: TbtpClass,
  enrollment: TbtpEnrollment,
  now: string,
): ChecklistItem[] {
  const paper = graduationPaperOf(state, who.tenantId, cls.tbtpId);
  return buildChecklist({
    cls,
    enrollment,
    compulsoryCourses: classCourses(state, who, cls.compulsoryCourseIds),
    optionalCourses: classCourses(state, who, cls.optionalCourseIds),
    homeworks: homeworksOf(state, who, cls.tbtpId),
    surveys: filterInTenant(
      state.surveys,
      who.tenantId,
      (s) => s.tbtpId === cls.tbtpId && s.requiredForGraduation === true,
    ).map((s) => ({
      id: s.id,
      title: s.title,
      closeAt: s.closeAt,
      submitted: state.surveyParticipations.some(
        (p) =>
          p.surveyId === s.id &&
          p.username === who.username &&
          belongsToTenant(p, who.tenantId),
      ),
    })),
    paper: paper
      ? {
          paperId: paper.id,
          title: paper.title,
          passScore: paper.passScore,
          maxAttempts: paper.maxAttempts,
          closeAt: paper.closeAt,
          attempts: attemptsOf(state, who, paper.id),
        }
      : null,
    now,
  });
}

/**
 * Why a graduation attempt may not start (null: it may). Asked by the exam
 * engine for every GRADUATION paper; other papers are not concerned.
 */
function graduationExamRefusal(
  state: DbState,
  who: Learner,
  paper: ExamPaperRecord,
  nowMs: number,
): string | null {
  if (paper.kind !== 'GRADUATION' || !paper.tbtpId) return null;
  const cls = findInTenant(
    state.tbtpClasses,
    who.tenantId,
    (c) => c.tbtpId === paper.tbtpId,
  );
  if (!cls) return null;
  const enrollment = enrollmentOf(state, who, cls.tbtpId);
  if (!enrollment)
    return `${CLASS_STUDY_MESSAGES.notEnrolled}，不能参加结业考试`;
  const items = checklistOf(
    state,
    who,
    cls,
    enrollment,
    formatDateTime(new Date(nowMs)),
  );
  return examRefusal(items);
}

function classCertificate(
  state: DbState,
  who: Learner,
  tbtpId: string,
): CertificateRecord | undefined {
  return findInTenant(
    state.certificates,
    who.tenantId,
    (c) =>
      c.type === 'CLASS_GRADUATION' &&
      c.tbtpId === tbtpId &&
      c.username === who.username,
  );
}

function issueCertificate(
  state: DbState,
  who: Learner,
  cls: TbtpClass,
  hours: number,
  nowMs: number,
): CertificateRecord {
  const existing = classCertificate(state, who, cls.tbtpId);
  if (existing) return existing;
  const user = findInTenant(
    state.users,
    who.tenantId,
    (u) => u.username === who.username,
  );
  const date = new Date(nowMs);
  const year = date.getFullYear();
  const index = Math.max(0, accountIndexOf(who.username));
  const taken = new Set(state.certificates.map((c) => c.certNo));
  let certNo = '';
  // 201–999: the seed's own certificates use lower sequences.
  for (let seq = 201; seq < 1000 && certNo === ''; seq += 1) {
    const no = certificateNo(year, who.tenantId, index, seq);
    if (!taken.has(no)) certNo = no;
  }
  if (certNo === '') throw new HttpError(400, '证书编号已用尽');
  const record: CertificateRecord = {
    id: certificateId(certNo),
    certNo,
    type: 'CLASS_GRADUATION',
    title: `${cls.name}结业证书`,
    holderName: user?.name ?? who.username,
    orgName: user?.orgName ?? cls.orgName,
    hours,
    year,
    issueDate: formatDateTime(date).slice(0, 10),
    issuer: CERTIFICATE_ISSUER,
    status: 'VALID',
    username: who.username,
    tenantId: who.tenantId,
    tbtpId: cls.tbtpId,
  };
  state.certificates.push(record);
  return record;
}

/**
 * Records a passed graduation exam and graduates the learner when every
 * condition is met (结业: graduatedAt and a class certificate). True when
 * anything changed; the caller writes the store.
 */
function syncGraduation(
  state: DbState,
  who: Learner,
  cls: TbtpClass,
  nowMs: number,
): boolean {
  const enrollment = enrollmentOf(state, who, cls.tbtpId);
  if (!enrollment || enrollment.graduatedAt) return false;
  let changed = false;
  const paper = graduationPaperOf(state, who.tenantId, cls.tbtpId);
  if (
    paper &&
    !enrollment.examPassed &&
    attemptsOf(state, who, paper.id).some((a) => a.passed === true)
  ) {
    enrollment.examPassed = true;
    changed = true;
  }
  const now = formatDateTime(new Date(nowMs));
  const items = checklistOf(state, who, cls, enrollment, now);
  if (isComplete(items)) {
    enrollment.graduatedAt = now;
    enrollment.examPassed = paper ? true : enrollment.examPassed;
    const compulsory = classCourses(state, who, cls.compulsoryCourseIds);
    const optional = classCourses(state, who, cls.optionalCourseIds);
    const hours = classHours({
      enrollment,
      compulsoryCourses: compulsory,
      optionalCourses: optional,
    });
    // The learning centre shows the enrolment's own counters: bring them up
    // to what the class's courses gave (never below the seeded figures).
    enrollment.compulsoryEarned = hours.compulsory;
    enrollment.electiveEarned = hours.elective;
    enrollment.finishedCourses = Math.max(
      enrollment.finishedCourses,
      [...compulsory, ...optional].filter((c) => c.completed).length,
    );
    issueCertificate(state, who, cls, hours.total, nowMs);
    changed = true;
  }
  return changed;
}

/** Called by the exam engine once a GRADUATION attempt is submitted. */
function afterGraduationExam(
  ctx: AppContext,
  who: Learner,
  paper: ExamPaperRecord,
): void {
  if (paper.kind !== 'GRADUATION' || !paper.tbtpId) return;
  const state = ctx.store.state();
  const cls = findInTenant(
    state.tbtpClasses,
    who.tenantId,
    (c) => c.tbtpId === paper.tbtpId,
  );
  if (cls && syncGraduation(state, who, cls, ctx.now())) ctx.store.write();
}

/** The exam engine's gate for GRADUATION papers (wired in by server.ts). */
export const graduationGate: GraduationGate = {
  refusal: graduationExamRefusal,
  afterSubmit: afterGraduationExam,
};

/** The class, the enrolment (graduation brought up to date) and the checklist. */
function studyContext(ctx: AppContext, req: Request) {
  const who = learnerOf(ctx, req);
  const state = ctx.store.state();
  const cls = requireClass(state, who.tenantId, params(req));
  const enrollment = requireEnrollment(state, who, cls);
  if (syncGraduation(state, who, cls, ctx.now())) ctx.store.write();
  const now = nowText(ctx);
  const items = checklistOf(state, who, cls, enrollment, now);
  return { who, state, cls, enrollment, items, now };
}

function classSummary(cls: TbtpClass): ClassSummary {
  return {
    tbtpId: cls.tbtpId,
    name: cls.name,
    orgName: cls.orgName,
    startDate: cls.startDate,
    endDate: cls.endDate,
    status: cls.status,
    requiredHours: cls.requiredHours,
    compulsoryHours: cls.compulsoryHours,
    electiveHours: cls.electiveHours,
  };
}

function certificateSummary(
  record: CertificateRecord | undefined,
): CertificateRef | null {
  return record
    ? { id: record.id, certNo: record.certNo, title: record.title }
    : null;
}

function submissionView(
  s: HomeworkSubmissionRecord | undefined,
): HomeworkSubmission | null {
  if (!s) return null;
  return {
    content: s.content,
    file: s.file
      ? { name: s.file.name, type: s.file.type, size: s.file.size }
      : null,
    submittedAt: s.submittedAt,
    score: s.score ?? null,
    comment: s.comment ?? null,
    gradedAt: s.gradedAt ?? null,
  };
}

function homeworkView(
  h: { homework: ClassHomework; submission?: HomeworkSubmissionRecord },
  now: string,
): Homework {
  const { tenantId: _t, ...homework } = h.homework;
  return {
    ...homework,
    state: homeworkState(h.homework, h.submission, now),
    submission: submissionView(h.submission),
  };
}

export function registerClassStudyRoutes(app: Application, ctx: AppContext) {
  const both = ['GET', 'POST'] as const;

  // {tbtpId} → the graduation checklist (完成进度) and the exam's gate
  route(app, '/api/tbtp/study/checklist', both, (req, res) => {
    const { who, state, cls, enrollment, items } = studyContext(ctx, req);
    const paper = graduationPaperOf(state, who.tenantId, cls.tbtpId);
    const refusal = examRefusal(items);
    ok<Checklist>(res, {
      ...classSummary(cls),
      graduated: Boolean(enrollment.graduatedAt),
      graduatedAt: enrollment.graduatedAt ?? null,
      certificate: certificateSummary(classCertificate(state, who, cls.tbtpId)),
      paperId: paper?.id ?? null,
      examOpen: paper !== undefined && refusal === null,
      examRefusal: paper ? refusal : '本班未安排结业考试',
      items,
    });
  });

  // {tbtpId} → my class: hours, courses, state
  route(app, '/api/tbtp/study/myClass', both, (req, res) => {
    const { who, state, cls, enrollment } = studyContext(ctx, req);
    const compulsory = classCourses(state, who, cls.compulsoryCourseIds);
    const optional = classCourses(state, who, cls.optionalCourseIds);
    const hours = classHours({
      enrollment,
      compulsoryCourses: compulsory,
      optionalCourses: optional,
    });
    const course =
      (isCompulsory: boolean) =>
      (c: (typeof compulsory)[0]): MyClassCourse => ({
        id: c.id,
        name: c.name,
        teacher: c.teacher,
        creditHour: c.creditHour,
        isCompulsory,
        completed: c.completed,
      });
    ok<MyClass>(res, {
      ...classSummary(cls),
      enrolledAt: enrollment.enrolledAt,
      compulsoryEarned: hours.compulsory,
      electiveEarned: hours.elective,
      earnedHours: hours.total,
      finishedCourses: enrollment.finishedCourses,
      courseCount: enrollment.courseCount,
      examPassed: enrollment.examPassed,
      graduatedAt: enrollment.graduatedAt ?? null,
      learningStatus: enrollment.graduatedAt
        ? 'GRADUATED'
        : cls.status === 'ENDED'
          ? 'NOT_GRADUATED'
          : 'IN_PROGRESS',
      certificate: certificateSummary(classCertificate(state, who, cls.tbtpId)),
      courses: [
        ...compulsory.map(course(true)),
        ...optional.map(course(false)),
      ],
    });
  });

  // {tbtpId} → the class's graduation paper, my attempts and past results
  route(app, '/api/tbtp/study/myExams', both, (req, res) => {
    const { who, state, cls } = studyContext(ctx, req);
    const paper = graduationPaperOf(state, who.tenantId, cls.tbtpId);
    const total = paper?.questions.reduce((s, q) => s + q.score, 0) ?? 100;
    const attempts = paper
      ? attemptsOf(state, who, paper.id).map((a): ClassExamAttempt => ({
          attemptId: a.id,
          attemptNo: a.attemptNo,
          status: a.status,
          startedAt: formatDateTime(new Date(a.startedAt)),
          submittedAt:
            a.submittedAt === undefined
              ? null
              : formatDateTime(new Date(a.submittedAt)),
          score: a.status === 'SUBMITTED' ? (a.score ?? 0) : null,
          totalScore: total,
          passed: a.status === 'SUBMITTED' ? a.passed === true : null,
        }))
      : [];
    const history = filterInTenant(
      state.userExams,
      who.tenantId,
      (e) => e.tbtpId === cls.tbtpId && e.username === who.username,
    )
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
      .map((e): ClassExamHistoryRow => ({
        id: e.id,
        examName: e.examName,
        kind: e.kind,
        score: e.score,
        totalScore: e.totalScore,
        passScore: e.passScore,
        passed: e.score >= e.passScore,
        submittedAt: e.submittedAt,
      }));
    ok<ClassExams>(res, {
      paper: paper
        ? {
            paperId: paper.id,
            title: paper.title,
            passScore: paper.passScore,
            totalScore: total,
            maxAttempts: paper.maxAttempts,
            timeLimitSec: paper.timeLimitSec,
            openAt: paper.openAt,
            closeAt: paper.closeAt,
          }
        : null,
      attempts,
      history,
    });
  });

  // {tbtpId, pagesize, pagenum} → the class ranking by hours, and my place
  route(app, '/api/tbtp/study/ranking', both, (req, res) => {
    const input = params(req);
    const paging = readPaging(input);
    const { who, state, cls } = studyContext(ctx, req);
    // The members as the members page lists them; enrolled learners with
    // their hours, the others with made-up but stable hours.
    const members = classMembers(state, cls).map((m) => {
      const username = m.id.startsWith('U-') ? m.id.slice(2) : null;
      const e = username
        ? enrollmentOf(state, { username, tenantId: who.tenantId }, cls.tbtpId)
        : undefined;
      if (e) {
        const member = { username: e.username, tenantId: e.tenantId };
        return {
          name: m.name,
          orgName: m.orgName,
          hours: classHours({
            enrollment: e,
            compulsoryCourses: classCourses(
              state,
              member,
              cls.compulsoryCourseIds,
            ),
            optionalCourses: classCourses(state, member, cls.optionalCourseIds),
          }).total,
          isMe: e.username === who.username,
          graduated: Boolean(e.graduatedAt),
        };
      }
      const share = (seedHash(`${cls.tbtpId}/rank/${m.id}`) % 101) / 100;
      return {
        name: m.name,
        orgName: m.orgName,
        hours: Math.round(cls.requiredHours * share * 2) / 2,
        isMe: false,
        graduated: cls.status === 'ENDED' && share >= 1,
      };
    });
    const ranked = members
      .sort(
        (a, b) =>
          b.hours - a.hours ||
          Number(b.isMe) - Number(a.isMe) ||
          a.name.localeCompare(b.name, 'zh-CN'),
      )
      .map((row, i): ClassRankingRow => ({
        rank: i + 1,
        ...row,
        progress: Math.min(
          100,
          Math.round((row.hours / Math.max(1, cls.requiredHours)) * 100),
        ),
      }));
    const me = ranked.find((r) => r.isMe);
    ok<ClassRankingPage>(res, {
      ...paginate(ranked, paging),
      myRank: me?.rank ?? null,
      myHours: me?.hours ?? null,
    });
  });

  // {tbtpId} → the class's assignments with my submission
  route(app, '/api/tbtp/homework/list', both, (req, res) => {
    const who = learnerOf(ctx, req);
    const state = ctx.store.state();
    const cls = requireClass(state, who.tenantId, params(req));
    requireEnrollment(state, who, cls);
    const now = nowText(ctx);
    ok<Homework[]>(
      res,
      homeworksOf(state, who, cls.tbtpId).map((h) => homeworkView(h, now)),
    );
  });

  // {homeworkId, content, file?: {name, type, base64}} → the assignment
  // with the submission; refused after the deadline or once graded
  route(app, '/api/tbtp/homework/submit', ['POST'], (req, res) => {
    const who = learnerOf(ctx, req);
    const input = params(req);
    const homeworkId = requiredString(input, 'homeworkId').trim();
    const state = ctx.store.state();
    const homework = findInTenant(
      state.classHomeworks,
      who.tenantId,
      (h) => h.id === homeworkId,
    );
    if (!homework) throw new HttpError(400, HOMEWORK_MESSAGES.missing);
    const cls = requireClass(state, who.tenantId, { tbtpId: homework.tbtpId });
    requireEnrollment(state, who, cls);
    const now = nowText(ctx);
    if (now > homework.deadline)
      throw new HttpError(400, HOMEWORK_MESSAGES.late);
    const previous = findInTenant(
      state.homeworkSubmissions,
      who.tenantId,
      (s) => s.homeworkId === homework.id && s.username === who.username,
    );
    if (previous?.score !== undefined)
      throw new HttpError(400, HOMEWORK_MESSAGES.graded);
    const checked = checkHomeworkInput(input.content, input.file);
    if (!checked.ok) throw new HttpError(400, checked.message);
    const submission: HomeworkSubmissionRecord = {
      id: previous?.id ?? `HS${randomBytes(6).toString('hex')}`,
      tenantId: who.tenantId,
      username: who.username,
      tbtpId: homework.tbtpId,
      homeworkId: homework.id,
      content: checked.content,
      submittedAt: now,
    };
    // A resubmission without a file keeps the earlier one.
    const file = checked.file ?? previous?.file;
    if (file) submission.file = file;
    const at = previous ? state.homeworkSubmissions.indexOf(previous) : -1;
    if (at >= 0) state.homeworkSubmissions.splice(at, 1, submission);
    else state.homeworkSubmissions.push(submission);
    ctx.store.write();
    ok<Homework>(
      res,
      homeworkView({ homework, submission }, now),
      '作业提交成功',
    );
  });

  // {homeworkId} → my attached file {name, type, size, base64}
  route(app, '/api/tbtp/homework/file', both, (req, res) => {
    const who = learnerOf(ctx, req);
    const homeworkId = requiredString(params(req), 'homeworkId').trim();
    const submission = findInTenant(
      ctx.store.state().homeworkSubmissions,
      who.tenantId,
      (s) => s.homeworkId === homeworkId && s.username === who.username,
    );
    if (!submission?.file)
      throw new HttpError(400, CLASS_STUDY_MESSAGES.fileMissing);
    ok<HomeworkFileContent>(res, submission.file);
  });
}
