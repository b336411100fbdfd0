/**
 * The 60-second SMS resend countdown (seed-spec 4 and 9). The deadline is
 * kept in sessionStorage, so closing and reopening the dialog (or the page)
 * does not let the user ask for another code early.
 */
import { useCallback, useEffect, useState } from 'react';

const SMS_RESEND_SECONDS = 60;
/** sessionStorage key of the deadline (ms since the epoch). */
export const COUNTDOWN_KEY = 'smsCountdownUntil';

/** The deadline of a countdown started at `now`. */
export function startCountdown(
  now: number,
  seconds: number = SMS_RESEND_SECONDS,
): number {
  return now + seconds * 1000;
}

/** Whole seconds left until `deadline` (0 when none or passed). */
export function secondsLeft(
  deadline: number | null | undefined,
  now: number,
): number {
  if (deadline === null || deadline === undefined) return 0;
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function readDeadline(): number | null {
  try {
    const value = Number(sessionStorage.getItem(COUNTDOWN_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function saveDeadline(deadline: number): void {
  try {
    sessionStorage.setItem(COUNTDOWN_KEY, String(deadline));
  } catch {
    // Storage disabled: the countdown still runs while the dialog is open.
  }
}

interface SmsCountdown {
  /** Seconds left; 0 when a code may be requested. */
  secondsLeft: number;
  /** Starts a new 60-second countdown from now. */
  start(): void;
}

/** The countdown as React state, ticking while it runs. */
export function useSmsCountdown(): SmsCountdown {
  const [deadline, setDeadline] = useState<number | null>(readDeadline);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const at = Date.now();
    const next = startCountdown(at);
    saveDeadline(next);
    setNow(at);
    setDeadline(next);
  }, []);

  return { secondsLeft: left, start };
}
