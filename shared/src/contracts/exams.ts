/**
 * What the exam endpoints send (docs/api.md, "Exams"). The server keeps
 * the answer keys and the deadlines; nothing here carries a key.
 */

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
