import { cleanup, fireEvent, render, screen } from '@testing-library/react';

import type { ExamDetail } from '@portal/shared/contracts';
import { type FakeBackend, fakeBackend } from '@portal/shared/testing';
import { AppProviders } from '@portal/shared/ui';

import { ExamRunner } from './exam-runner';

const GET_EXAM = 'GET /api/exam/getExam';
const START = 'POST /api/exam/startRecord';
const USED_UP = '本试卷最多可作答1次，您的作答次数已用完';

function paper(patch: Partial<ExamDetail>): ExamDetail {
  return {
    paperId: '17010',
    title: '党纪学习教育巩固练习',
    description: '',
    activity: '党纪学习教育',
    kind: 'CONSOLIDATE_FORMAL',
    mode: 'FORMAL',
    courseId: null,
    tbtpId: null,
    openAt: '2026-01-01 00:00:00',
    closeAt: '2026-12-31 23:59:59',
    windowStatus: 'OPEN',
    timeLimitSec: null,
    maxAttempts: 1,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    totalScore: 100,
    questionCount: 2,
    attemptsUsed: 0,
    bestScore: null,
    passed: false,
    inProgressAttemptId: null,
    examStatus: '0',
    canStart: true,
    refusal: null,
    attempts: [],
    ...patch,
  };
}

const usedUp = paper({
  attemptsUsed: 1,
  canStart: false,
  refusal: USED_UP,
  attempts: [
    {
      attemptId: 'A1',
      attemptNo: 1,
      status: 'SUBMITTED',
      startedAt: '2026-11-26 09:00:00',
      submittedAt: '2026-11-26 09:05:00',
      score: 50,
      passed: false,
      autoSubmitted: false,
    },
  ],
});

let backend: FakeBackend;

beforeEach(() => {
  backend = fakeBackend();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRunner() {
  render(
    <AppProviders>
      <ExamRunner paperId="17010" />
    </AppProviders>,
  );
}

/** Answers getExam with `first`, then with `later` on every further call. */
function paperChangesTo(first: ExamDetail, later: ExamDetail) {
  let calls = 0;
  backend.on(GET_EXAM, () => (calls++ === 0 ? first : later));
}

describe('exam runner start refusal', () => {
  it('shows the server’s standing after a refused start: counts, disabled button, one refusal', async () => {
    paperChangesTo(paper({}), usedUp);
    backend.on(START, backend.failure(USED_UP, 422));
    renderRunner();
    const intro = await screen.findByTestId('exam-intro');
    expect(intro.textContent).toContain('共1次，已作答0次');

    fireEvent.click(screen.getByRole('button', { name: '开始答题' }));

    expect((await screen.findByTestId('exam-refusal')).textContent).toContain(
      USED_UP,
    );
    expect(screen.getByTestId('exam-intro').textContent).toContain(
      '共1次，已作答1次',
    );
    const button = screen.getByRole('button', { name: '次数已用完' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: '我的作答记录' })).toBeTruthy();
    // The same message is not shown twice.
    expect(screen.queryByTestId('exam-start-error')).toBeNull();
    expect(backend.calls(GET_EXAM)).toHaveLength(2);
    expect(backend.calls(GET_EXAM)[1]?.query.get('paperId')).toBe('17010');
  });

  it('keeps the error and the button when the paper itself has not changed', async () => {
    backend.on(GET_EXAM, paper({}));
    backend.on(START, backend.failure('系统繁忙，请稍后重试', 200));
    renderRunner();
    fireEvent.click(await screen.findByRole('button', { name: '开始答题' }));

    expect(
      (await screen.findByTestId('exam-start-error')).textContent,
    ).toContain('系统繁忙，请稍后重试');
    const button = screen.getByRole('button', { name: '开始答题' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('exam-refusal')).toBeNull();
  });

  it('keeps the paper it showed when the refresh fails too', async () => {
    let calls = 0;
    backend.on(GET_EXAM, () =>
      calls++ === 0 ? paper({}) : backend.failure('系统异常', 500),
    );
    backend.on(START, backend.failure(USED_UP, 422));
    renderRunner();
    fireEvent.click(await screen.findByRole('button', { name: '开始答题' }));

    expect(
      (await screen.findByTestId('exam-start-error')).textContent,
    ).toContain(USED_UP);
    expect(screen.getByTestId('exam-intro').textContent).toContain(
      '共1次，已作答0次',
    );
  });
});
