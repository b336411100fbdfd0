/**
 * Sends answers to the server as they are given: changes wait `debounceMs`
 * (so a typed blank is one request, not one per key), only the answers the
 * server does not hold yet are sent, one request at a time, and a failed
 * save is retried every `retryMs` and as soon as the browser is online
 * again. The local copy (answer-store.ts) is written before this runs.
 */
import type { AnswerMap, SaveAnswer } from '@portal/shared/contracts';

type SyncState = 'saved' | 'pending' | 'saving' | 'offline' | 'error';

export interface SyncStatus {
  state: SyncState;
  /** Server time (ms) of the last accepted save, null before any. */
  savedAt: number | null;
  /** Answers the server does not hold yet. */
  unsaved: number;
}

interface AnswerSyncOptions {
  save: (answers: AnswerMap) => Promise<SaveAnswer>;
  onStatus: (status: SyncStatus) => void;
  /** The save answered that the attempt is closed (submitted, too late). */
  onClosed: (error: unknown) => void;
  /** Whether an error means the attempt no longer takes answers. */
  isClosedError: (error: unknown) => boolean;
  onSaved?: (answer: SaveAnswer) => void;
  isOnline?: () => boolean;
  debounceMs?: number;
  retryMs?: number;
  /** Server time of the last save the attempt had when loaded. */
  savedAt?: number | null;
}

const SYNC_DEFAULTS = { debounceMs: 800, retryMs: 5000 } as const;

export class AnswerSync {
  private readonly pending = new Map<string, string[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private status: SyncStatus;
  private disposed = false;
  private closed = false;

  constructor(private readonly options: AnswerSyncOptions) {
    this.status = {
      state: 'saved',
      savedAt: options.savedAt ?? null,
      unsaved: 0,
    };
  }

  /** One answer changed. */
  set(questionId: string, value: string[]): void {
    if (this.closed) return;
    this.pending.set(questionId, value);
    this.update({ state: 'pending' });
    this.schedule(this.options.debounceMs ?? SYNC_DEFAULTS.debounceMs);
  }

  /** Answers to send again (local answers the server lacks after a resume). */
  resend(answers: AnswerMap): void {
    for (const [id, value] of Object.entries(answers)) {
      this.pending.set(id, value);
    }
    if (this.pending.size > 0) {
      this.update({ state: 'pending' });
      this.schedule(0);
    }
  }

  hasUnsaved(): boolean {
    return this.pending.size > 0;
  }

  current(): SyncStatus {
    return this.status;
  }

  /** Sends what is pending now (and again if more changed meanwhile). */
  async flush(): Promise<void> {
    this.clearTimer();
    if (this.disposed || this.closed) return;
    if (this.inFlight) {
      await this.inFlight;
      if (this.pending.size > 0) return this.flush();
      return;
    }
    if (this.pending.size === 0) return;
    const sent = new Map(this.pending);
    this.update({ state: 'saving' });
    this.inFlight = this.options
      .save(Object.fromEntries(sent))
      .then(
        (answer) => {
          for (const [id, value] of sent) {
            // A newer answer given while this one travelled stays pending.
            if (this.pending.get(id) === value) this.pending.delete(id);
          }
          this.options.onSaved?.(answer);
          this.update({
            state: this.pending.size > 0 ? 'pending' : 'saved',
            savedAt: answer.savedAt,
          });
          if (this.pending.size > 0) this.schedule(0);
        },
        (error: unknown) => {
          if (this.options.isClosedError(error)) {
            this.closed = true;
            this.options.onClosed(error);
            return;
          }
          const online = this.options.isOnline?.() ?? navigator.onLine;
          this.update({ state: online ? 'error' : 'offline' });
          this.schedule(this.options.retryMs ?? SYNC_DEFAULTS.retryMs);
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
  }

  /** Stops saving (submitted, or the page is gone). */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private schedule(ms: number): void {
    if (this.disposed || this.closed) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private update(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch, unsaved: this.pending.size };
    this.options.onStatus(this.status);
  }
}
