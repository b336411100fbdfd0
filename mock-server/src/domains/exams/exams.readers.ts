/**
 * What other domains read of the papers and attempts; the exams domain
 * keeps the collections.
 */
import type {
  AttemptFigures,
  ClassroomTestSummary,
} from '@portal/shared/contracts';

import { formatDateTime } from '../../platform/http';
import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
} from '../../platform/tenancy';
import type {
  ExamAttempt,
  ExamPaperRecord,
  ExamsCollections,
} from './exam-records';

interface Who {
  username: string;
  tenantId: string;
}

/** A paper of the tenant by id. */
export function paperById(
  state: Pick<ExamsCollections, 'examPapers'>,
  tenantId: string,
  id: string,
): ExamPaperRecord | undefined {
  return findInTenant(state.examPapers ?? [], tenantId, (p) => p.id === id);
}

/** The first paper of the tenant that `match` accepts. */
export function findPaper(
  state: Pick<ExamsCollections, 'examPapers'>,
  tenantId: string,
  match: (paper: ExamPaperRecord) => boolean,
): ExamPaperRecord | undefined {
  return findInTenant(state.examPapers ?? [], tenantId, match);
}

/** The class's graduation paper. */
export function graduationPaperOf(
  state: Pick<ExamsCollections, 'examPapers'>,
  tenantId: string,
  tbtpId: string,
): ExamPaperRecord | undefined {
  return findPaper(
    state,
    tenantId,
    (p) => p.kind === 'GRADUATION' && p.tbtpId === tbtpId,
  );
}

/** The learner's attempts, in stored order. */
export function attemptsOfLearner(
  state: Pick<ExamsCollections, 'examAttempts'>,
  who: Who,
): ExamAttempt[] {
  return (state.examAttempts ?? []).filter(
    (a) => a.username === who.username && belongsToTenant(a, who.tenantId),
  );
}

/** The learner's attempts of a paper, first attempt first. */
export function attemptsOf(
  state: Pick<ExamsCollections, 'examAttempts'>,
  who: Who,
  paperId: string,
): ExamAttempt[] {
  return filterInTenant(
    state.examAttempts,
    who.tenantId,
    (a) => a.paperId === paperId && a.username === who.username,
  ).sort((a, b) => a.attemptNo - b.attemptNo);
}

/** Whether the learner passed a submitted attempt of the paper. */
export function hasPassed(
  state: Pick<ExamsCollections, 'examAttempts'>,
  who: Who,
  paperId: string,
): boolean {
  return (state.examAttempts ?? []).some(
    (a) =>
      a.paperId === paperId &&
      belongsToTenant(a, who.tenantId) &&
      a.username === who.username &&
      a.status === 'SUBMITTED' &&
      a.passed === true,
  );
}

/**
 * The classroom test that follows a course, with the learner's outcome
 * (not passed for a visitor).
 */
export function classroomTestOf(
  state: Pick<ExamsCollections, 'examPapers' | 'examAttempts'>,
  tenantId: string,
  courseId: string,
  who: Who | undefined,
): ClassroomTestSummary | undefined {
  const paper = findPaper(
    state,
    tenantId,
    (p) => p.kind === 'CLASSROOM' && p.courseId === courseId,
  );
  if (!paper) return undefined;
  const passed = who !== undefined && hasPassed(state, who, paper.id);
  return { paperId: paper.id, title: paper.title, passed };
}

/** What every list of a learner's attempts shows of one (the exam's detail, a class's exams). */
export function attemptRowOf(a: ExamAttempt): AttemptFigures {
  const submitted = a.status === 'SUBMITTED';
  return {
    attemptId: a.id,
    attemptNo: a.attemptNo,
    status: a.status,
    startedAt: formatDateTime(new Date(a.startedAt)),
    submittedAt:
      a.submittedAt === undefined
        ? null
        : formatDateTime(new Date(a.submittedAt)),
    score: submitted ? (a.score ?? 0) : null,
    passed: submitted ? a.passed === true : null,
  };
}
