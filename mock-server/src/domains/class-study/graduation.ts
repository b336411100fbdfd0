/**
 * Graduation from a class (结业): the learner's checklist, the gate of the
 * graduation exam, and graduating — the passed exam recorded, the
 * enrolment's hours brought up to date and the class certificate issued.
 * The exam engine (domains/exams) asks graduationGate.refusal() before a
 * graduation attempt starts and calls graduationGate.afterSubmit() when one
 * is submitted (server.ts hands the gate to it: exams does not import this
 * domain); the study routes sync graduation before they answer. The rules
 * themselves are in ./class-study-rules.ts; these functions feed them from
 * the db and change it.
 */
import type { ChecklistItem } from '@portal/shared/contracts';

import {
  buildChecklist,
  classHours,
  examRefusal,
  isComplete,
} from './class-study-rules';
import {
  CLASS_STUDY_MESSAGES,
  attemptsOf,
  classCourses,
  enrollmentOf,
  graduationPaperOf,
  graduationSurveysOf,
  homeworksOf,
  nowText,
  requireClass,
  requireEnrollment,
  type Learner,
} from './class-study.lookups';
import type { AppContext } from '../../platform/context';
import type { ExamPaperRecord, GraduationGate } from '../exams';
import { formatDateTime } from '../../platform/http';
import {
  CERTIFICATE_ISSUER,
  accountIndexOf,
  classCertificateOf,
  issueCertificate as issueCertificateRecord,
} from '../certificates';
import { userOf } from '../sign-in';
import type { CertificateRecord } from '../certificates';
import { classById, type ClassRecord, type ClassEnrolment } from '../classes';
import type { CertificatesCollections } from '../certificates';
import type { ClassStudyCollections } from './class-study.records';
import type { ClassesCollections } from '../classes';
import type { CourseCatalogueCollections } from '../course-catalogue';
import type { CourseStudyCollections } from '../course-study';
import type { ExamsCollections } from '../exams';
import type { LearningCentreCollections } from '../learning-centre';
import type { SignInCollections } from '../sign-in';
import type { SurveysCollections } from '../surveys';

/** The graduation checklist of one enrolled learner. */
function checklistOf(
  state: ClassStudyCollections &
    CourseCatalogueCollections &
    CourseStudyCollections &
    ExamsCollections &
    SurveysCollections,
  who: Learner,
  cls: ClassRecord,
  enrollment: ClassEnrolment,
  now: string,
): ChecklistItem[] {
  const paper = graduationPaperOf(state, who.tenantId, cls.tbtpId);
  return buildChecklist({
    cls,
    enrollment,
    compulsoryCourses: classCourses(state, who, cls.compulsoryCourseIds),
    optionalCourses: classCourses(state, who, cls.optionalCourseIds),
    homeworks: homeworksOf(state, who, cls.tbtpId),
    surveys: graduationSurveysOf(state, who, cls.tbtpId),
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
  state: ClassStudyCollections &
    ClassesCollections &
    CourseCatalogueCollections &
    CourseStudyCollections &
    ExamsCollections &
    SurveysCollections,
  who: Learner,
  paper: ExamPaperRecord,
  nowMs: number,
): string | null {
  if (paper.kind !== 'GRADUATION' || !paper.tbtpId) return null;
  const cls = classById(state, who.tenantId, paper.tbtpId);
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

/** The learner's certificate of the class, once graduated. */
export function classCertificate(
  state: CertificatesCollections,
  who: Learner,
  tbtpId: string,
): CertificateRecord | undefined {
  return classCertificateOf(state, who, tbtpId);
}

/** The class certificate, issued (added to the db) unless it already is. */
function issueCertificate(
  state: CertificatesCollections & SignInCollections,
  who: Learner,
  cls: ClassRecord,
  hours: number,
  nowMs: number,
): CertificateRecord {
  const existing = classCertificate(state, who, cls.tbtpId);
  if (existing) return existing;
  const user = userOf(state, who.tenantId, who.username);
  const date = new Date(nowMs);
  const year = date.getFullYear();
  const index = Math.max(0, accountIndexOf(who.username));
  return issueCertificateRecord(state, index, {
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
  });
}

/**
 * Records a passed graduation exam and graduates the learner when every
 * condition is met (结业: graduatedAt and a class certificate). True when
 * anything changed; the caller writes the store.
 */
function syncGraduation(
  state: ClassStudyCollections &
    CertificatesCollections &
    ClassesCollections &
    CourseCatalogueCollections &
    CourseStudyCollections &
    ExamsCollections &
    SignInCollections &
    SurveysCollections,
  who: Learner,
  cls: ClassRecord,
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
  const cls = classById(state, who.tenantId, paper.tbtpId);
  if (cls && syncGraduation(state, who, cls, ctx.now())) ctx.store.write();
}

/** The exam engine's gate for GRADUATION papers (wired in by server.ts). */
export const graduationGate: GraduationGate = {
  refusal: (ctx, who, paper, nowMs) =>
    graduationExamRefusal(ctx.store.state(), who, paper, nowMs),
  afterSubmit: afterGraduationExam,
};

/** What every study view starts from; see studyContext(). */
export interface StudyContext {
  who: Learner;
  state: ClassStudyCollections &
    CertificatesCollections &
    ClassesCollections &
    CourseCatalogueCollections &
    CourseStudyCollections &
    ExamsCollections &
    LearningCentreCollections &
    SignInCollections &
    SurveysCollections;
  cls: ClassRecord;
  enrollment: ClassEnrolment;
  items: ChecklistItem[];
  now: string;
}

/**
 * The class named by `input.tbtpId`, the learner's enrolment (400 when
 * there is none) and the checklist. Graduation is synced first (and the
 * store written if it changed): courses studied or surveys answered since
 * may have completed the checklist.
 */
export function studyContext(
  ctx: AppContext,
  who: Learner,
  input: Record<string, unknown>,
): StudyContext {
  const state = ctx.store.state();
  const cls = requireClass(state, who.tenantId, input);
  const enrollment = requireEnrollment(state, who, cls);
  if (syncGraduation(state, who, cls, ctx.now())) ctx.store.write();
  const now = nowText(ctx);
  const items = checklistOf(state, who, cls, enrollment, now);
  return { who, state, cls, enrollment, items, now };
}
