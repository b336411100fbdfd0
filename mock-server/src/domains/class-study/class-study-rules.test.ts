import { describe, expect, it } from 'vitest';

import {
  HOMEWORK_MESSAGES,
  buildChecklist,
  checkHomeworkInput,
  examRefusal,
  homeworkState,
  isComplete,
  type ChecklistInput,
} from './class-study-rules';

const base: ChecklistInput = {
  cls: {
    tbtpId: 'T1',
    endDate: '2026-12-31',
    requiredHours: 10,
    compulsoryHours: 6,
    electiveHours: 4,
  },
  enrollment: {
    compulsoryEarned: 0,
    electiveEarned: 0,
    finishedCourses: 0,
    courseCount: 5,
    examPassed: false,
  },
  compulsoryCourses: [
    { id: 'c1', creditHour: 3, completed: true },
    { id: 'c2', creditHour: 3, completed: false },
  ],
  optionalCourses: [{ id: 'o1', creditHour: 4, completed: false }],
  homeworks: [],
  surveys: [],
  paper: {
    paperId: 'P',
    title: '结业考试',
    passScore: 60,
    maxAttempts: 2,
    closeAt: '2026-12-31 23:59:59',
    attempts: [],
  },
  now: '2026-11-22 10:00:00',
};

const homework = (deadline: string, required = true) => ({
  id: 'h',
  tenantId: '001.001' as const,
  tbtpId: 'T1',
  title: '作业',
  requirement: '',
  deadline,
  required,
  totalScore: 100,
  passScore: 60,
});

const stateOf = (input: ChecklistInput, key: string) =>
  buildChecklist(input).find((i) => i.key === key)?.state;

describe('buildChecklist', () => {
  it('locks the exam until the other conditions are met', () => {
    const items = buildChecklist(base);
    expect(items.map((i) => [i.key, i.state])).toEqual([
      ['COURSES', 'TODO'],
      ['HOURS', 'TODO'],
      ['EXAM', 'LOCKED'],
    ]);
    expect(items[0]?.detail).toBe('已完成 1/2 门必修课程');
    expect(examRefusal(items)).toBe(
      '请先完成以下结业条件后再参加结业考试：必修课程、学时要求',
    );
  });

  it('opens the exam when courses and hours are done; graduation needs the pass', () => {
    const done: ChecklistInput = {
      ...base,
      compulsoryCourses: base.compulsoryCourses.map((c) => ({
        ...c,
        completed: true,
      })),
      optionalCourses: [{ id: 'o1', creditHour: 4, completed: true }],
    };
    expect(stateOf(done, 'HOURS')).toBe('DONE');
    expect(stateOf(done, 'EXAM')).toBe('TODO');
    expect(examRefusal(buildChecklist(done))).toBeNull();
    expect(isComplete(buildChecklist(done))).toBe(false);
    const passed = {
      ...done,
      paper: {
        ...base.paper!,
        attempts: [{ status: 'SUBMITTED' as const, passed: true }],
      },
    };
    expect(isComplete(buildChecklist(passed))).toBe(true);
  });

  it('the seeded history may say the courses and hours are done', () => {
    const history = {
      ...base,
      enrollment: {
        ...base.enrollment,
        finishedCourses: 5,
        compulsoryEarned: 6,
        electiveEarned: 4,
      },
    };
    expect(stateOf(history, 'COURSES')).toBe('DONE');
    expect(stateOf(history, 'HOURS')).toBe('DONE');
  });

  it('marks overdue homework, failed exams and missing surveys', () => {
    const input: ChecklistInput = {
      ...base,
      homeworks: [{ homework: homework('2026-11-20 18:00:00') }],
      surveys: [
        {
          id: 's',
          title: '问卷',
          closeAt: '2026-12-31 23:59:59',
          submitted: false,
        },
      ],
      paper: {
        ...base.paper!,
        attempts: [
          { status: 'SUBMITTED', passed: false },
          { status: 'SUBMITTED', passed: false },
        ],
      },
    };
    expect(stateOf(input, 'HOMEWORK')).toBe('OVERDUE');
    expect(stateOf(input, 'SURVEY')).toBe('TODO');
    expect(stateOf(input, 'EXAM')).toBe('FAILED');
    const survey = buildChecklist(input).find((i) => i.key === 'SURVEY');
    expect(survey?.link).toBe('/preview?id=s');
  });

  it('leaves out optional homework and absent exams', () => {
    const items = buildChecklist({
      ...base,
      homeworks: [{ homework: homework('2026-12-01 00:00:00', false) }],
      paper: null,
    });
    expect(items.map((i) => i.key)).toEqual(['COURSES', 'HOURS']);
  });
});

describe('homework', () => {
  const pdf = Buffer.from('%PDF-1.7 x').toString('base64');

  it('accepts text with an allowed, genuine file', () => {
    const check = checkHomeworkInput(' 心得 ', {
      name: 'a.PDF',
      type: 'application/pdf',
      base64: pdf,
    });
    expect(check).toMatchObject({
      ok: true,
      content: '心得',
      file: { size: 10 },
    });
  });

  it('refuses what the client must not send', () => {
    const msg = (content: unknown, file?: unknown) => {
      const r = checkHomeworkInput(content, file);
      return r.ok ? 'ok' : r.message;
    };
    expect(msg('')).toBe(HOMEWORK_MESSAGES.contentMissing);
    expect(msg('x'.repeat(5001))).toBe(HOMEWORK_MESSAGES.contentTooLong);
    expect(
      msg('x', { name: 'a.exe', type: 'application/pdf', base64: pdf }),
    ).toBe(HOMEWORK_MESSAGES.fileType);
    expect(msg('x', { name: 'a.pdf', type: 'image/png', base64: pdf })).toBe(
      HOMEWORK_MESSAGES.fileType,
    );
    expect(
      msg('x', {
        name: 'a.jpg',
        type: 'image/jpeg',
        base64: Buffer.from('GIF89a').toString('base64'),
      }),
    ).toBe(HOMEWORK_MESSAGES.fileBroken);
    expect(
      msg('x', {
        name: 'a.txt',
        type: 'text/plain',
        base64: Buffer.alloc(500 * 1024 + 1, 'a').toString('base64'),
      }),
    ).toBe(HOMEWORK_MESSAGES.fileTooLarge);
    expect(msg('x', { name: 'a.txt', type: 'text/plain', base64: '' })).toBe(
      HOMEWORK_MESSAGES.fileEmpty,
    );
    expect(msg('x', { name: 'a.txt', type: 'text/plain', base64: '@@' })).toBe(
      '附件编码不正确',
    );
  });

  it('states', () => {
    const h = { deadline: '2026-11-22 12:00:00' };
    expect(homeworkState(h, undefined, '2026-11-22 11:59:59')).toBe('TODO');
    expect(homeworkState(h, undefined, '2026-11-22 12:00:01')).toBe('OVERDUE');
    expect(homeworkState(h, {}, '2026-11-23 00:00:00')).toBe('SUBMITTED');
    expect(homeworkState(h, { score: 80 }, '2026-11-23 00:00:00')).toBe(
      'GRADED',
    );
  });
});
