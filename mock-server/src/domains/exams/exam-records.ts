/**
 * Records of the exams domain: papers with their answer keys, attempts and
 * the consolidation plans. What the learner is sent (questions without
 * keys, kinds, policies) is the wire contract's.
 */

import type {
  AnswerMap,
  ConsolidatePlanRow,
  ExamAttemptStatus,
  ExamKind,
  ExamMode,
  ExamQuestion,
  QuestionType,
  ReviewPolicy,
} from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

export const QUESTION_TYPES: readonly QuestionType[] = [
  'SINGLE',
  'MULTI',
  'JUDGE',
  'FILL',
];

export const EXAM_KINDS: readonly ExamKind[] = [
  'CLASSROOM',
  'TRAINING',
  'CONSOLIDATE_MOCK',
  'CONSOLIDATE_FORMAL',
  'FUN',
  'GRADUATION',
];

/** The stored question: the learner's view plus the key. */
export interface ExamQuestionRecord extends ExamQuestion {
  /**
   * SINGLE/JUDGE: one key; MULTI: every correct key; FILL: one entry per
   * blank, alternatives separated by `|`.
   */
  answer: string[];
  explanation: string;
}

/** The per-paper policy (everything the engine decides with). */
export interface ExamPolicy {
  kind: ExamKind;
  mode: ExamMode;
  /** null: no time limit. */
  timeLimitSec: number | null;
  /** null: unlimited attempts. */
  maxAttempts: number | null;
  passScore: number;
  reviewPolicy: ReviewPolicy;
  /** Question order differs per attempt. */
  shuffle: boolean;
}

export interface ExamPaperRecord extends ExamPolicy {
  id: string;
  tenantId: TenantId;
  title: string;
  description: string;
  /** The activity (plan) the paper belongs to, shown on /scheme, /cultivate. */
  activity: string;
  /** CLASSROOM: the course the test follows. */
  courseId?: string;
  /** GRADUATION: the class (tbtpId). */
  tbtpId?: string;
  /** 'YYYY-MM-DD HH:mm:ss' (the backend's local time). */
  openAt: string;
  closeAt: string;
  questions: ExamQuestionRecord[];
}

export type AttemptStatus = ExamAttemptStatus;

export interface ExamAttempt {
  id: string;
  tenantId: TenantId;
  username: string;
  paperId: string;
  /** 1-based number of this attempt for the learner and paper. */
  attemptNo: number;
  /** ms, the backend's clock. */
  startedAt: number;
  /** ms; null when the paper has no time limit. */
  deadline: number | null;
  /** Question ids in the order this attempt shows them. */
  questionOrder: string[];
  answers: AnswerMap;
  /** ms of the last accepted save (or start). */
  savedAt: number;
  status: AttemptStatus;
  submittedAt?: number;
  /** Submitted by the server from the saved answers after the deadline. */
  autoSubmitted?: boolean;
  score?: number;
  passed?: boolean;
  correctCount?: number;
}

/** A consolidation plan: the listed row plus its tenant. */
export interface ConsolidatePlan extends ConsolidatePlanRow {
  tenantId: TenantId;
}

/** The collections of this domain (keys of DbState). */
export interface ExamsCollections {
  consolidatePlans: ConsolidatePlan[];
  examPapers: ExamPaperRecord[];
  examAttempts: ExamAttempt[];
}
