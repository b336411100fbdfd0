import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import type * as SharedApi from '@portal/shared/api';
import { appStore, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/types';
import { AppProviders } from '@portal/shared/ui';

import { installDomStubs } from '../course-catalogue/test-dom';
import { CoursePage } from './course-page';
import { fetchCourseDetail, studyApi } from './course-study.api';
import type * as CourseStudyApi from './course-study.api';
import { clearQueue } from './progress-queue';
import { courseDetail } from './test-fixtures';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1' })),
}));
vi.mock('./course-study.api', async (importOriginal) => ({
  ...(await importOriginal<typeof CourseStudyApi>()),
  fetchCourseDetail: vi.fn(),
  studyApi: { start: vi.fn(), progress: vi.fn(), end: vi.fn() },
}));

const detailMock = vi.mocked(fetchCourseDetail);
const startMock = vi.mocked(studyApi.start);
const progressMock = vi.mocked(studyApi.progress);
const endMock = vi.mocked(studyApi.end);

const article = courseDetail({
  id: 'a1',
  name: '图文课程：基层治理案例',
  resourceType: 'ARTICLE',
  resourcePath: '',
  videoSeconds: 90,
  studyTimes: 30,
  studyStatus: '1',
  content:
    '<p>第一段<strong>重点</strong></p>' +
    '<img src="/x.png" alt="插图" onerror="window.hacked = true">' +
    '<script>window.hacked = true</script>' +
    '<a href="javascript:window.hacked = true">坏链接</a>',
});

beforeAll(() => {
  installDomStubs();
});

beforeEach(() => {
  // Only the reading clock's timers: Testing Library keeps real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  clearQueue();
  appStore.set(userInfoAtom, { id: 'u1' } as UserInfo);
  detailMock.mockReset();
  detailMock.mockResolvedValue(article);
  startMock.mockReset();
  startMock.mockResolvedValue({ studyTimes: 30, studyStatus: '1' });
  progressMock.mockReset();
  progressMock.mockImplementation(async (_id, studyTimes) => ({
    studyTimes,
    studyStatus: '1',
  }));
  endMock.mockReset();
  endMock.mockResolvedValue({ studyStatus: '2', earnedHours: 0.25 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ status: 200 }) as Response),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

function renderArticle() {
  const router = createMemoryRouter(
    [{ path: '/commendIndex/coursetextdetail', element: <CoursePage /> }],
    { initialEntries: ['/commendIndex/coursetextdetail?id=a1'] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('image-text course', () => {
  it('shows the text sanitised, with no video', async () => {
    renderArticle();
    const body = await screen.findByTestId('course-article');
    expect(body.querySelector('strong')?.textContent).toBe('重点');
    expect(screen.getByAltText('插图').getAttribute('onerror')).toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect(screen.getByText('坏链接').getAttribute('href') ?? '').not.toContain(
      'javascript',
    );
    expect(screen.queryByLabelText(/^课程视频/)).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('records reading time from opening to the required seconds', async () => {
    detailMock
      .mockResolvedValueOnce(article)
      .mockResolvedValue({ ...article, studyStatus: '2', studyTimes: 90 });
    renderArticle();
    await screen.findByTestId('course-article');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(startMock).toHaveBeenCalledWith('a1');
    expect(screen.getByRole('timer').textContent).toContain('已阅读 00:30');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(progressMock).toHaveBeenCalledWith('a1', 90);
    expect(endMock).toHaveBeenCalledWith('a1');
    await waitFor(() =>
      expect(screen.getByTestId('study-status').textContent).toBe('已学习'),
    );
    expect(detailMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('timer').textContent).toContain('已阅读 01:30');
  });
});
