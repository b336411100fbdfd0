import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react';

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
import { SWITCH_BLOCKED_MESSAGE } from './course-video';
import { PENDING_SYNC_TEXT } from './hours-box';
import { clearQueue, QUEUE_KEY, readQueue } from './progress-queue';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1' })),
}));

const DETAIL = 'GET /api/portal/course/get';
const COLLECT = 'POST /api/portal/collect/toggleCollect';
const START = 'POST /api/study/start';
const PROGRESS = 'POST /api/study/progress';
const END = 'POST /api/study/v2/end';
let backend: FakeBackend;

const bodies = (route: string) => backend.calls(route).map((call) => call.body);
/** A progress answer that takes the reported position. */
const progressAnswer = (call: FakeCall) => ({
  studyTimes: (call.body as { studyTimes: number }).studyTimes,
  studyStatus: '1',
});
/** The report sent with fetch keepalive (the other calls go through the client). */
const keepaliveCall = () =>
  vi.mocked(fetch).mock.calls.find(([, init]) => init?.keepalive);

beforeAll(() => {
  setWindowWidth(1366);
  // jsdom plays nothing: pause() only fires its event.
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', {
    configurable: true,
    value(this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    },
  });
});

beforeEach(() => {
  localStorage.clear();
  clearQueue();
  appStore.set(userInfoAtom, { id: 'u1', name: '学员' } as UserInfo);
  backend = fakeBackend()
    .on(DETAIL, courseDetail())
    .on(COLLECT, { isCollected: true })
    .on(START, { studyTimes: 125, studyStatus: '1' })
    .on(PROGRESS, progressAnswer)
    .on(END, { studyStatus: '2', earnedHours: 1 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

const PAGES: TestRoutes = {
  '/commendIndex': <p>课程目录页</p>,
  '/commendIndex/coursedetail': <CoursePage />,
  '/commendIndex/coursetextdetail': <CoursePage />,
  '/subcourse': <CoursePage />,
  '/commendIndex/discussRoom': <p>课程讨论页</p>,
};
const COURSE_URL = '/commendIndex/coursedetail?id=c1';

async function video(): Promise<HTMLVideoElement> {
  return (await screen.findByLabelText(/^课程视频：/)) as HTMLVideoElement;
}

describe('CoursePage', () => {
  it('shows the course, its hours box and a collect toggle', async () => {
    renderRoutes(PAGES, COURSE_URL);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '习近平新时代中国特色社会主义思想概论',
      }),
    ).toBeTruthy();
    expect(backend.calls(DETAIL)[0]?.query.get('id')).toBe('c1');
    expect(screen.getByText('讲师：张教授')).toBeTruthy();
    expect(screen.getByText('时长：32:00')).toBeTruthy();
    expect(screen.getByText('课程简介正文')).toBeTruthy();
    expect(screen.getByText('讲师介绍正文')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '讲义.pdf' }).getAttribute('href'),
    ).toBe('/files/c1.pdf');
    expect(
      screen.getByRole('img', { name: '习近平新时代中国特色社会主义思想概论' }),
    ).toBeTruthy();
    const box = screen.getByTestId('hours-box');
    expect(box.textContent).toContain('学时规则：本课程时长32分钟');
    expect(box.textContent).toContain('当前情况：已学习2分5秒，尚未完成');
    expect(screen.getByTestId('study-status').textContent).toBe('学习中');
    expect(
      screen.getByRole('link', { name: '进入课程讨论' }).getAttribute('href'),
    ).toBe('/commendIndex/discussRoom?id=c1');
    expect(
      screen.getByRole('link', { name: '分享' }).getAttribute('href'),
    ).toBe('/share?id=c1');
    expect(screen.getAllByRole('group', { name: /立场观点正确/ })).toHaveLength(
      1,
    );

    const collect = screen.getByRole('button', { name: /收藏/ });
    expect(collect.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(collect);
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: /已收藏/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(bodies(COLLECT)).toEqual([{ courseId: 'c1', type: 'collect' }]);
  });

  it('leads to the classroom test when the course has one', async () => {
    backend.on(
      DETAIL,
      courseDetail({
        classroomTest: { paperId: 'p1', title: '课后测试', passed: false },
      }),
    );
    renderRoutes(PAGES, COURSE_URL);
    const link = await screen.findByRole('link', { name: '参加随堂测试' });
    expect(link.getAttribute('href')).toBe('/examManage/startExam?courseId=c1');
    expect(screen.getByText('未合格')).toBeTruthy();
  });

  it('shows no classroom test box for a course without one', async () => {
    renderRoutes(PAGES, COURSE_URL);
    await screen.findByTestId('hours-box');
    expect(screen.queryByRole('heading', { name: '随堂测试' })).toBeNull();
  });

  it('says 课程不存在 for an unknown course', async () => {
    backend.on(DETAIL, backend.failure('课程不存在', 404));
    renderRoutes(PAGES, '/subcourse?id=nope');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '课程不存在',
    );
  });

  it('resumes at the saved second and starts recording on play', async () => {
    renderRoutes(PAGES, COURSE_URL);
    const player = await video();
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.hasAttribute('playsinline')).toBe(true);
    fireEvent(player, new Event('loadedmetadata'));
    expect(player.currentTime).toBe(125);
    fireEvent.play(player);
    await waitFor(() => expect(bodies(START)).toEqual([{ courseId: 'c1' }]));
    // Forward seeking is refused on a first viewing.
    player.currentTime = 900;
    fireEvent(player, new Event('seeking'));
    expect(player.currentTime).toBe(125);
    expect(await screen.findByText('首次学习不能快进')).toBeTruthy();
  });

  it('blocks links to other pages while the video plays', async () => {
    const { router } = renderRoutes(PAGES, COURSE_URL);
    const player = await video();
    fireEvent.play(player);
    fireEvent.click(screen.getByRole('link', { name: '进入课程讨论' }));
    expect(await screen.findByText(SWITCH_BLOCKED_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/commendIndex/coursedetail');

    fireEvent.pause(player);
    fireEvent.click(screen.getByRole('link', { name: '进入课程讨论' }));
    expect(await screen.findByText('课程讨论页')).toBeTruthy();
  });

  it('sends the last report with fetch keepalive when the page unmounts', async () => {
    const { unmount } = renderRoutes(PAGES, COURSE_URL);
    const player = await video();
    fireEvent(player, new Event('loadedmetadata'));
    fireEvent.play(player);
    await waitFor(() => expect(backend.calls(START)).toHaveLength(1));
    player.currentTime = 130.2;
    fireEvent.timeUpdate(player);
    unmount();
    await waitFor(() => expect(keepaliveCall()).toBeDefined());
    const [url, init] = keepaliveCall()!;
    expect(url).toBe('/api/study/progress');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init?.headers).toMatchObject({ token: 'TOKEN-1' });
    expect(JSON.parse(String(init?.body))).toEqual({
      courseId: 'c1',
      studyTimes: 131,
    });
  });

  it('pauses the video and shows the message of a plagFlag answer', async () => {
    // The text of a plagFlag answer comes in the envelope's message.
    backend.on(
      PROGRESS,
      new Response(
        JSON.stringify({
          success: false,
          message: '检测到异常学习进度，已暂停记录，请正常观看',
          plagFlag: true,
          data: null,
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderRoutes(PAGES, COURSE_URL);
    const player = await video();
    const pause = vi.spyOn(player, 'pause');
    fireEvent(player, new Event('loadedmetadata'));
    fireEvent.play(player);
    player.currentTime = 140;
    fireEvent.timeUpdate(player);
    fireEvent(document, new Event('visibilitychange'));
    // Visible: nothing is reported; hidden: a report.
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'hidden',
    });
    fireEvent(document, new Event('visibilitychange'));
    expect(
      await screen.findByText('检测到异常学习进度，已暂停记录，请正常观看'),
    ).toBeTruthy();
    expect(pause).toHaveBeenCalled();
    // @ts-expect-error -- back to jsdom's own getter on the prototype
    delete document.visibilityState;
  });

  it('shows 已学习 and the earned hours once the end call succeeds', async () => {
    // The refresh after the end call has the hours.
    backend.on(DETAIL, () =>
      backend.calls(DETAIL).length === 1
        ? courseDetail()
        : courseDetail({
            studyStatus: '2',
            showStatusMsg: '已学习',
            earnedHours: 1,
            hoursStatus: '已学习完成，本年度已获得1学时',
          }),
    );
    renderRoutes(PAGES, COURSE_URL);
    const player = await video();
    fireEvent.play(player);
    player.currentTime = 1920;
    fireEvent.pause(player);
    fireEvent(player, new Event('ended'));
    await waitFor(() => expect(bodies(END)).toEqual([{ courseId: 'c1' }]));
    await waitFor(() =>
      expect(screen.getByTestId('study-status').textContent).toBe('已学习'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('hours-box').textContent).toContain(
        '本年度已获得1学时',
      ),
    );
    expect(screen.getByTestId('earned-hours').textContent).toBe('1');
    expect(backend.calls(DETAIL)).toHaveLength(2);
    // The player was not remounted by the refresh.
    expect(await video()).toBe(player);
  });

  it('resends queued reports when it opens and shows 学时记录待同步 meanwhile', async () => {
    localStorage.setItem(
      QUEUE_KEY,
      JSON.stringify([
        { userId: 'u1', courseId: 'old', studyTimes: 300, queuedAt: 1 },
      ]),
    );
    let deliver: () => void = () => {};
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    // The first report (the queued one) is answered when the test says so.
    backend.on(PROGRESS, async (call: FakeCall) => {
      if (backend.calls(PROGRESS).length === 1) await delivered;
      return progressAnswer(call);
    });
    renderRoutes(PAGES, COURSE_URL);
    await screen.findByTestId('hours-box');
    await waitFor(() =>
      expect(bodies(PROGRESS)).toContainEqual({
        courseId: 'old',
        studyTimes: 300,
      }),
    );
    const status = screen
      .getAllByRole('status')
      .find((node) => node.textContent === PENDING_SYNC_TEXT);
    expect(status).toBeTruthy();
    await act(async () => deliver());
    await waitFor(() =>
      expect(screen.queryByText(PENDING_SYNC_TEXT)).toBeNull(),
    );
    expect(readQueue()).toEqual([]);
  });

  it('queues a report that fails offline and resends it on online', async () => {
    // The first report finds no network.
    backend.on(PROGRESS, (call: FakeCall) => {
      if (backend.calls(PROGRESS).length === 1) {
        throw new TypeError('Failed to fetch');
      }
      return progressAnswer(call);
    });
    renderRoutes(PAGES, COURSE_URL);
    const player = await video();
    fireEvent(player, new Event('loadedmetadata'));
    fireEvent.play(player);
    player.currentTime = 150;
    fireEvent.timeUpdate(player);
    fireEvent.pause(player);
    expect(await screen.findByText(PENDING_SYNC_TEXT)).toBeTruthy();
    expect(readQueue()).toMatchObject([{ courseId: 'c1', studyTimes: 150 }]);
    fireEvent(window, new Event('online'));
    await waitFor(() =>
      expect(screen.queryByText(PENDING_SYNC_TEXT)).toBeNull(),
    );
    expect(bodies(PROGRESS).at(-1)).toEqual({
      courseId: 'c1',
      studyTimes: 150,
    });
  });
});

describe('CoursePage on a phone', () => {
  beforeAll(() => setWindowWidth(390));
  afterAll(() => setWindowWidth(1366));

  it('starts and pauses the video from a full-width button', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementation(function (this: HTMLMediaElement) {
        this.dispatchEvent(new Event('play'));
        return Promise.resolve();
      });
    renderRoutes(PAGES, COURSE_URL);
    const player = await video();
    // The saved second (125) makes it 继续学习, not 开始学习.
    fireEvent.click(screen.getByRole('button', { name: /继续学习/ }));
    expect(play).toHaveBeenCalledOnce();
    expect(play.mock.contexts[0]).toBe(player);
    const pause = await screen.findByRole('button', { name: /暂停学习/ });
    fireEvent.click(pause);
    expect(
      await screen.findByRole('button', { name: /继续学习/ }),
    ).toBeTruthy();
    play.mockRestore();
  });

  it('has no start button on a desktop, where the controls suffice', async () => {
    setWindowWidth(1366);
    try {
      renderRoutes(PAGES, COURSE_URL);
      await video();
      expect(
        screen.queryByRole('button', { name: /开始学习|继续学习/ }),
      ).toBeNull();
    } finally {
      setWindowWidth(390);
    }
  });
});
