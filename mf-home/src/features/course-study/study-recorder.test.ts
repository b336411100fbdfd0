import type * as SharedApi from '@portal/shared/api';

import { FakeVideo } from './fake-video';
import { PROGRESS_INTERVAL_MS } from './study-recorder';
import {
  attach,
  fakeApi,
  playFor,
  setUpStudyTests,
  settle,
} from './study-test-kit';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1', tenantId: 'T1' })),
}));

setUpStudyTests();

describe('study recorder', () => {
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
});
