/**
 * What the db holds about one learner in one class: the enrolment, the
 * class's courses with the learner's progress, its homework with the
 * learner's submissions, the graduation paper and its attempts. Shared by
 * the graduation workflow, the views and the homework routes, so that each
 * reads the records the same way.
 */
import type { AppContext } from '../../platform/context';
import {
  attemptsOf as attemptsOfPaper,
  graduationPaperOf as graduationPaper,
  type ExamAttempt,
  type ExamPaperRecord,
} from '../exams';
import { HttpError, formatDateTime, requiredString } from '../../platform/http';
import {
  filterInTenant,
  findInTenant,
  type TenantId,
} from '../../platform/tenancy';
import { HOMEWORK_MESSAGES, type ChecklistCourse } from './class-study-rules';
import type {
  ClassHomework,
  HomeworkSubmissionRecord,
} from './class-study.records';
import {
  classById,
  enrolmentOf,
  type ClassRecord,
  type ClassEnrolment,
} from '../classes';
import { courseOf } from '../course-catalogue';
import { studyRecordOf } from '../course-study';
import { hasAnswered, surveysOfTenant } from '../surveys';
import type { ClassStudyCollections } from './class-study.records';
import type { ClassesCollections } from '../classes';
import type { CourseCatalogueCollections } from '../course-catalogue';
import type { CourseStudyCollections } from '../course-study';
import type { ExamsCollections } from '../exams';
import type { SurveysCollections } from '../surveys';

/** The signed-in learner the records are read for. */
export interface Learner {
  username: string;
  tenantId: TenantId;
}

export const CLASS_STUDY_MESSAGES = {
  classMissing: '专题班不存在',
  notEnrolled: '您未报名该专题班',
  homeworkMissing: HOMEWORK_MESSAGES.missing,
  fileMissing: '未上传附件',
} as const;

/** A course of the class with what the checklist and the views show. */
export type ClassCourse = ChecklistCourse & { name: string; teacher: string };

/** An assignment of the class with the learner's submission, if any. */
export interface HomeworkWithSubmission {
  homework: ClassHomework;
  submission?: HomeworkSubmissionRecord;
}

/** The clock as the records write it ('YYYY-MM-DD HH:mm:ss'). */
export function nowText(ctx: AppContext): string {
  return formatDateTime(new Date(ctx.now()));
}

export function enrollmentOf(
  state: ClassesCollections,
  who: Learner,
  tbtpId: string,
): ClassEnrolment | undefined {
  return enrolmentOf(state, who, tbtpId);
}

/** The class named by `input.tbtpId` or 400 `专题班不存在`. */
export function requireClass(
  state: ClassesCollections,
  tenantId: TenantId,
  input: Record<string, unknown>,
): ClassRecord {
  const tbtpId = requiredString(input, 'tbtpId').trim();
  const cls = classById(state, tenantId, tbtpId);
  if (!cls) throw new HttpError(400, CLASS_STUDY_MESSAGES.classMissing);
  return cls;
}

/** The learner's enrolment in `cls` or 400 `您未报名该专题班`. */
export function requireEnrollment(
  state: ClassesCollections,
  who: Learner,
  cls: ClassRecord,
): ClassEnrolment {
  const e = enrollmentOf(state, who, cls.tbtpId);
  if (!e) throw new HttpError(400, CLASS_STUDY_MESSAGES.notEnrolled);
  return e;
}

export function graduationPaperOf(
  state: ExamsCollections,
  tenantId: TenantId,
  tbtpId: string,
): ExamPaperRecord | undefined {
  return graduationPaper(state, tenantId, tbtpId);
}

/** The learner's attempts of a paper, first attempt first. */
export function attemptsOf(
  state: ExamsCollections,
  who: Learner,
  paperId: string,
): ExamAttempt[] {
  return attemptsOfPaper(state, who, paperId);
}

/** The class's courses (ids the catalogue no longer has are skipped). */
export function classCourses(
  state: CourseCatalogueCollections & CourseStudyCollections,
  who: Learner,
  ids: readonly string[] | undefined,
): ClassCourse[] {
  return (ids ?? []).flatMap((id) => {
    const course = courseOf(state, who.tenantId, id);
    if (!course) return [];
    const record = studyRecordOf(state, who, id);
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

/** The class's assignments, earliest deadline first. */
export function homeworksOf(
  state: ClassStudyCollections,
  who: Learner,
  tbtpId: string,
): HomeworkWithSubmission[] {
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

/** The class's surveys required for graduation, and whether each is answered. */
export function graduationSurveysOf(
  state: SurveysCollections,
  who: Learner,
  tbtpId: string,
) {
  return surveysOfTenant(
    state,
    who.tenantId,
    (s) => s.tbtpId === tbtpId && s.requiredForGraduation === true,
  ).map((s) => ({
    id: s.id,
    title: s.title,
    closeAt: s.closeAt,
    submitted: hasAnswered(state, who, s.id),
  }));
}
