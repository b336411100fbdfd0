/**
 * What the exam endpoints send (docs/api.md, "Exams"). The server keeps
 * the answer keys and the deadlines; nothing here carries a key except a
 * review the paper's policy allows.
 */
import type { ScheduleStatus } from './schedule';

/** 单选, 多选, 判断, 填空. */
export type QuestionType = 'SINGLE' | 'MULTI' | 'JUDGE' | 'FILL';

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

/** MOCK: unscored practice with immediate feedback; FORMAL: scored. */
export type ExamMode = 'MOCK' | 'FORMAL';

/** When correct answers and explanations may be shown. */
export type ReviewPolicy = 'AFTER_SUBMIT' | 'AFTER_CLOSE' | 'NEVER';

/** Where the server's clock stands in the paper's openAt..closeAt. */
export type WindowStatus = 'NOT_STARTED' | 'OPEN' | 'CLOSED';

/** Answers by question id: option keys, 'T'/'F', or one text per blank. */
export type AnswerMap = Record<string, string[]>;

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

/** Where one attempt stands: being answered, or handed in. */
export type ExamAttemptStatus = 'IN_PROGRESS' | 'SUBMITTED';

/** A paper's policy, window and the learner's standing (list rows). */
export interface ExamSummary {
  paperId: string;
  title: string;
  description: string;
  activity: string;
  kind: ExamKind;
  mode: ExamMode;
  courseId: string | null;
  tbtpId: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  openAt: string;
  closeAt: string;
  windowStatus: WindowStatus;
  /** null: no time limit. */
  timeLimitSec: number | null;
  /** null: unlimited attempts. */
  maxAttempts: number | null;
  passScore: number;
  reviewPolicy: ReviewPolicy;
  shuffle: boolean;
  totalScore: number;
  questionCount: number;
  attemptsUsed: number;
  /** null before any attempt is submitted. */
  bestScore: number | null;
  passed: boolean;
  inProgressAttemptId: string | null;
  /** '1' when a passed attempt exists (随堂测试合格). */
  examStatus: '0' | '1';
}

/** One of the learner's attempts as getExam lists them. */
/** What every list of a learner's attempts at a paper shows of one. */
export interface AttemptFigures {
  attemptId: string;
  attemptNo: number;
  status: ExamAttemptStatus;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startedAt: string;
  submittedAt: string | null;
  /** null while in progress. */
  score: number | null;
  passed: boolean | null;
}

/** An attempt in a paper's detail (GET getExam). */
export interface ExamAttemptRow extends AttemptFigures {
  autoSubmitted: boolean;
}

/** A paper with whether the learner may start it now (GET getExam). */
export interface ExamDetail extends ExamSummary {
  canStart: boolean;
  /** Why the learner may not start; null when they may. */
  refusal: string | null;
  attempts: ExamAttemptRow[];
}

/** An attempt being answered (startRecord). Times are the server's ms. */
export interface AttemptSession {
  attemptId: string;
  paperId: string;
  attemptNo: number;
  status: ExamAttemptStatus;
  startedAt: number;
  /** null: no time limit. */
  deadline: number | null;
  serverNow: number;
  savedAt: number;
  answers: AnswerMap;
  /** In the order this attempt shows them. */
  questions: ExamQuestion[];
}

/** A save accepted (POST save), with the server's clock and deadline. */
export interface SaveAnswer {
  savedAt: number;
  serverNow: number;
  deadline: number | null;
}

/** The key and explanation of one question (POST check, MOCK papers). */
export interface CheckAnswer {
  questionId: string;
  correct: boolean;
  correctAnswer: string[];
  explanation: string;
}

/** A question in a result's review: what was given, the key and the points. */
export interface ReviewedQuestion extends ExamQuestion {
  given: string[];
  correctAnswer: string[];
  explanation: string;
  points: number;
  correct: boolean;
}

/**
 * The result of a submitted attempt (submitExam, getRecord), with the review
 * when the paper's policy allows it.
 */
export interface ExamResult {
  attemptId: string;
  paper: ExamSummary;
  attemptNo: number;
  /** SUBMITTED: only submitted attempts have a result. */
  status: ExamAttemptStatus;
  autoSubmitted: boolean;
  /** ms, the server's clock. */
  submittedAt: number | null;
  score: number;
  totalScore: number;
  passScore: number;
  passed: boolean;
  correctCount: number;
  wrongCount: number;
  questionCount: number;
  canRetry: boolean;
  /** EXAM_VERDICTS: 合格 or 不合格. */
  msg: string;
  review:
    | { allowed: true; questions: ReviewedQuestion[] }
    | { allowed: false; reason: string };
}

/** A consolidation plan (巩固练习活动方案) as queryPlanList lists it. */
export interface ConsolidatePlanRow {
  id: string;
  name: string;
  description: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startTime: string;
  endTime: string;
  examCount: number;
  passScore: number;
  status: ScheduleStatus;
}

/** Dev only (/__dev/exam/deadline): the attempt's deadline once moved. */
export interface ExamDeadlineMoved {
  attemptId: string;
  /** ms, the server's clock. */
  deadline: number;
}
