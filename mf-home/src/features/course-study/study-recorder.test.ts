import { ApiError, commonHeaders } from '@portal/shared/api';
import type * as SharedApi from '@portal/shared/api';
import { appStore, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/types';

import type { StudyApi, StudyProgressResult } from './course-study.api';
import { FakeVideo } from './fake-video';
import {
  clearQueue,
  enqueueProgress,
  QUEUE_KEY,
  readQueue,
} from './progress-queue';
import {
  attachReadingStudy,
  attachVideoStudy,
  cancelQueueRetry,
  createReadingClock,
  flushQueuedProgress,
  PROGRESS_INTERVAL_MS,
  SEEK_REFUSED_MESSAGE,
  type VideoStudy,
} from './study-recorder';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1', tenantId: 'T1' })),
}));

const USER = 'u1';

function fakeApi() {
  return {
    start: vi.fn<StudyApi['start']>(async () => ({
      studyTimes: 0,
      studyStatus: '1',
    })),
    progress: vi.fn<StudyApi['progress']>(
      async (_courseId, studyTimes): Promise<StudyProgressResult> => ({
        studyTimes,
        studyStatus: '1',
      }),
    ),
    end: vi.fn<StudyApi['end']>(async () => ({
      studyStatus: '2',
      earnedHours: 1,
    })),
  };
}

type FakeApi = ReturnType<typeof fakeApi>;

const fetchMock = vi.fn<typeof fetch>();
let visibility: DocumentVisibilityState = 'visible';
let attached: { detach(): void }[] = [];

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  clearQueue();
  cancelQueueRetry();
  visibility = 'visible';
  appStore.set(userInfoAtom, { id: USER } as UserInfo);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ status: 200 } as Response);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  for (const study of attached) study.detach();
  attached = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

function attach(
  video: FakeVideo,
  api: FakeApi,
  extra: Partial<Parameters<typeof attachVideoStudy>[0]> = {},
): VideoStudy {
  const study = attachVideoStudy({
    video: video.asVideo(),
    courseId: 'c1',
    userId: USER,
    studyTimes: 0,
    studyStatus: '0',
    api,
    ...extra,
  });
  attached.push(study);
  return study;
}

/** Plays for `seconds` of media and clock time. */
async function playFor(video: FakeVideo, seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    video.tick(1);
    await vi.advanceTimersByTimeAsync(1000);
  }
}

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('study recorder with a video', () => {
  it('sends study/start once, on the first play', async () => {
    const api = fakeApi();
    const video = new FakeVideo();
    attach(video, api);
    expect(api.start).not.toHaveBeenCalled();
    video.play();
    await playFor(video, 3);
    video.pause();
    video.play();
    await settle();
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(api.start).toHaveBeenCalledWith('c1');
  });

  it('reports Math.ceil(currentTime) every 60 s while playing', async () => {
    const api = fakeApi();
    const video = new FakeVideo();
    attach(video, api);
    video.play();
    await playFor(video, 59);
    expect(api.progress).not.toHaveBeenCalled();
    await playFor(video, 1);
    expect(api.progress).toHaveBeenLastCalledWith('c1', 60);
    await playFor(video, 60);
    expect(api.progress).toHaveBeenLastCalledWith('c1', 120);
    expect(api.progress).toHaveBeenCalledTimes(2);
    // Paused: no more periodic reports.
    video.tick(0.4);
    video.pause();
    await settle();
    expect(api.progress).toHaveBeenLastCalledWith('c1', 121);
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 3);
    expect(api.progress).toHaveBeenCalledTimes(3);
  });

  it('reports when the page is hidden', async () => {
    const api = fakeApi();
    const video = new FakeVideo();
    attach(video, api);
    video.play();
    await playFor(video, 7);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.progress).toHaveBeenCalledWith('c1', 7);
  });

  it('sends the last report with fetch keepalive on pagehide and unmount', async () => {
    const api = fakeApi();
    const video = new FakeVideo();
    const study = attach(video, api);
    video.play();
    await playFor(video, 5);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/study/progress');
    expect(init?.keepalive).toBe(true);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      token: 'TOKEN-1',
      tenantId: 'T1',
      'Content-Type': 'application/json;charset=UTF-8',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      courseId: 'c1',
      studyTimes: 5,
    });
    expect(vi.mocked(commonHeaders)).toHaveBeenCalled();
    // Delivered: nothing stays queued.
    expect(readQueue()).toEqual([]);

    video.play();
    video.tick(3);
    study.detach();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      courseId: 'c1',
      studyTimes: 8,
    });
  });

  it('keeps a leave report that got no answer in the queue', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const api = fakeApi();
    const video = new FakeVideo();
    const study = attach(video, api);
    video.play();
    await playFor(video, 4);
    study.detach();
    await settle();
    expect(readQueue()).toMatchObject([
      { userId: USER, courseId: 'c1', studyTimes: 4 },
    ]);
  });

  it('refuses forward seeking on a first viewing', async () => {
    const api = fakeApi();
    const onMessage = vi.fn();
    const video = new FakeVideo();
    const study = attach(video, api, { onMessage });
    video.play();
    await playFor(video, 10);
    video.currentTime = 100;
    expect(video.currentTime).toBe(10);
    expect(onMessage).toHaveBeenCalledWith(SEEK_REFUSED_MESSAGE);
    // Within a second of the furthest point and backwards are fine.
    video.currentTime = 11;
    expect(video.currentTime).toBe(11);
    video.currentTime = 2;
    expect(video.currentTime).toBe(2);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(study.maxWatched()).toBe(10);
  });

  it('allows free seeking once the course is completed', async () => {
    const onMessage = vi.fn();
    const video = new FakeVideo();
    attach(video, fakeApi(), { studyStatus: '2', onMessage });
    video.currentTime = 500;
    expect(video.currentTime).toBe(500);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ends the course on ended, then seeking is free', async () => {
    const api = fakeApi();
    const onCompleted = vi.fn();
    const video = new FakeVideo();
    video.duration = 30;
    const study = attach(video, api, { onCompleted });
    video.play();
    await playFor(video, 29);
    video.end();
    await settle();
    expect(api.progress).toHaveBeenLastCalledWith('c1', 30);
    expect(api.end).toHaveBeenCalledWith('c1');
    expect(onCompleted).toHaveBeenCalledWith({
      studyStatus: '2',
      earnedHours: 1,
    });
    expect(study.completed()).toBe(true);
    video.currentTime = 0;
    video.currentTime = 25;
    expect(video.currentTime).toBe(25);
  });

  it('shows the message when the end is refused', async () => {
    const api = fakeApi();
    api.end.mockRejectedValue(new ApiError('今天学习完成的课程已达上限', 200));
    const onMessage = vi.fn();
    const video = new FakeVideo();
    video.duration = 5;
    const study = attach(video, api, { onMessage });
    video.play();
    await playFor(video, 4);
    video.end();
    await settle();
    expect(onMessage).toHaveBeenCalledWith('今天学习完成的课程已达上限');
    expect(study.completed()).toBe(false);
  });

  it('resumes at the saved second when metadata arrives', () => {
    const video = new FakeVideo();
    attach(video, fakeApi(), { studyTimes: 125 });
    expect(video.currentTime).toBe(0);
    video.loadMetadata();
    expect(video.currentTime).toBe(125);
    // Seeking up to the saved second is not a forward seek.
    video.currentTime = 125;
    expect(video.currentTime).toBe(125);
  });

  it('resumes at once when metadata is already there', () => {
    const video = new FakeVideo();
    video.readyState = 4;
    attach(video, fakeApi(), { studyTimes: 42 });
    expect(video.currentTime).toBe(42);
  });

  it('pauses and shows the message on a plagFlag answer', async () => {
    const api = fakeApi();
    api.progress.mockResolvedValue({
      studyTimes: 0,
      studyStatus: '1',
      plagFlag: true,
      message: '检测到异常学习进度，已暂停记录，请正常观看',
    });
    const onMessage = vi.fn();
    const video = new FakeVideo();
    attach(video, api, { onMessage });
    video.play();
    await playFor(video, 60);
    expect(video.paused).toBe(true);
    expect(onMessage).toHaveBeenCalledWith(
      '检测到异常学习进度，已暂停记录，请正常观看',
    );
  });
});

describe('offline queue', () => {
  const offline = () => new ApiError('网络已断开，请检查您的网络连接！');

  it('stores a failed report and resends it when the browser is online', async () => {
    const api = fakeApi();
    api.progress.mockRejectedValueOnce(offline());
    const video = new FakeVideo();
    attach(video, api);
    video.play();
    await playFor(video, 60);
    expect(readQueue()).toMatchObject([
      { userId: USER, courseId: 'c1', studyTimes: 60 },
    ]);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY)!)).toHaveLength(1);

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(api.progress).toHaveBeenCalledTimes(2);
    expect(api.progress).toHaveBeenLastCalledWith('c1', 60);
    expect(readQueue()).toEqual([]);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps only the latest report per course and queues 5xx, not 4xx', async () => {
    const api = fakeApi();
    // Every call fails (resends of the queue included): 120 s with a 503,
    // 121 s with a 400, any other with no network.
    api.progress.mockImplementation(async (_courseId, studyTimes) => {
      if (studyTimes === 121) throw new ApiError('参数错误', 400);
      if (studyTimes === 120) throw new ApiError('系统异常', 503);
      throw offline();
    });
    const onMessage = vi.fn();
    const video = new FakeVideo();
    attach(video, api, { onMessage });
    video.play();
    await playFor(video, 120);
    expect(readQueue()).toMatchObject([{ courseId: 'c1', studyTimes: 120 }]);
    video.tick(1);
    video.pause();
    await settle();
    expect(onMessage).toHaveBeenCalledWith('参数错误');
    expect(readQueue()).toMatchObject([{ courseId: 'c1', studyTimes: 120 }]);
  });

  it('resends on its own, backing off, when the backend comes back without an online event', async () => {
    const api = fakeApi();
    const down = () => new ApiError('链接超时了,请联系管理员！', 502);
    api.progress.mockRejectedValueOnce(down()).mockRejectedValueOnce(down());
    const video = new FakeVideo();
    attach(video, api);
    video.play();
    await playFor(video, 3);
    video.pause();
    await settle();
    expect(readQueue()).toMatchObject([{ courseId: 'c1', studyTimes: 3 }]);

    // First resend after 5 s (still down), the next 10 s later (back).
    await vi.advanceTimersByTimeAsync(4_999);
    expect(api.progress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.progress).toHaveBeenCalledTimes(2);
    expect(readQueue()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(api.progress).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.progress).toHaveBeenCalledTimes(3);
    expect(api.progress).toHaveBeenLastCalledWith('c1', 3);
    expect(readQueue()).toEqual([]);

    // Nothing left: no more resends.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.progress).toHaveBeenCalledTimes(3);
  });

  it('resends the queue after the next successful report', async () => {
    localStorage.setItem(
      QUEUE_KEY,
      JSON.stringify([
        { userId: USER, courseId: 'other', studyTimes: 300, queuedAt: 1 },
      ]),
    );
    const api = fakeApi();
    const video = new FakeVideo();
    attach(video, api);
    video.play();
    await playFor(video, 60);
    expect(api.progress).toHaveBeenCalledWith('c1', 60);
    expect(api.progress).toHaveBeenCalledWith('other', 300);
    expect(readQueue()).toEqual([]);
  });

  it('flushQueuedProgress resends what an earlier page left, for this learner only', async () => {
    localStorage.setItem(
      QUEUE_KEY,
      JSON.stringify([
        { userId: USER, courseId: 'a', studyTimes: 30, queuedAt: 2 },
        { userId: 'someone-else', courseId: 'b', studyTimes: 40, queuedAt: 1 },
      ]),
    );
    const api = fakeApi();
    await flushQueuedProgress({ api });
    expect(api.progress).toHaveBeenCalledTimes(1);
    expect(api.progress).toHaveBeenCalledWith('a', 30);
    expect(readQueue()).toMatchObject([{ userId: 'someone-else' }]);
  });

  it('stops resending while still offline', async () => {
    localStorage.setItem(
      QUEUE_KEY,
      JSON.stringify([
        { userId: USER, courseId: 'a', studyTimes: 30, queuedAt: 1 },
        { userId: USER, courseId: 'b', studyTimes: 40, queuedAt: 2 },
      ]),
    );
    const api = fakeApi();
    api.progress.mockRejectedValue(offline());
    await flushQueuedProgress({ api });
    expect(api.progress).toHaveBeenCalledTimes(1);
    expect(readQueue()).toHaveLength(2);
  });

  it('writes the queue back after the shell clears localStorage on pagehide', () => {
    enqueueProgress({ userId: USER, courseId: 'c1', studyTimes: 60 });
    // The shell's own pagehide listener runs first and clears everything.
    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(readQueue()).toMatchObject([{ courseId: 'c1', studyTimes: 60 }]);
  });
});

describe('reading an image-text course', () => {
  it('counts only visible time, reports on hide and ends at the required seconds', async () => {
    const api = fakeApi();
    const onCompleted = vi.fn();
    const ticks: number[] = [];
    const study = attachReadingStudy({
      courseId: 'art',
      userId: USER,
      studyTimes: 10,
      studyStatus: '0',
      requiredSeconds: 100,
      api,
      onCompleted,
      onTick: (seconds) => ticks.push(seconds),
    });
    attached.push(study);
    await settle();
    expect(api.start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(study.clock.seconds()).toBe(40);

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.progress).toHaveBeenLastCalledWith('art', 40);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(study.clock.seconds()).toBe(40);
    expect(api.end).not.toHaveBeenCalled();

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.progress).toHaveBeenCalledWith('art', 100);
    expect(api.end).toHaveBeenCalledTimes(1);
    expect(onCompleted).toHaveBeenCalled();
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(100);
    expect(api.start).toHaveBeenCalledTimes(1);
  });

  it('clock counts only between start and stop', () => {
    let now = 0;
    const clock = createReadingClock(5, () => now);
    now = 10_000;
    expect(clock.seconds()).toBe(5);
    clock.start();
    now = 13_500;
    expect(clock.seconds()).toBe(8);
    clock.stop();
    now = 50_000;
    expect(clock.seconds()).toBe(8);
  });
});
