import type * as SharedApi from '@portal/shared/api';

import { attachReadingStudy, createReadingClock } from './reading-study';
import {
  fakeApi,
  setUpStudyTests,
  settle,
  setVisibility,
  track,
  USER,
} from './study-test-kit';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  commonHeaders: vi.fn(async () => ({ token: 'TOKEN-1', tenantId: 'T1' })),
}));

setUpStudyTests();

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
    track(study);
    await settle();
    expect(api.start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(study.clock.seconds()).toBe(40);

    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.progress).toHaveBeenLastCalledWith('art', 40);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(study.clock.seconds()).toBe(40);
    expect(api.end).not.toHaveBeenCalled();

    setVisibility('visible');
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
