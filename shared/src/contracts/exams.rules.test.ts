import { examStartRefusal } from './exams.rules';

describe('examStartRefusal', () => {
  const open = {
    windowStatus: 'OPEN' as const,
    maxAttempts: 2,
    attemptsUsed: 0,
    inProgress: false,
  };

  it('lets a new attempt start in an open window with attempts left', () => {
    expect(examStartRefusal(open)).toBeNull();
    expect(examStartRefusal({ ...open, attemptsUsed: 1 })).toBeNull();
    expect(
      examStartRefusal({ ...open, maxAttempts: null, attemptsUsed: 50 }),
    ).toBeNull();
  });

  it('refuses outside the window and when attempts are used up', () => {
    expect(examStartRefusal({ ...open, windowStatus: 'NOT_STARTED' })).toEqual({
      code: 'NOT_STARTED',
      message: '答题尚未开始，请在开放时间内作答',
    });
    expect(examStartRefusal({ ...open, windowStatus: 'CLOSED' })).toEqual({
      code: 'CLOSED',
      message: '答题已结束，不能再作答',
    });
    expect(examStartRefusal({ ...open, attemptsUsed: 2 })).toEqual({
      code: 'NO_ATTEMPTS_LEFT',
      message: '本试卷最多可作答2次，您的作答次数已用完',
    });
  });

  it('always resumes an attempt in progress', () => {
    for (const windowStatus of ['NOT_STARTED', 'CLOSED'] as const) {
      expect(
        examStartRefusal({ ...open, windowStatus, inProgress: true }),
      ).toBeNull();
    }
    expect(
      examStartRefusal({ ...open, attemptsUsed: 2, inProgress: true }),
    ).toBeNull();
  });
});
