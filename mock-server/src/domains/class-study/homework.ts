/**
 * Personal homework of a class (个人作业): the assignments an enrolled
 * learner sees, handing one in, and the attached file. The checks on what
 * is handed in are the rules of ./class-study-rules.ts; here they meet the
 * db: the deadline, a graded submission that may no longer change, and the
 * earlier file a resubmission keeps.
 */
import { randomBytes } from 'node:crypto';

import { HOMEWORK_MESSAGES, checkHomeworkInput } from './class-study-rules';
import {
  CLASS_STUDY_MESSAGES,
  homeworksOf,
  nowText,
  requireClass,
  requireEnrollment,
  type HomeworkWithSubmission,
  type Learner,
} from './class-study.lookups';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/http';
import { findInTenant } from '../../platform/tenancy';
import type {
  ClassHomework,
  HomeworkFile,
  HomeworkSubmissionRecord,
} from './class-study.records';
import type { ClassStudyCollections } from './class-study.records';

/**
 * The assignments of the class named by `input.tbtpId` with the learner's
 * submissions, and the time they are judged at (400 unless enrolled).
 */
export function enrolledHomeworks(
  ctx: AppContext,
  who: Learner,
  input: Record<string, unknown>,
): { homeworks: HomeworkWithSubmission[]; now: string } {
  const state = ctx.store.state();
  const cls = requireClass(state, who.tenantId, input);
  requireEnrollment(state, who, cls);
  const now = nowText(ctx);
  return { homeworks: homeworksOf(state, who, cls.tbtpId), now };
}

/**
 * Hands in (or replaces) the learner's submission and writes the store.
 * Refused after the deadline, once graded, or when the content or file
 * breaks the homework rules.
 */
export function submitHomework(
  ctx: AppContext,
  who: Learner,
  homeworkId: string,
  input: { content: unknown; file: unknown },
): {
  homework: ClassHomework;
  submission: HomeworkSubmissionRecord;
  now: string;
} {
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
  if (now > homework.deadline) throw new HttpError(400, HOMEWORK_MESSAGES.late);
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
  return { homework, submission, now };
}

/** The learner's attached file of an assignment or 400 `未上传附件`. */
export function submittedFile(
  state: ClassStudyCollections,
  who: Learner,
  homeworkId: string,
): HomeworkFile {
  const submission = findInTenant(
    state.homeworkSubmissions,
    who.tenantId,
    (s) => s.homeworkId === homeworkId && s.username === who.username,
  );
  if (!submission?.file)
    throw new HttpError(400, CLASS_STUDY_MESSAGES.fileMissing);
  return submission.file;
}
