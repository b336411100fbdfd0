/**
 * The study recorder of one course, free of React and of the media: the
 * caller says when study runs (resume/pause) and what second it is at
 * (`position`); video-study.ts and reading-study.ts are the two callers.
 *
 * - study/start is sent once, on the first resume (a failed one is tried
 *   again on the next resume).
 * - study/progress carries Math.ceil(position) every 60 s while running,
 *   when it stops and when the page goes (fetch keepalive); a value already
 *   sent is not sent again.
 * - study/v2/end follows a final report; a refused end is reported through
 *   onMessage and may be asked again.
 * - A report that fails with no network or a 5xx is resent later
 *   (study-retry.ts); any other failure is shown and the value may be sent
 *   again.
 */
import { commonHeaders } from '@portal/shared/api';
import type { StudyEndResult, StudyStatus } from '@portal/shared/contracts';

import {
  PLAG_DEFAULT_MESSAGE,
  type StudyApi,
  studyApi,
} from './course-study.api';
import { queuedFor, removeQueued } from './progress-queue';
import {
  currentUserId,
  flushQueuedProgress,
  isRetriable,
  retryLater,
  sendProgressOnLeave,
} from './study-retry';

export const PROGRESS_INTERVAL_MS = 60_000;
const START_FAILED_MESSAGE = '学习记录未能开始，请检查网络后重新播放';
const END_FAILED_MESSAGE = '学时未能记录，请稍后重试';
const REPORT_FAILED_MESSAGE = '学习进度未能保存';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

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
        retryLater({ userId, courseId, studyTimes }, api);
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
    void sendProgressOnLeave({ userId, courseId, studyTimes }, headers, api);
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
