import { useEffect, useSyncExternalStore } from 'react';

import { queuedFor, subscribeQueue } from './progress-queue';
import { flushQueuedProgress } from './study-retry';

/**
 * Whether reports of this learner wait to be resent. Mounting a course page
 * resends what an earlier visit left behind (offline, closed too early).
 */
export function useProgressQueue(userId: string): boolean {
  const pending = useSyncExternalStore(
    subscribeQueue,
    () => queuedFor(userId).length > 0,
    () => false,
  );
  useEffect(() => {
    void flushQueuedProgress({ userId });
  }, [userId]);
  return pending;
}
