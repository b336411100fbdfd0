/**
 * May the learner start a paper now? The exam pages decide their start
 * button with this rule; the backend refuses a new attempt with the same
 * message (HTTP 422, and `refusal` of getExam).
 */
import type { WindowStatus } from './exams';

export const EXAM_START_MESSAGES = {
  notStarted: '答题尚未开始，请在开放时间内作答',
  closed: '答题已结束，不能再作答',
  noAttemptsLeft: (maxAttempts: number) =>
    `本试卷最多可作答${maxAttempts}次，您的作答次数已用完`,
} as const;

export type ExamStartRefusalCode =
  'NOT_STARTED' | 'CLOSED' | 'NO_ATTEMPTS_LEFT';

export interface ExamStartRefusal {
  code: ExamStartRefusalCode;
  message: string;
}

/**
 * Why the learner may not answer the paper now, or null when they may: an
 * attempt in progress always resumes; a new attempt needs the window open
 * and an attempt left.
 */
export function examStartRefusal(paper: {
  windowStatus: WindowStatus;
  /** null: unlimited. */
  maxAttempts: number | null;
  /** Attempts made so far (submitted or in progress). */
  attemptsUsed: number;
  /** An attempt is in progress (its deadline not passed). */
  inProgress: boolean;
}): ExamStartRefusal | null {
  if (paper.inProgress) return null;
  if (paper.windowStatus === 'NOT_STARTED') {
    return { code: 'NOT_STARTED', message: EXAM_START_MESSAGES.notStarted };
  }
  if (paper.windowStatus === 'CLOSED') {
    return { code: 'CLOSED', message: EXAM_START_MESSAGES.closed };
  }
  if (paper.maxAttempts !== null && paper.attemptsUsed >= paper.maxAttempts) {
    return {
      code: 'NO_ATTEMPTS_LEFT',
      message: EXAM_START_MESSAGES.noAttemptsLeft(paper.maxAttempts),
    };
  }
  return null;
}

/**
 * The verdict on a submitted attempt: the result's `msg` from the backend,
 * and the label the result and attempt lists show.
 */
export const EXAM_VERDICTS = {
  passed: '合格',
  failed: '不合格',
} as const;
