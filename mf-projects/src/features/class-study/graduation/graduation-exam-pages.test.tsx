import { cleanup, fireEvent, screen } from '@testing-library/react';

import type {
  Checklist,
  ChecklistItem,
  ConditionState,
  ExamRunnerProps,
} from '@portal/shared/contracts';
import { provideRemoteModuleLoader } from '@portal/shared/spa';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  type TestRoutes,
} from '@portal/shared/testing';

import { GraduationExamPage } from './graduation-exam-pages';

const CHECKLIST = 'GET /api/tbtp/study/checklist';

const item = (
  key: 'COURSES' | 'HOMEWORK' | 'EXAM',
  state: ConditionState,
): ChecklistItem => ({
  key,
  title: { COURSES: '必修课程', HOMEWORK: '班级作业', EXAM: '结业考试' }[key],
  state,
  detail: '说明',
  deadline: '2026-12-31 23:59:59',
  link: key === 'HOMEWORK' ? '/projectDetailGrbjzy?id=T1' : '/x',
  linkText: '去提交',
  done: 0,
  total: 1,
});

function checklist(patch: Partial<Checklist>): Checklist {
  return {
    tbtpId: 'T1',
    name: '测试专题班',
    orgName: '组织部',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    status: 'IN_PROGRESS',
    requiredHours: 10,
    compulsoryHours: 6,
    electiveHours: 4,
    graduated: false,
    graduatedAt: null,
    certificate: null,
    paperId: 'P1',
    examOpen: true,
    examRefusal: null,
    items: [item('COURSES', 'DONE'), item('EXAM', 'TODO')],
    ...patch,
  } as Checklist;
}

const PAGES: TestRoutes = { '/projectStartExam': <GraduationExamPage /> };

let backend: FakeBackend;

beforeEach(() => {
  backend = fakeBackend();
});

afterEach(() => {
  cleanup();
  provideRemoteModuleLoader(null);
  vi.unstubAllGlobals();
});

describe('graduation exam page', () => {
  it('keeps the exam closed while conditions are unmet and links to them', async () => {
    const loader = vi.fn();
    provideRemoteModuleLoader(loader);
    backend.on(
      CHECKLIST,
      checklist({
        examOpen: false,
        examRefusal: '请先完成以下结业条件后再参加结业考试：班级作业',
        items: [
          item('COURSES', 'DONE'),
          item('HOMEWORK', 'TODO'),
          item('EXAM', 'LOCKED'),
        ],
      }),
    );
    renderRoutes(PAGES, '/projectStartExam?id=T1');
    expect((await screen.findByTestId('exam-locked')).textContent).toContain(
      '班级作业',
    );
    expect(
      screen
        .getByRole('link', { name: '去提交：班级作业' })
        .getAttribute('href'),
    ).toBe('/projectDetailGrbjzy?id=T1');
    expect(loader).not.toHaveBeenCalled();
    expect(backend.calls(CHECKLIST)[0]?.query.get('tbtpId')).toBe('T1');
  });

  it('shows the fallback with 重试 when the runner cannot load, then runs it', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('mf_exams/exam-runner 加载失败'));
    provideRemoteModuleLoader(loader);
    backend.on(CHECKLIST, checklist({}));
    renderRoutes(PAGES, '/projectStartExam?id=T1');
    const fallback = await screen.findByTestId('remote-unavailable');
    expect(fallback.textContent).toContain('服务暂不可用');
    // The rest of the page still shows the class.
    expect(screen.getByText('测试专题班')).toBeTruthy();

    let submitted: ExamRunnerProps['onSubmitted'];
    loader.mockResolvedValue({
      ExamRunner: (props: ExamRunnerProps) => {
        submitted = props.onSubmitted;
        return <p>答题组件 {props.paperId}</p>;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('答题组件 P1')).toBeTruthy();
    expect(loader).toHaveBeenLastCalledWith('mf_exams', './exam-runner');

    // Passing: the checklist reloads and says so; the runner stays.
    backend.on(
      CHECKLIST,
      checklist({
        graduated: true,
        graduatedAt: '2026-11-22 10:00:00',
        certificate: { id: 'c', certNo: 'GBWL-2026-101201', title: '结业证书' },
        items: [item('COURSES', 'DONE'), item('EXAM', 'DONE')],
      }),
    );
    submitted?.({
      attemptId: 'A1',
      score: 100,
      totalScore: 100,
      passScore: 60,
      passed: true,
      autoSubmitted: false,
    });
    expect((await screen.findByTestId('graduated')).textContent).toContain(
      'GBWL-2026-101201',
    );
    expect(screen.getByText('答题组件 P1')).toBeTruthy();
  });

  it('refuses a module that is not the runner', async () => {
    provideRemoteModuleLoader(() => Promise.resolve({ something: 1 }));
    backend.on(CHECKLIST, checklist({}));
    renderRoutes(PAGES, '/projectStartExam?id=T1');
    expect(
      (await screen.findByTestId('remote-unavailable')).textContent,
    ).toContain('不是有效的答题组件');
  });
});
