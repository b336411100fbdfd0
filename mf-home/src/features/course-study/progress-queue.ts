/**
 * Progress reports that could not be delivered (offline, 5xx), kept in
 * localStorage under `studyProgressQueue` until they are resent: the latest
 * studyTimes per learner and course only.
 *
 * The shell keeps this key when it clears localStorage on pagehide and at
 * logout. An in-memory copy is also written back on pagehide, as a second
 * line of defence for a shell that does not: this listener is added after
 * the shell's (remotes load after boot), so it runs after any clear.
 */
export const QUEUE_KEY = 'studyProgressQueue';

interface QueuedProgress {
  /** The learner the report belongs to ('' when unknown). */
  userId: string;
  courseId: string;
  studyTimes: number;
  /** ms since the epoch. */
  queuedAt: number;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let memory: QueuedProgress[] = [];
let pagehideInstalled = false;

function isEntry(value: unknown): value is QueuedProgress {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<QueuedProgress>;
  return (
    typeof entry.courseId === 'string' &&
    typeof entry.studyTimes === 'number' &&
    Number.isFinite(entry.studyTimes)
  );
}

/** Every queued report (all learners). */
export function readQueue(): QueuedProgress[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(QUEUE_KEY);
  } catch {
    return memory;
  }
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isEntry).map((entry) => ({
      userId: typeof entry.userId === 'string' ? entry.userId : '',
      courseId: entry.courseId,
      studyTimes: entry.studyTimes,
      queuedAt: typeof entry.queuedAt === 'number' ? entry.queuedAt : 0,
    }));
  } catch {
    return [];
  }
}

function persist(entries: QueuedProgress[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(QUEUE_KEY);
    else localStorage.setItem(QUEUE_KEY, JSON.stringify(entries));
  } catch {
    // Storage disabled or full: the in-memory copy still resends this page.
  }
}

function write(entries: QueuedProgress[]): void {
  memory = entries;
  persist(entries);
  if (entries.length > 0) installPagehide();
  for (const listener of [...listeners]) listener();
}

function installPagehide(): void {
  if (pagehideInstalled || typeof window === 'undefined') return;
  pagehideInstalled = true;
  window.addEventListener('pagehide', () => {
    if (memory.length > 0) persist(memory);
  });
}

/** Queues a report, replacing an older one of the same learner and course. */
export function enqueueProgress(
  entry: Omit<QueuedProgress, 'queuedAt'> & { queuedAt?: number },
): void {
  const others = readQueue().filter(
    (item) =>
      !(item.userId === entry.userId && item.courseId === entry.courseId),
  );
  write([...others, { ...entry, queuedAt: entry.queuedAt ?? Date.now() }]);
}

/**
 * Drops the queued report of a course once a report at least as far along
 * was delivered (a newer queued one stays).
 */
export function removeQueued(
  userId: string,
  courseId: string,
  deliveredStudyTimes: number,
): void {
  const entries = readQueue();
  const kept = entries.filter(
    (item) =>
      !(
        item.userId === userId &&
        item.courseId === courseId &&
        item.studyTimes <= deliveredStudyTimes
      ),
  );
  if (kept.length !== entries.length) write(kept);
}

/** The reports queued for one learner. */
export function queuedFor(userId: string): QueuedProgress[] {
  return readQueue().filter((item) => item.userId === userId);
}

/** Calls the listener whenever the queue changes (in this tab or another). */
export function subscribeQueue(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUEUE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Empties the queue and its in-memory copy (tests). */
export function clearQueue(): void {
  write([]);
}
