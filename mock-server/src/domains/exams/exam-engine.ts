/**
 * The exam engine's rules on the server: scoring of every question type,
 * the answering window, who may start an attempt, the deadline with its
 * grace, and when the answer key may be shown. Pure (the clock is passed
 * in), so each rule is unit-tested on its own.
 */

import {
  examStartRefusal,
  type AnswerMap,
  type WindowStatus,
} from '@portal/shared/contracts';

import type {
  ExamAttempt,
  ExamPaperRecord,
  ExamQuestionRecord,
} from './exam-records';

export const EXAM_RULES = {
  /**
   * A submit (or save) may arrive this long after the deadline and still be
   * accepted: the client submits at zero, and the request needs time.
   */
  submitGraceMs: 30_000,
  /** A MULTI answer with some correct keys and no wrong one earns this. */
  multiPartialRatio: 0.5,
  /** Longest text accepted for one blank. */
  maxBlankLength: 200,
} as const;

// ---------------------------------------------------------------- scoring

/**
 * Fill-in normalisation: full-width characters become half-width (NFKC),
 * every kind of space is removed, Latin letters are lower-cased, and the
 * ideographic full stop or comma at the end is dropped.
 */
export function normaliseFill(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s\u3000\u00a0]+/g, '')
    .replace(/[。．.，,、；;]+$/u, '')
    .toLowerCase();
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((k) => set.has(k));
}

/** Points of one answer (0 when unanswered). */
export function scoreQuestion(
  question: ExamQuestionRecord,
  given: readonly string[] | undefined,
): number {
  const answer = (given ?? []).filter((v) => typeof v === 'string');
  switch (question.type) {
    case 'SINGLE':
    case 'JUDGE':
      return answer.length === 1 && answer[0] === question.answer[0]
        ? question.score
        : 0;
    case 'MULTI': {
      const chosen = [...new Set(answer)];
      if (chosen.length === 0) return 0;
      if (sameKeys(chosen, question.answer)) return question.score;
      const allCorrect = chosen.every((k) => question.answer.includes(k));
      return allCorrect
        ? roundScore(question.score * EXAM_RULES.multiPartialRatio)
        : 0;
    }
    case 'FILL': {
      const blanks = question.answer.length;
      if (blanks === 0) return 0;
      let right = 0;
      question.answer.forEach((accepted, i) => {
        const text = normaliseFill(answer[i] ?? '');
        if (text === '') return;
        const options = accepted.split('|').map(normaliseFill);
        if (options.includes(text)) right += 1;
      });
      return roundScore((question.score * right) / blanks);
    }
  }
}

function roundScore(n: number): number {
  return Math.round(n * 10) / 10;
}

export function isFullyCorrect(
  question: ExamQuestionRecord,
  given: readonly string[] | undefined,
): boolean {
  return scoreQuestion(question, given) === question.score;
}

interface ScoreResult {
  score: number;
  totalScore: number;
  correctCount: number;
  passed: boolean;
}

export function totalScoreOf(paper: Pick<ExamPaperRecord, 'questions'>) {
  return roundScore(paper.questions.reduce((sum, q) => sum + q.score, 0));
}

export function scoreAttempt(
  paper: Pick<ExamPaperRecord, 'questions' | 'passScore'>,
  answers: AnswerMap,
): ScoreResult {
  let score = 0;
  let correctCount = 0;
  for (const question of paper.questions) {
    const points = scoreQuestion(question, answers[question.id]);
    score += points;
    if (points === question.score) correctCount += 1;
  }
  score = roundScore(score);
  return {
    score,
    totalScore: totalScoreOf(paper),
    correctCount,
    passed: score >= paper.passScore,
  };
}

// ---------------------------------------------------------------- answers

/**
 * Keeps the answers that fit the paper: known questions only; choice keys
 * that exist (one for SINGLE/JUDGE); one trimmed text per blank. Returns
 * the cleaned map, or a Chinese message for the first malformed entry.
 */
export function cleanAnswers(
  paper: Pick<ExamPaperRecord, 'questions'>,
  input: unknown,
): { answers: AnswerMap } | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { error: '参数answers必须是对象' };
  }
  const answers: AnswerMap = {};
  for (const [id, raw] of Object.entries(input as Record<string, unknown>)) {
    const question = paper.questions.find((q) => q.id === id);
    if (!question) return { error: `试题${id}不存在` };
    if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) {
      return { error: `试题${id}的答案必须是字符串数组` };
    }
    const values = raw as string[];
    if (question.type === 'FILL') {
      if (values.length > question.blanks) {
        return { error: `试题${id}的填空数量不正确` };
      }
      if (values.some((v) => v.length > EXAM_RULES.maxBlankLength)) {
        return { error: `试题${id}的答案过长` };
      }
      answers[id] = values.map((v) => v.trim());
      continue;
    }
    const keys = [...new Set(values)];
    const known = new Set(question.options.map((o) => o.key));
    if (keys.some((k) => !known.has(k))) {
      return { error: `试题${id}的选项不存在` };
    }
    if (question.type !== 'MULTI' && keys.length > 1) {
      return { error: `试题${id}只能选择一个选项` };
    }
    answers[id] = keys.sort();
  }
  return { answers };
}

// ---------------------------------------------------------------- window

/** 'YYYY-MM-DD HH:mm:ss' in the backend's local time → ms. */
export function parseLocal(text: string): number {
  const [date = '', time = '00:00:00'] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return new Date(
    y ?? 0,
    (m ?? 1) - 1,
    d ?? 1,
    hh ?? 0,
    mm ?? 0,
    ss ?? 0,
  ).getTime();
}

export function windowStatus(
  paper: Pick<ExamPaperRecord, 'openAt' | 'closeAt'>,
  now: number,
): WindowStatus {
  if (now < parseLocal(paper.openAt)) return 'NOT_STARTED';
  if (now > parseLocal(paper.closeAt)) return 'CLOSED';
  return 'OPEN';
}

// ---------------------------------------------------------------- attempts

type StartDecision =
  | { kind: 'resume'; attempt: ExamAttempt }
  | { kind: 'new' }
  | { kind: 'refused'; message: string };

/**
 * Whether the learner may answer now: an attempt in progress (deadline not
 * passed) resumes; otherwise a new attempt needs the window open and an
 * attempt left (the contract's examStartRefusal, the exam pages' rule).
 * `attempts` are this learner's attempts of the paper, with expired ones
 * already finalised.
 */
export function decideStart(
  paper: ExamPaperRecord,
  attempts: readonly ExamAttempt[],
  now: number,
): StartDecision {
  const open = attempts.find((a) => a.status === 'IN_PROGRESS');
  if (open) return { kind: 'resume', attempt: open };
  const refusal = examStartRefusal({
    windowStatus: windowStatus(paper, now),
    maxAttempts: paper.maxAttempts,
    attemptsUsed: attempts.length,
    inProgress: false,
  });
  return refusal
    ? { kind: 'refused', message: refusal.message }
    : { kind: 'new' };
}

/** The attempt's deadline is past (with or without the grace). */
export function isPastDeadline(
  attempt: Pick<ExamAttempt, 'deadline'>,
  now: number,
  withGrace: boolean,
): boolean {
  if (attempt.deadline === null) return false;
  const limit = attempt.deadline + (withGrace ? EXAM_RULES.submitGraceMs : 0);
  return now > limit;
}

/** A deterministic shuffle of the question ids for one attempt. */
export function questionOrderFor(
  paper: Pick<ExamPaperRecord, 'questions' | 'shuffle'>,
  seed: string,
): string[] {
  const ids = paper.questions.map((q) => q.id);
  if (!paper.shuffle) return ids;
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
    return h / 2 ** 32;
  };
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  }
  return ids;
}

// ---------------------------------------------------------------- review

type ReviewDecision = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether a submitted attempt may see the correct answers and explanations.
 * - MOCK papers: always (practice with feedback).
 * - NEVER: never.
 * - AFTER_CLOSE: once the paper's window has closed.
 * - AFTER_SUBMIT: right after submitting, except a failed attempt while
 *   attempts are left (the key would be copied into the next attempt: the
 *   known leak of other portals); it sees the key once passed, out of
 *   attempts or after the window closed.
 */
export function decideReview(
  paper: ExamPaperRecord,
  attempt: ExamAttempt,
  attemptsUsed: number,
  now: number,
): ReviewDecision {
  if (attempt.status !== 'SUBMITTED') {
    return { allowed: false, reason: '交卷后才能查看答案' };
  }
  if (paper.mode === 'MOCK') return { allowed: true };
  const closed = windowStatus(paper, now) === 'CLOSED';
  switch (paper.reviewPolicy) {
    case 'NEVER':
      return { allowed: false, reason: '本试卷不公布答案和解析' };
    case 'AFTER_CLOSE':
      return closed
        ? { allowed: true }
        : {
            allowed: false,
            reason: `答案和解析将在答题结束（${paper.closeAt}）后公布`,
          };
    case 'AFTER_SUBMIT': {
      const attemptsLeft =
        paper.maxAttempts === null || attemptsUsed < paper.maxAttempts;
      if (attempt.passed || closed || !attemptsLeft) return { allowed: true };
      return {
        allowed: false,
        reason: '未通过且仍可再次作答，答案和解析暂不公布',
      };
    }
  }
}
