/**
 * SMS verification codes (in memory, like captchas): 6 digits, valid
 * 5 minutes, one send per phone every 60 seconds, 5 wrong attempts
 * invalidate a code. Keys are chosen by the caller (tenant and phone).
 */
import { randomInt } from 'node:crypto';

const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
const SMS_MAX_ATTEMPTS = 5;
/** Expired codes are still told apart from unknown ones for this long. */
const EXPIRED_KEPT_MS = 60 * 60 * 1000;

interface PendingCode {
  code: string;
  expiresAt: number;
  wrongAttempts: number;
}

/**
 * Outcome of a check: `ok` consumes the code; `wrong` counts an attempt;
 * `invalidated` is the answer from the fifth wrong attempt on.
 */
type SmsCheck = 'ok' | 'missing' | 'wrong' | 'invalidated' | 'expired';

export class SmsCodes {
  private readonly pending = new Map<string, PendingCode>();
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds before `key` may get another code (0: now). */
  waitSeconds(key: string): number {
    const last = this.lastSent.get(key);
    if (last === undefined) return 0;
    const left = last + SMS_RESEND_INTERVAL_MS - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** A new code for `key`, replacing any earlier one. */
  issue(key: string): string {
    this.prune();
    const now = this.now();
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(
      SMS_CODE_LENGTH,
      '0',
    );
    this.pending.set(key, {
      code,
      expiresAt: now + SMS_CODE_TTL_MS,
      wrongAttempts: 0,
    });
    this.lastSent.set(key, now);
    return code;
  }

  check(key: string, code: string): SmsCheck {
    const entry = this.pending.get(key);
    if (!entry) return 'missing';
    if (entry.wrongAttempts >= SMS_MAX_ATTEMPTS) return 'invalidated';
    if (entry.expiresAt <= this.now()) return 'expired';
    if (code.trim() !== entry.code) {
      entry.wrongAttempts += 1;
      return entry.wrongAttempts >= SMS_MAX_ATTEMPTS ? 'invalidated' : 'wrong';
    }
    this.pending.delete(key);
    return 'ok';
  }

  clear(): void {
    this.pending.clear();
    this.lastSent.clear();
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.pending) {
      if (entry.expiresAt + EXPIRED_KEPT_MS <= now) this.pending.delete(key);
    }
    for (const [key, at] of this.lastSent) {
      if (at + SMS_RESEND_INTERVAL_MS <= now) this.lastSent.delete(key);
    }
  }
}
