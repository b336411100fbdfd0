import { ApiError, commonHeaders } from '@portal/shared/api';
import type * as SharedApi from '@portal/shared/api';

import { FakeVideo } from './fake-video';
import { enqueueProgress, QUEUE_KEY, readQueue } from './progress-queue';
import { flushQueuedProgress } from './study-retry';
import {
  attach,
  fakeApi,
  fetchMock,
  playFor,
  setUpStudyTests,
  settle,
  USER,
} from './study-test-kit';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1', tenantId: 'T1' })),
}));

setUpStudyTests();

describe('leaving the page', () => {
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
