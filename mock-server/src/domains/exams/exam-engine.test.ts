import { describe, expect, it } from 'vitest';

import {
  EXAM_RULES,
  cleanAnswers,
  decideReview,
  decideStart,
  isPastDeadline,
  normaliseFill,
  parseLocal,
  questionOrderFor,
  scoreAttempt,
  scoreQuestion,
  windowStatus,
} from './exam-engine';
import type {
  ExamAttempt,
  ExamPaperRecord,
  ExamQuestionRecord,
} from './exam-records';

const single: ExamQuestionRecord = {
  id: 's',
  type: 'SINGLE',
  stem: '单选',
  options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: key })),
  score: 10,
  blanks: 1,
  answer: ['B'],
  explanation: '',
};
const multi: ExamQuestionRecord = {
  ...single,
  id: 'm',
  type: 'MULTI',
  answer: ['A', 'B', 'D'],
};
const judge: ExamQuestionRecord = {
  ...single,
  id: 'j',
  type: 'JUDGE',
  options: [
    { key: 'T', text: '正确' },
    { key: 'F', text: '错误' },
  ],
  answer: ['F'],
};
const fill: ExamQuestionRecord = {
  ...single,
  id: 'f',
  type: 'FILL',
  options: [],
  blanks: 2,
  answer: ['积极防范|积极预防', 'ABC'],
};

const paper: ExamPaperRecord = {
  id: 'P1',
  tenantId: '001.001',
  title: '试卷',
  description: '',
  activity: '',
  kind: 'CONSOLIDATE_FORMAL',
  mode: 'FORMAL',
  timeLimitSec: 60,
  maxAttempts: 2,
  passScore: 60,
  reviewPolicy: 'AFTER_SUBMIT',
  shuffle: false,
  openAt: '2026-01-01 00:00:00',
  closeAt: '2026-12-31 23:59:59',
  questions: [single, multi, judge, fill],
};
const JUNE = parseLocal('2026-06-01 12:00:00');

function attempt(patch: Partial<ExamAttempt> = {}): ExamAttempt {
  return {
    id: 'A',
    tenantId: '001.001',
    username: 'learner',
    paperId: 'P1',
    attemptNo: 1,
    startedAt: JUNE,
    deadline: JUNE + 60_000,
    questionOrder: ['s', 'm', 'j', 'f'],
    answers: {},
    savedAt: JUNE,
    status: 'SUBMITTED',
    ...patch,
  };
}

describe('scoring', () => {
  it('single choice: the one key or nothing', () => {
    expect(scoreQuestion(single, ['B'])).toBe(10);
    expect(scoreQuestion(single, ['A'])).toBe(0);
    expect(scoreQuestion(single, ['A', 'B'])).toBe(0);
    expect(scoreQuestion(single, undefined)).toBe(0);
  });

  it('multiple choice: all keys full, a correct subset half, any wrong key none', () => {
    expect(scoreQuestion(multi, ['D', 'A', 'B'])).toBe(10);
    expect(scoreQuestion(multi, ['A', 'B'])).toBe(
      10 * EXAM_RULES.multiPartialRatio,
    );
    expect(scoreQuestion(multi, ['A'])).toBe(5);
    expect(scoreQuestion(multi, ['A', 'B', 'C'])).toBe(0);
    expect(scoreQuestion(multi, ['A', 'B', 'C', 'D'])).toBe(0);
    expect(scoreQuestion(multi, [])).toBe(0);
  });

  it('true/false', () => {
    expect(scoreQuestion(judge, ['F'])).toBe(10);
    expect(scoreQuestion(judge, ['T'])).toBe(0);
  });

  it('fill-in: per blank, alternatives, spaces and full-width characters normalised', () => {
    expect(scoreQuestion(fill, ['积极防范', 'ABC'])).toBe(10);
    expect(scoreQuestion(fill, [' 积极 预防 ', 'abc'])).toBe(10);
    // Full-width letters and an ideographic space.
    expect(scoreQuestion(fill, ['积极\u3000防范', 'ＡＢＣ'])).toBe(10);
    expect(scoreQuestion(fill, ['积极防范', 'ABD'])).toBe(5);
    expect(scoreQuestion(fill, ['', ''])).toBe(0);
    expect(scoreQuestion(fill, ['积极防范'])).toBe(5);
  });

  it('normaliseFill folds width, spaces, case and a trailing full stop', () => {
    expect(normaliseFill('２０１７ 年。')).toBe('2017年');
    expect(normaliseFill('Ｗｉ－Ｆｉ')).toBe('wi-fi');
  });

  it('adds up an attempt and compares it with the pass mark', () => {
    const result = scoreAttempt(paper, {
      s: ['B'],
      m: ['A'],
      j: ['F'],
      f: ['积极防范', 'x'],
    });
    expect(result).toEqual({
      score: 30,
      totalScore: 40,
      correctCount: 2,
      passed: false,
    });
    expect(scoreAttempt({ ...paper, passScore: 30 }, {}).passed).toBe(false);
  });
});

describe('cleanAnswers', () => {
  it('keeps well-formed answers and sorts choice keys', () => {
    expect(cleanAnswers(paper, { m: ['D', 'A'], f: [' x ', 'y'] })).toEqual({
      answers: { m: ['A', 'D'], f: ['x', 'y'] },
    });
  });

  it('refuses unknown questions, unknown keys and two keys for one choice', () => {
    expect(cleanAnswers(paper, { q9: ['A'] })).toEqual({
      error: '试题q9不存在',
    });
    expect(cleanAnswers(paper, { s: ['E'] })).toEqual({
      error: '试题s的选项不存在',
    });
    expect(cleanAnswers(paper, { s: ['A', 'B'] })).toEqual({
      error: '试题s只能选择一个选项',
    });
    expect(cleanAnswers(paper, { f: ['a', 'b', 'c'] })).toEqual({
      error: '试题f的填空数量不正确',
    });
    expect(cleanAnswers(paper, [])).toEqual({ error: '参数answers必须是对象' });
    expect(cleanAnswers(paper, { s: 'A' })).toEqual({
      error: '试题s的答案必须是字符串数组',
    });
  });
});

describe('window and start', () => {
  it('window status follows the clock', () => {
    expect(windowStatus(paper, parseLocal('2025-12-31 23:59:59'))).toBe(
      'NOT_STARTED',
    );
    expect(windowStatus(paper, JUNE)).toBe('OPEN');
    expect(windowStatus(paper, parseLocal('2027-01-01 00:00:00'))).toBe(
      'CLOSED',
    );
  });

  it('resumes an attempt in progress, even past the window', () => {
    const open = attempt({ status: 'IN_PROGRESS' });
    expect(
      decideStart(paper, [open], parseLocal('2027-01-01 00:00:00')),
    ).toEqual({ kind: 'resume', attempt: open });
  });

  it('refuses outside the window and beyond the attempt limit', () => {
    expect(decideStart(paper, [], parseLocal('2025-06-01 00:00:00'))).toEqual({
      kind: 'refused',
      message: '答题尚未开始，请在开放时间内作答',
    });
    expect(decideStart(paper, [], parseLocal('2027-06-01 00:00:00'))).toEqual({
      kind: 'refused',
      message: '答题已结束，不能再作答',
    });
    expect(decideStart(paper, [attempt()], JUNE)).toEqual({ kind: 'new' });
    expect(
      decideStart(paper, [attempt(), attempt({ attemptNo: 2 })], JUNE),
    ).toEqual({
      kind: 'refused',
      message: '本试卷最多可作答2次，您的作答次数已用完',
    });
    expect(
      decideStart({ ...paper, maxAttempts: null }, [attempt(), attempt()], JUNE)
        .kind,
    ).toBe('new');
  });

  it('deadline with and without the grace', () => {
    const a = attempt({ status: 'IN_PROGRESS' });
    const deadline = JUNE + 60_000;
    expect(isPastDeadline(a, deadline, false)).toBe(false);
    expect(isPastDeadline(a, deadline + 1, false)).toBe(true);
    expect(isPastDeadline(a, deadline + EXAM_RULES.submitGraceMs, true)).toBe(
      false,
    );
    expect(
      isPastDeadline(a, deadline + EXAM_RULES.submitGraceMs + 1, true),
    ).toBe(true);
    expect(
      isPastDeadline({ deadline: null }, Number.MAX_SAFE_INTEGER, true),
    ).toBe(false);
  });

  it('shuffles per attempt, deterministically, keeping every question', () => {
    const shuffled = { ...paper, shuffle: true };
    const order = questionOrderFor(shuffled, 'EXA1');
    expect([...order].sort()).toEqual(['f', 'j', 'm', 's']);
    expect(questionOrderFor(shuffled, 'EXA1')).toEqual(order);
    expect(questionOrderFor(paper, 'EXA1')).toEqual(['s', 'm', 'j', 'f']);
  });
});

describe('review policy', () => {
  const failed = attempt({ passed: false, score: 10 });
  const passed = attempt({ passed: true, score: 90 });
  const after = parseLocal('2027-01-02 00:00:00');

  it('NEVER: not for a failed, a passed or a closed paper', () => {
    const never = { ...paper, reviewPolicy: 'NEVER' as const };
    for (const [a, now] of [
      [failed, JUNE],
      [passed, JUNE],
      [failed, after],
    ] as const) {
      expect(decideReview(never, a, 1, now)).toEqual({
        allowed: false,
        reason: '本试卷不公布答案和解析',
      });
    }
  });

  it('AFTER_CLOSE: only once the window has closed', () => {
    const afterClose = { ...paper, reviewPolicy: 'AFTER_CLOSE' as const };
    expect(decideReview(afterClose, passed, 1, JUNE).allowed).toBe(false);
    expect(decideReview(afterClose, failed, 1, after).allowed).toBe(true);
  });

  it('AFTER_SUBMIT: a failed attempt with attempts left gets no key', () => {
    expect(decideReview(paper, failed, 1, JUNE)).toEqual({
      allowed: false,
      reason: '未通过且仍可再次作答，答案和解析暂不公布',
    });
    expect(decideReview(paper, passed, 1, JUNE).allowed).toBe(true);
    expect(decideReview(paper, failed, 2, JUNE).allowed).toBe(true);
    expect(
      decideReview({ ...paper, maxAttempts: null }, failed, 5, JUNE).allowed,
    ).toBe(false);
  });

  it('MOCK papers always review; unsubmitted attempts never', () => {
    expect(
      decideReview(
        { ...paper, mode: 'MOCK', reviewPolicy: 'NEVER' },
        failed,
        1,
        JUNE,
      ).allowed,
    ).toBe(true);
    expect(
      decideReview(paper, attempt({ status: 'IN_PROGRESS' }), 1, JUNE).allowed,
    ).toBe(false);
  });
});
