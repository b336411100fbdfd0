import dayjs, { type Dayjs } from 'dayjs';

export type DateInput = Date | number | string | null | undefined;

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

const WEEKDAYS = [
  '星期日',
  '星期一',
  '星期二',
  '星期三',
  '星期四',
  '星期五',
  '星期六',
] as const;

/**
 * Reads a date the way the backend sends it (seed-spec 9): a 10-digit
 * timestamp (number or string) is in SECONDS, a 13-digit one (or any other
 * number) in milliseconds; other strings are date texts.
 */
function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dayjs(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const digits = String(Math.trunc(Math.abs(value))).length;
    return dayjs(digits === 10 ? value * 1000 : value);
  }
  const text = value.trim();
  if (!text) return null;
  if (/^\d{10}$/.test(text)) return dayjs(Number(text) * 1000);
  if (/^\d{13}$/.test(text)) return dayjs(Number(text));
  return dayjs(text);
}

/** Formats a date (default YYYY-MM-DD HH:mm:ss); '' when empty or invalid. */
export function formatDate(
  value: DateInput,
  pattern: string = DEFAULT_DATE_PATTERN,
): string {
  const date = toDayjs(value);
  return date?.isValid() ? date.format(pattern) : '';
}

/** 星期日 … 星期六 for a date; '' when empty or invalid. */
export function weekdayName(value: DateInput): string {
  const date = toDayjs(value);
  return date?.isValid() ? WEEKDAYS[date.day()]! : '';
}
