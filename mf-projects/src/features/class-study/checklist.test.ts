import { describe, expect, it } from 'vitest';

import type { ChecklistItem } from '@portal/shared/contracts';

import {
  archivePath,
  checklistSummary,
  CONDITION_STATES,
  deadlineText,
  unmetBeforeExam,
} from './checklist';

const item = (key: ChecklistItem['key'], state: ChecklistItem['state']) =>
  ({ key, state }) as ChecklistItem;

describe('checklist helpers', () => {
  it('summarises and lists what is left before the exam', () => {
    const items = [
      item('COURSES', 'DONE'),
      item('HOMEWORK', 'OVERDUE'),
      item('SURVEY', 'TODO'),
      item('EXAM', 'LOCKED'),
    ];
    expect(checklistSummary(items)).toBe('已完成 1/4 项结业条件');
    expect(unmetBeforeExam(items).map((i) => i.key)).toEqual([
      'HOMEWORK',
      'SURVEY',
    ]);
    expect(CONDITION_STATES.OVERDUE.text).toBe('已逾期');
    expect(CONDITION_STATES.LOCKED.text).toBe('未开放');
  });

  it('formats deadlines and archive paths', () => {
    expect(deadlineText('2026-12-31 23:59:59')).toBe('2026-12-31 23:59');
    expect(deadlineText(null)).toBe('不限');
    expect(archivePath('myExam', 'TBTP 1')).toBe(
      '/projectDetailCxda/myExam?id=TBTP%201',
    );
  });
});
