/**
 * What the study recording tests share: a fake study API, a fake fetch for
 * keepalive reports, a settable page visibility and a video binding that is
 * detached after each test. A test file calls `setUpStudyTests()` once and
 * mocks `commonHeaders` of '@portal/shared/api' itself (vi.mock is per file).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { appStore, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/contracts';

import type { StudyApi, StudyProgressResult } from './course-study.api';
import type { FakeVideo } from './fake-video';
import { clearQueue } from './progress-queue';
import { cancelQueueRetry } from './study-retry';
import { attachVideoStudy, type VideoStudy } from './video-study';

export const USER = 'u1';

export function fakeApi() {
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

/** The global fetch of each test (answers 200 unless a test says otherwise). */
export const fetchMock = vi.fn<typeof fetch>();
let visibility: DocumentVisibilityState = 'visible';
let attached: { detach(): void }[] = [];

/** document.visibilityState until the end of the test. */
export function setVisibility(value: DocumentVisibilityState): void {
  visibility = value;
}

/** Detaches `study` after the test. */
export function track<T extends { detach(): void }>(study: T): T {
  attached.push(study);
  return study;
}

/**
 * Each test starts with fake timers, an empty queue and no planned resend,
 * a visible page, USER signed in and a fetch that answers 200.
 */
export function setUpStudyTests(): void {
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
}

export function attach(
  video: FakeVideo,
  api: FakeApi,
  extra: Partial<Parameters<typeof attachVideoStudy>[0]> = {},
): VideoStudy {
  return track(
    attachVideoStudy({
      video: video.asVideo(),
      courseId: 'c1',
      userId: USER,
      studyTimes: 0,
      studyStatus: '0',
      api,
      ...extra,
    }),
  );
}

/** Plays for `seconds` of media and clock time. */
export async function playFor(video: FakeVideo, seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    video.tick(1);
    await vi.advanceTimersByTimeAsync(1000);
  }
}

export async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}
