/**
 * The countdown follows the server's deadline: the offset between the
 * server's clock and this browser's is measured when the attempt is loaded
 * (and refreshed by every save), so a wrong local clock or a reload does
 * not change the time left. Screen readers hear only the thresholds.
 */

/** Announced once each when the time left crosses them. */
const TIMER_THRESHOLDS_MS = [10 * 60_000, 60_000] as const;

/** serverNow − clientNow at the moment a server answer arrived. */
export function clockOffset(serverNow: number, clientNow: number): number {
  return serverNow - clientNow;
}

/** Milliseconds left (never negative). */
export function remainingMs(
  deadline: number,
  offset: number,
  clientNow: number,
): number {
  return Math.max(0, deadline - (clientNow + offset));
}

/** 'mm:ss', or 'h:mm:ss' from an hour; rounded up to the second. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** '剩余3分5秒' (what the timer's label reads). */
export function spokenRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (m === 0) return `剩余${s}秒`;
  return s === 0 ? `剩余${m}分钟` : `剩余${m}分${s}秒`;
}

/**
 * The announcement due when the time left went from `previous` to
 * `current` (a threshold crossed, or zero reached), else null. A countdown
 * that starts below a threshold does not announce it.
 */
export function announcementFor(
  previous: number | null,
  current: number,
): string | null {
  if (previous === null) return null;
  if (previous > 0 && current <= 0) return '答题时间到，正在自动交卷';
  for (const threshold of TIMER_THRESHOLDS_MS) {
    if (previous > threshold && current <= threshold) {
      return `答题剩余${threshold / 60_000}分钟`;
    }
  }
  return null;
}
