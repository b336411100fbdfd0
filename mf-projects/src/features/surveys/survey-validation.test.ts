import { describe, expect, it } from 'vitest';

import type { SurveyItem } from '@portal/shared/contracts';

import { answersToSend, firstProblem } from './survey-validation';

const items: SurveyItem[] = [
  {
    id: 'q1',
    type: 'SINGLE',
    label: '频率',
    required: true,
    options: ['a', 'b'],
  },
  { id: 'q2', type: 'MULTIPLE', label: '形式', required: true, options: ['a'] },
  { id: 'q3', type: 'RATING', label: '满意度', required: true, max: 5 },
  { id: 'q4', type: 'TEXT', label: '建议', required: false },
];

describe('survey validation', () => {
  it('names the first required item left out, as the server does', () => {
    expect(firstProblem(items, { q1: [0], q2: [] })).toEqual({
      itemId: 'q2',
      message: '请回答第2题：形式',
    });
    expect(firstProblem(items, { q1: [0], q2: [0], q3: 4 })).toBeNull();
  });

  it('sends answered items only, text trimmed', () => {
    expect(
      answersToSend(items, { q1: [1], q2: [], q3: 5, q4: ' 好 ' }),
    ).toEqual({ q1: [1], q3: 5, q4: '好' });
  });
});

describe('hostile text answers', () => {
  const items: SurveyItem[] = [
    { id: 'q1', type: 'SINGLE', label: '单选', required: true, options: ['a'] },
    { id: 'q2', type: 'TEXT', label: '建议', required: false },
  ];

  it('names the item the server would refuse, with its message', () => {
    expect(firstProblem(items, { q1: [0], q2: '建议'.repeat(251) })).toEqual({
      itemId: 'q2',
      message: '第2题不能超过500字',
    });
    expect(firstProblem(items, { q1: [0], q2: '建议\u0000' })).toEqual({
      itemId: 'q2',
      message: '第2题不能包含控制字符',
    });
  });

  it('reports a missing required answer first', () => {
    expect(firstProblem(items, { q2: '\u0000' })?.itemId).toBe('q1');
    expect(firstProblem(items, { q1: [0], q2: '\u0000' })?.itemId).toBe('q2');
    expect(firstProblem(items, { q1: [0] })).toBeNull();
  });
});
