/**
 * Resending progress reports that did not arrive, so no study time is lost
 * offline or while the backend is down.
 *
 * - A report that fails for lack of a network or with a 5xx is queued (see
 *   progress-queue.ts); a 4xx or a refusal is not.
 * - `flushQueuedProgress` resends the queue: on `online`, after the next
 *   successful report, when a course page opens and, while any report
 *   waits, on a timer backing off from 5 s to 60 s (a backend that was down
 *   fires no `online` event when it comes back).
 * - `sendProgressOnLeave` is the last report of a page that goes away: it is
 *   queued first and unqueued once the server has it.
 */
import { ApiError, commonHeaders, createRequestId } from '@portal/shared/api';
import { appStore, userInfoAtom } from '@portal/shared/state';

import { PROGRESS_URL, type StudyApi, studyApi } from './course-study.api';
import { enqueueProgress, queuedFor, removeQueued } from './progress-queue';

/** The signed-in learner the queue files reports under. */
export function currentUserId(): string {
  return appStore.get(userInfoAtom)?.id ?? '';
}

/** Worth resending later: no answer at all, or a server error. */
export function isRetriable(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.status === undefined || error.status >= 500;
  }
  return true;
}

let flushing: Promise<void> | null = null;
let flushAgain = false;
/** The API the queue is resent with: the one that last queued or resent. */
let queueApi: StudyApi = studyApi;
let onlineInstalled = false;

/** Delays of the resend timer: the first retry, then the next ones. */
const QUEUE_RETRY_MS = [5_000, 10_000, 30_000, 60_000] as const;
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
 * Queues a report that failed with a retriable error and plans its resend
 * with `api`.
 */
export function retryLater(
  entry: { userId: string; courseId: string; studyTimes: number },
  api: StudyApi,
): void {
  enqueueProgress(entry);
  queueApi = api;
  ensureOnlineListener();
  scheduleQueueRetry();
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
 * server has it, so a report lost with the page is resent next time, with
 * `api`.
 */
export function sendProgressOnLeave(
  entry: { userId: string; courseId: string; studyTimes: number },
  headers: Record<string, string> | null,
  api: StudyApi,
): Promise<void> {
  queueApi = api;
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
