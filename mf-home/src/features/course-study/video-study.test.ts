import { ApiError } from '@portal/shared/api';
import type * as SharedApi from '@portal/shared/api';

import { FakeVideo } from './fake-video';
import {
  attach,
  fakeApi,
  playFor,
  setUpStudyTests,
  settle,
  setVisibility,
} from './study-test-kit';
import { SEEK_REFUSED_MESSAGE } from './video-study';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1', tenantId: 'T1' })),
}));

setUpStudyTests();

describe('study recording of a video', () => {
  it('reports when the page is hidden', async () => {
    const api = fakeApi();
    const video = new FakeVideo();
    attach(video, api);
    video.play();
    await playFor(video, 7);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.progress).toHaveBeenCalledWith('c1', 7);
  });

  it('records a lesson already playing when it is attached', async () => {
    // Pressed before the learner's own detail had come in.
    const api = fakeApi();
    const video = new FakeVideo();
    video.play();
    attach(video, api);
    await playFor(video, 7);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.progress).toHaveBeenCalledWith('c1', 7);
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
