/**
 * What the exam endpoints answer (docs/api.md, "Exams"). The server keeps
 * the answer keys and the deadlines; nothing here carries a key except a
 * review the paper's policy allows. The shared question and policy types
 * are the wire contract's.
 */
import type {
  AnswerMap,
  ExamKind,
  ExamMode,
  ExamQuestion,
  ReviewPolicy,
  WindowStatus,
} from '@portal/shared/contracts';

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
  openAt: string;
  closeAt: string;
  windowStatus: WindowStatus;
  timeLimitSec: number | null;
  maxAttempts: number | null;
  passScore: number;
  reviewPolicy: ReviewPolicy;
  shuffle: boolean;
  totalScore: number;
  questionCount: number;
  attemptsUsed: number;
  bestScore: number | null;
  passed: boolean;
  inProgressAttemptId: string | null;
  /** '1' when a passed attempt exists (随堂测试合格). */
  examStatus: '0' | '1';
}

export interface AttemptRow {
  attemptId: string;
  attemptNo: number;
  status: 'IN_PROGRESS' | 'SUBMITTED';
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  passed: boolean | null;
  autoSubmitted: boolean;
}

export interface ExamDetail extends ExamSummary {
  canStart: boolean;
  refusal: string | null;
  attempts: AttemptRow[];
}

/** An attempt being answered (startRecord). Times are the server's ms. */
export interface AttemptSession {
  attemptId: string;
  paperId: string;
  attemptNo: number;
  status: 'IN_PROGRESS' | 'SUBMITTED';
  startedAt: number;
  deadline: number | null;
  serverNow: number;
  savedAt: number;
  answers: AnswerMap;
  questions: ExamQuestion[];
}

export interface SaveAnswer {
  savedAt: number;
  serverNow: number;
  deadline: number | null;
}

export interface CheckAnswer {
  questionId: string;
  correct: boolean;
  correctAnswer: string[];
  explanation: string;
}

interface ReviewedQuestion extends ExamQuestion {
  given: string[];
  correctAnswer: string[];
  explanation: string;
  points: number;
  correct: boolean;
}

export interface ExamResult {
  attemptId: string;
  paper: ExamSummary;
  attemptNo: number;
  status: 'SUBMITTED';
  autoSubmitted: boolean;
  submittedAt: number | null;
  score: number;
  totalScore: number;
  passScore: number;
  passed: boolean;
  correctCount: number;
  wrongCount: number;
  questionCount: number;
  canRetry: boolean;
  msg: string;
  review:
    | { allowed: true; questions: ReviewedQuestion[] }
    | { allowed: false; reason: string };
}
