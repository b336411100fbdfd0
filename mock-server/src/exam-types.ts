/**
 * Records of the exams domain (papers with their answer keys, attempts).
 * Kept apart from types.ts so the exam engine's shapes sit together; the
 * DbState collections `examPapers` and `examAttempts` use them.
 */
import type { TenantId } from './types';

/** 单选, 多选, 判断, 填空. */
export type QuestionType = 'SINGLE' | 'MULTI' | 'JUDGE' | 'FILL';
export const QUESTION_TYPES: readonly QuestionType[] = [
  'SINGLE',
  'MULTI',
  'JUDGE',
  'FILL',
];

/**
 * The exam families of the portal. CLASSROOM 随堂测试, TRAINING 培训考试,
 * CONSOLIDATE_MOCK / CONSOLIDATE_FORMAL 巩固练习 (模拟 / 正式), FUN 趣味答题,
 * GRADUATION 结业考试 (专题班).
 */
export type ExamKind =
  | 'CLASSROOM'
  | 'TRAINING'
  | 'CONSOLIDATE_MOCK'
  | 'CONSOLIDATE_FORMAL'
  | 'FUN'
  | 'GRADUATION';
export const EXAM_KINDS: readonly ExamKind[] = [
  'CLASSROOM',
  'TRAINING',
  'CONSOLIDATE_MOCK',
  'CONSOLIDATE_FORMAL',
  'FUN',
  'GRADUATION',
];

/** When correct answers and explanations may be shown. */
export type ReviewPolicy = 'AFTER_SUBMIT' | 'AFTER_CLOSE' | 'NEVER';

/** MOCK: unscored practice with immediate feedback; FORMAL: scored. */
export type ExamMode = 'MOCK' | 'FORMAL';

export interface QuestionOption {
  key: string;
  text: string;
}

/** A question as the learner sees it (no key). */
export interface ExamQuestion {
  id: string;
  type: QuestionType;
  /** Plain text; a FILL stem marks each blank with `____`. */
  stem: string;
  /** SINGLE/MULTI: A, B, …; JUDGE: T 正确, F 错误; FILL: []. */
  options: QuestionOption[];
  score: number;
  /** FILL: number of blanks; others 1. */
  blanks: number;
}

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

export type AttemptStatus = 'IN_PROGRESS' | 'SUBMITTED';

/** Answers by question id: choice keys, 'T'/'F', or one text per blank. */
export type AnswerMap = Record<string, string[]>;

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
