import { describe, expect, it } from 'vitest';

import routes, { EXAM_FAMILY_PAGES, type HostedFamilyKey } from '../routes';
import type { ExamSummary } from '@portal/shared/contracts';
import {
  FAMILY_POLICIES,
  familyOfKind,
  policyFacts,
  reviewHref,
  startHref,
  startState,
  timeLimitText,
} from './exam-policy';

const paper: ExamSummary = {
  paperId: '17008',
  title: '保密知识巩固练习',
  description: '',
  activity: '保密知识巩固练习',
  kind: 'CONSOLIDATE_FORMAL',
  mode: 'FORMAL',
  courseId: null,
  tbtpId: null,
  openAt: '2026-01-01 00:00:00',
  closeAt: '2026-12-31 23:59:59',
  windowStatus: 'OPEN',
  timeLimitSec: 60,
  maxAttempts: 3,
  passScore: 60,
  reviewPolicy: 'NEVER',
  shuffle: false,
  totalScore: 100,
  questionCount: 4,
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
  inProgressAttemptId: null,
  examStatus: '0',
};

describe('family policies', () => {
  it('every kind belongs to exactly one family with its own pages', () => {
    const kinds = Object.values(FAMILY_POLICIES).flatMap((f) => f.kinds);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(familyOfKind('FUN').startPath).toBe('/spiceAnswer/spiceAnswerStart');
    expect(familyOfKind('CLASSROOM').reviewPath).toBe('/examManage/manageExam');
    expect(familyOfKind('TRAINING').reviewPath).toBe(
      '/startCultivate/CultivateExam',
    );
    expect(familyOfKind('CONSOLIDATE_MOCK').startPath).toBe(
      '/solidify/textManage',
    );
    expect(startHref(paper)).toBe('/solidify/officialManage?paperId=17008');
    expect(reviewHref('CONSOLIDATE_FORMAL', 'EXA1')).toBe(
      '/solidify/officialExam?attemptId=EXA1',
    );
  });

  it('answer and review on the pages of the route manifest', () => {
    const listed = routes.map((route) => route.path);
    for (const key of Object.keys(EXAM_FAMILY_PAGES) as HostedFamilyKey[]) {
      expect(listed).toContain(FAMILY_POLICIES[key].startPath);
      expect(listed).toContain(FAMILY_POLICIES[key].reviewPath);
    }
  });
});

describe('start button', () => {
  it('starts, retries or resumes in an open window', () => {
    expect(startState(paper)).toEqual({ label: '开始答题', enabled: true });
    expect(startState({ ...paper, attemptsUsed: 1 })).toEqual({
      label: '再次作答',
      enabled: true,
    });
    expect(
      startState({ ...paper, attemptsUsed: 3, inProgressAttemptId: 'A' }),
    ).toEqual({ label: '继续答题', enabled: true });
  });

  it('is disabled outside the window and when attempts are used up', () => {
    expect(startState({ ...paper, windowStatus: 'NOT_STARTED' })).toEqual({
      label: '未开始',
      enabled: false,
      reason: '答题尚未开始，请在开放时间内作答',
    });
    expect(startState({ ...paper, windowStatus: 'CLOSED' })).toEqual({
      label: '已结束',
      enabled: false,
      reason: '答题已结束，不能再作答',
    });
    expect(startState({ ...paper, attemptsUsed: 3 })).toEqual({
      label: '次数已用完',
      enabled: false,
      reason: '本试卷最多可作答3次，您的作答次数已用完',
    });
    expect(
      startState({ ...paper, maxAttempts: null, attemptsUsed: 50 }).enabled,
    ).toBe(true);
  });
});

describe('policy facts', () => {
  it('says what the policy means', () => {
    const facts = Object.fromEntries(policyFacts(paper));
    expect(facts).toMatchObject({
      答题方式: '正式答题',
      答题时限: '1分钟',
      作答次数: '共3次，已作答0次',
      答案和解析: '不公布',
      合格分: '60分',
    });
    const mock = Object.fromEntries(
      policyFacts({ ...paper, mode: 'MOCK', maxAttempts: null }),
    );
    expect(mock.答案和解析).toBe('答题时可查看');
    expect(mock.作答次数).toBe('不限次数，已作答0次');
    expect(timeLimitText(null)).toBe('不限时');
    expect(timeLimitText(90)).toBe('1分30秒');
  });
});
