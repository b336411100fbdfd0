import { act, cleanup, screen, waitFor } from '@testing-library/react';

import type * as SharedApi from '@portal/shared/api';
import { appStore, userInfoAtom } from '@portal/shared/state';
import {
  type FakeBackend,
  type FakeCall,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';
import type { UserInfo } from '@portal/shared/contracts';

import { courseDetail } from '../../lib/test-courses';
import { CoursePage } from './course-page';
import { clearQueue } from './progress-queue';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1' })),
}));

const DETAIL = 'GET /api/portal/course/get';
const START = 'POST /api/study/start';
const PROGRESS = 'POST /api/study/progress';
const END = 'POST /api/study/v2/end';
let backend: FakeBackend;
const courseIdOf = (call: FakeCall | undefined) =>
  (call?.body as { courseId?: string } | undefined)?.courseId;

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
  setWindowWidth(1366);
});

beforeEach(() => {
  // Only the reading clock's timers: Testing Library keeps real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  clearQueue();
  appStore.set(userInfoAtom, { id: 'u1' } as UserInfo);
  backend = fakeBackend()
    .on(DETAIL, article)
    .on(START, { studyTimes: 30, studyStatus: '1' })
    .on(PROGRESS, (call: FakeCall) => ({
      studyTimes: (call.body as { studyTimes: number }).studyTimes,
      studyStatus: '1',
    }))
    .on(END, { studyStatus: '2', earnedHours: 0.25 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

const PAGES: TestRoutes = { '/commendIndex/coursetextdetail': <CoursePage /> };

describe('image-text course', () => {
  it('shows the text sanitised, with no video', async () => {
    renderRoutes(PAGES, '/commendIndex/coursetextdetail?id=a1');
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
    // The second answer is the refresh after the end call.
    backend.on(DETAIL, () =>
      backend.calls(DETAIL).length > 1
        ? { ...article, studyStatus: '2', studyTimes: 90 }
        : article,
    );
    renderRoutes(PAGES, '/commendIndex/coursetextdetail?id=a1');
    await screen.findByTestId('course-article');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await vi.waitFor(() =>
      expect(courseIdOf(backend.calls(START)[0])).toBe('a1'),
    );
    expect(screen.getByRole('timer').textContent).toContain('已阅读 00:30');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await vi.waitFor(() =>
      expect(backend.calls(PROGRESS).map((call) => call.body)).toContainEqual({
        courseId: 'a1',
        studyTimes: 90,
      }),
    );
    await vi.waitFor(() =>
      expect(courseIdOf(backend.calls(END)[0])).toBe('a1'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('study-status').textContent).toBe('已学习'),
    );
    expect(backend.calls(DETAIL)).toHaveLength(2);
    expect(screen.getByRole('timer').textContent).toContain('已阅读 01:30');
  });
});
