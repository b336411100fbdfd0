/**
 * Study recording, free of React so it can be tested with fake timers and
 * a fake video element.
 *
 * - `createStudyRecorder` sends study/start once (first play or first
 *   visible second), study/progress every 60 s while active, when it stops
 *   and when the page goes (fetch keepalive), and study/v2/end.
 * - `attachVideoStudy` wires a recorder to a <video>: resume at the saved
 *   second, no forward seeking on a first viewing, pause on plagFlag.
 * - `attachReadingStudy` does the same for an image-text course, counting
 *   only the seconds the page is visible.
 * - Reports that fail for lack of a network or a 5xx are queued (see
 *   progress-queue.ts) and resent by `flushQueuedProgress`: on `online`,
 *   after the next successful report, when a course page opens and, while
 *   any wait, on a timer backing off from 5 s to 60 s (a backend that was
 *   down fires no `online` event when it comes back).
 */
import { ApiError, commonHeaders, createRequestId } from '@portal/shared/api';
import type { StudyStatus } from '@portal/shared/contracts';
import { appStore, userInfoAtom } from '@portal/shared/state';

import {
  PLAG_DEFAULT_MESSAGE,
  PROGRESS_URL,
  type StudyApi,
  studyApi,
  type StudyEndResult,
} from './course-study.api';
import { enqueueProgress, queuedFor, removeQueued } from './progress-queue';

export const PROGRESS_INTERVAL_MS = 60_000;
export const SEEK_REFUSED_MESSAGE = '首次学习不能快进';
export const START_FAILED_MESSAGE = '学习记录未能开始，请检查网络后重新播放';
export const END_FAILED_MESSAGE = '学时未能记录，请稍后重试';
export const REPORT_FAILED_MESSAGE = '学习进度未能保存';

/** The signed-in learner the queue files reports under. */
function currentUserId(): string {
  return appStore.get(userInfoAtom)?.id ?? '';
}

/** Worth resending later: no answer at all, or a server error. */
export function isRetriable(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.status === undefined || error.status >= 500;
  }
  return true;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

// ---------------------------------------------------------------- queue

let flushing: Promise<void> | null = null;
let flushAgain = false;
/** The API the `online` listener resends with (the latest one used). */
let queueApi: StudyApi = studyApi;
let onlineInstalled = false;

/** Delays of the resend timer: the first retry, then the next ones. */
export const QUEUE_RETRY_MS = [5_000, 10_000, 30_000, 60_000] as const;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryCount = 0;

/** Resends the queue later, unless a resend is already planned. */
function scheduleQueueRetry(): void {
  if (retryTimer !== null) return;
  const delay = QUEUE_RETRY_MS[Math.min(retryCount, QUEUE_RETRY_MS.length - 1)];
  retryCount += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushQueuedProgress();
  }, delay);
}

/** Drops a planned resend and its back-off (also for tests). */
export function cancelQueueRetry(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retryCount = 0;
}

function ensureOnlineListener(): void {
  if (onlineInstalled || typeof window === 'undefined') return;
  onlineInstalled = true;
  window.addEventListener('online', () => {
    void flushQueuedProgress();
  });
}

/**
 * Resends the queued reports of the signed-in learner (or `userId`), oldest
 * first. Stops at the first one that fails again for lack of a network;
 * a report the server refuses for good is dropped.
 */
export function flushQueuedProgress(
  options: { userId?: string; api?: StudyApi } = {},
): Promise<void> {
  if (options.api) queueApi = options.api;
  ensureOnlineListener();
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  const userId = options.userId ?? currentUserId();
  const api = queueApi;
  const run = async (): Promise<void> => {
    do {
      flushAgain = false;
      const entries = [...queuedFor(userId)].sort(
        (a, b) => a.queuedAt - b.queuedAt,
      );
      for (const entry of entries) {
        try {
          await api.progress(entry.courseId, entry.studyTimes);
        } catch (error) {
          if (isRetriable(error)) {
            scheduleQueueRetry();
            return;
          }
        }
        removeQueued(userId, entry.courseId, entry.studyTimes);
      }
    } while (flushAgain);
    if (queuedFor(userId).length === 0) cancelQueueRetry();
  };
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * The last report of a page that is going away. The shared client cannot
 * be used (the page may be gone before it answers) and sendBeacon cannot
 * carry the token header, so this is fetch with keepalive and the shared
 * client's headers. The report is queued first and unqueued once the
 * server has it, so a report lost with the page is resent next time.
 */
export function sendProgressOnLeave(
  entry: { userId: string; courseId: string; studyTimes: number },
  headers?: Record<string, string> | null,
): Promise<void> {
  enqueueProgress(entry);
  ensureOnlineListener();
  // Cached headers keep the fetch in the same task as pagehide.
  const ready = headers
    ? Promise.resolve({ ...headers, 'X-Request-Id': createRequestId() })
    : commonHeaders();
  return ready
    .then((common) =>
      fetch(PROGRESS_URL, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: {
          ...common,
          'Content-Type': 'application/json;charset=UTF-8',
        },
        body: JSON.stringify({
          courseId: entry.courseId,
          studyTimes: entry.studyTimes,
        }),
      }),
    )
    .then((response) => {
      // A 5xx stays queued; anything else was delivered or refused for good.
      if (response.status < 500) {
        removeQueued(entry.userId, entry.courseId, entry.studyTimes);
      } else scheduleQueueRetry();
    })
    .catch(() => {
      // No network: it stays queued (and is resent if the page stays).
      scheduleQueueRetry();
    });
}

// ------------------------------------------------------------- recorder

export interface StudyRecorderOptions {
  courseId: string;
  /** The learner (default: the signed-in user of the shared store). */
  userId?: string;
  /** The second to report now (video: currentTime; article: seconds read). */
  position: () => number;
  api?: StudyApi;
  intervalMs?: number;
  /** Status from start/progress/end answers. */
  onStatus?: (status: StudyStatus) => void;
  /** A progress answer with plagFlag: pause and show the message. */
  onPlag?: (message: string) => void;
  /** A failure the learner should read (start, end, a refused report). */
  onMessage?: (message: string) => void;
  /** study/v2/end succeeded. */
  onCompleted?: (result: StudyEndResult) => void;
}

export interface StudyRecorder {
  /** Playing or reading (again): study/start once, then a report a minute. */
  resume(): void;
  /** Stopped: no more periodic reports, one report now. */
  pause(): Promise<void>;
  /** Reports the position now (nothing before the first resume or if unchanged). */
  report(): Promise<void>;
  /** The page goes away: the report is sent with fetch keepalive. */
  leave(): void;
  /** A final report, then study/v2/end; null when the end was refused. */
  complete(): Promise<StudyEndResult | null>;
  /** Stops everything and leaves (unmount). Idempotent. */
  dispose(): void;
  /** Whether resume() was ever called. */
  readonly started: boolean;
}

export function createStudyRecorder(
  options: StudyRecorderOptions,
): StudyRecorder {
  const api = options.api ?? studyApi;
  const { courseId } = options;
  const userId = options.userId ?? currentUserId();
  const intervalMs = options.intervalMs ?? PROGRESS_INTERVAL_MS;

  let started = false;
  let disposed = false;
  let startCall: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** Last value sent (or being sent), to skip repeats. */
  let lastSent = -1;
  /** Last value the server confirmed. */
  let lastDelivered = -1;
  let headers: Record<string, string> | null = null;
  let ending: Promise<StudyEndResult | null> | null = null;

  const seconds = () => Math.max(0, Math.ceil(options.position()));

  function stopTimer() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function ensureStarted(): Promise<void> {
    startCall ??= api.start(courseId).then(
      (result) => options.onStatus?.(result.studyStatus),
      (error: unknown) => {
        // Tried again on the next play.
        startCall = null;
        options.onMessage?.(messageOf(error, START_FAILED_MESSAGE));
      },
    );
    return startCall;
  }

  async function report(): Promise<void> {
    if (!started || disposed) return;
    const studyTimes = seconds();
    if (studyTimes === lastSent) return;
    lastSent = studyTimes;
    await startCall;
    try {
      const result = await api.progress(courseId, studyTimes);
      lastDelivered = studyTimes;
      removeQueued(userId, courseId, studyTimes);
      if (result.plagFlag) {
        options.onPlag?.(result.message || PLAG_DEFAULT_MESSAGE);
        return;
      }
      options.onStatus?.(result.studyStatus);
      if (queuedFor(userId).length > 0) {
        void flushQueuedProgress({ userId, api });
      }
    } catch (error) {
      if (isRetriable(error)) {
        enqueueProgress({ userId, courseId, studyTimes });
        queueApi = api;
        ensureOnlineListener();
        scheduleQueueRetry();
      } else {
        if (lastSent === studyTimes) lastSent = -1;
        options.onMessage?.(messageOf(error, REPORT_FAILED_MESSAGE));
      }
    }
  }

  function leave() {
    if (!started || disposed) return;
    stopTimer();
    const studyTimes = seconds();
    if (studyTimes === lastDelivered) return;
    lastSent = studyTimes;
    queueApi = api;
    void sendProgressOnLeave({ userId, courseId, studyTimes }, headers);
  }

  return {
    get started() {
      return started;
    },
    resume() {
      if (disposed) return;
      started = true;
      void ensureStarted();
      commonHeaders().then(
        (value) => {
          headers = value;
        },
        () => {},
      );
      timer ??= setInterval(() => void report(), intervalMs);
    },
    pause() {
      stopTimer();
      return report();
    },
    report,
    leave,
    complete() {
      ending ??= (async () => {
        stopTimer();
        if (!started) {
          started = true;
          await ensureStarted();
        }
        await report();
        await startCall;
        try {
          const result = await api.end(courseId);
          options.onStatus?.(result.studyStatus);
          options.onCompleted?.(result);
          return result;
        } catch (error) {
          options.onMessage?.(messageOf(error, END_FAILED_MESSAGE));
          return null;
        } finally {
          ending = null;
        }
      })();
      return ending;
    },
    dispose() {
      if (disposed) return;
      leave();
      disposed = true;
      stopTimer();
    },
  };
}

// ---------------------------------------------------------------- video

/** The part of HTMLVideoElement the binding uses (a fake one in tests). */
export type StudyVideo = Pick<
  HTMLVideoElement,
  | 'addEventListener'
  | 'removeEventListener'
  | 'currentTime'
  | 'duration'
  | 'readyState'
  | 'seeking'
  | 'playbackRate'
  | 'pause'
>;

export interface VideoStudyOptions extends Omit<
  StudyRecorderOptions,
  'position' | 'onPlag'
> {
  video: StudyVideo;
  /** The saved position in seconds (detail.studyTimes). */
  studyTimes: number;
  studyStatus: StudyStatus;
  /** Playing started or stopped (for blocking navigation). */
  onPlayingChange?: (playing: boolean) => void;
  /** The document whose visibility is watched (default: document). */
  doc?: Document;
}

export interface VideoStudy {
  recorder: StudyRecorder;
  /** The furthest second reached by playing. */
  maxWatched(): number;
  /** Whether the course is completed (seeking is free). */
  completed(): boolean;
  detach(): void;
}

/** HTMLMediaElement.HAVE_METADATA */
const HAVE_METADATA = 1;

/** How far one timeupdate may move and still count as playing. */
function playStep(video: StudyVideo): number {
  return Math.max(2, 2 * (video.playbackRate || 1));
}

export function attachVideoStudy(options: VideoStudyOptions): VideoStudy {
  const { video } = options;
  const doc = options.doc ?? document;
  const saved = Math.max(0, options.studyTimes || 0);
  let completed = options.studyStatus === '2';
  let maxWatched = saved;
  let resumed = false;
  let playing = false;

  const setPlaying = (value: boolean) => {
    if (playing === value) return;
    playing = value;
    options.onPlayingChange?.(value);
  };

  const recorder = createStudyRecorder({
    ...options,
    position: () => video.currentTime,
    onPlag: (message) => {
      video.pause();
      options.onMessage?.(message);
    },
    onStatus: (status) => {
      if (status === '2') completed = true;
      options.onStatus?.(status);
    },
  });

  function resumePosition() {
    if (resumed) return;
    resumed = true;
    const duration = Number.isFinite(video.duration) ? video.duration : NaN;
    let target = saved;
    if (!Number.isNaN(duration) && target >= duration) {
      // Watched to the end: a completed course starts again, an unfinished
      // one (its end was refused) just before the end.
      target = completed ? 0 : Math.max(0, duration - 1);
    }
    if (target > 0) video.currentTime = target;
  }

  const handlers: Record<string, () => void> = {
    loadedmetadata: resumePosition,
    play: () => {
      setPlaying(true);
      recorder.resume();
    },
    pause: () => {
      setPlaying(false);
      void recorder.pause();
    },
    ended: () => {
      setPlaying(false);
      maxWatched = Math.max(maxWatched, video.currentTime);
      void recorder.complete().then((result) => {
        if (result) completed = true;
      });
    },
    timeupdate: () => {
      if (video.seeking) return;
      const now = video.currentTime;
      if (now > maxWatched && now - maxWatched <= playStep(video)) {
        maxWatched = now;
      }
    },
    seeking: () => {
      if (completed) return;
      if (video.currentTime > maxWatched + 1) {
        video.currentTime = maxWatched;
        options.onMessage?.(SEEK_REFUSED_MESSAGE);
      }
    },
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') void recorder.report();
  };
  const onPagehide = () => recorder.leave();

  for (const [type, handler] of Object.entries(handlers)) {
    video.addEventListener(type, handler);
  }
  doc.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPagehide);
  if (video.readyState >= HAVE_METADATA) resumePosition();

  return {
    recorder,
    maxWatched: () => maxWatched,
    completed: () => completed,
    detach() {
      for (const [type, handler] of Object.entries(handlers)) {
        video.removeEventListener(type, handler);
      }
      doc.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPagehide);
      setPlaying(false);
      recorder.dispose();
    },
  };
}

// -------------------------------------------------------------- reading

export interface ReadingClock {
  start(): void;
  stop(): void;
  /** Seconds read so far (the saved ones included). */
  seconds(): number;
  readonly running: boolean;
}

/** Counts time only between start() and stop(). */
export function createReadingClock(
  initialSeconds = 0,
  now: () => number = Date.now,
): ReadingClock {
  let total = Math.max(0, initialSeconds) * 1000;
  let since: number | null = null;
  return {
    get running() {
      return since !== null;
    },
    start() {
      since ??= now();
    },
    stop() {
      if (since === null) return;
      total += now() - since;
      since = null;
    },
    seconds() {
      const open = since === null ? 0 : now() - since;
      return Math.floor((total + open) / 1000);
    },
  };
}

export interface ReadingStudyOptions extends Omit<
  StudyRecorderOptions,
  'position' | 'onPlag'
> {
  /** Seconds already recorded (detail.studyTimes). */
  studyTimes: number;
  studyStatus: StudyStatus;
  /** Reading seconds that complete the course (detail.videoSeconds). */
  requiredSeconds: number;
  /** Called every second with the seconds read. */
  onTick?: (seconds: number) => void;
  /** A plagFlag answer: the message. */
  onPlag?: (message: string) => void;
  doc?: Document;
}

export interface ReadingStudy {
  recorder: StudyRecorder;
  clock: ReadingClock;
  detach(): void;
}

/**
 * An image-text course is read while its page is visible: study/start when
 * it opens, reports every minute and whenever the page is hidden or left,
 * study/v2/end once the required seconds are read.
 */
export function attachReadingStudy(options: ReadingStudyOptions): ReadingStudy {
  const doc = options.doc ?? document;
  const clock = createReadingClock(options.studyTimes);
  let completed = options.studyStatus === '2';
  let ending = false;
  /** The end was refused (e.g. a daily cap): not retried until reopened. */
  let refused = false;
  const recorder = createStudyRecorder({
    ...options,
    position: () => clock.seconds(),
    onPlag: (message) => {
      clock.stop();
      void recorder.pause();
      options.onPlag?.(message);
    },
  });

  const visible = () => doc.visibilityState !== 'hidden';
  const begin = () => {
    clock.start();
    recorder.resume();
  };
  const onVisibility = () => {
    if (visible()) {
      begin();
    } else {
      clock.stop();
      void recorder.pause();
    }
  };
  const onPagehide = () => {
    clock.stop();
    recorder.leave();
  };
  const tick = setInterval(() => {
    const read = clock.seconds();
    options.onTick?.(read);
    if (!completed && !ending && !refused && read >= options.requiredSeconds) {
      ending = true;
      void recorder.complete().then((result) => {
        ending = false;
        if (result) completed = true;
        else refused = true;
      });
    }
  }, 1000);

  doc.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPagehide);
  if (visible()) begin();

  return {
    recorder,
    clock,
    detach() {
      clearInterval(tick);
      doc.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPagehide);
      clock.stop();
      recorder.dispose();
    },
  };
}
