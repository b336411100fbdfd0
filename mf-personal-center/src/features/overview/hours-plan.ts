/**
 * The hours arithmetic of the learning centre: which figures a tenant shows
 * (capability splitHours: compulsory and optional; otherwise total and
 * compulsory, seed-spec 6), what is left of the year's requirement and a
 * daily pace to 31 December.
 */
import type { YearHours } from '@portal/shared/contracts';

interface HoursFigure {
  key: 'total' | 'compulsory' | 'optional';
  label: string;
  done: number;
  required: number;
}

/** Two decimals without floating-point artefacts (hours come in 0.25 steps). */
function roundHours(n: number): number {
  return Math.round(n * 100) / 100;
}

/** @param splitHours the tenant's capability: compulsory and optional hours. */
export function hoursFigures(
  hours: YearHours,
  splitHours: boolean,
): HoursFigure[] {
  const compulsory: HoursFigure = {
    key: 'compulsory',
    label: '必修学时',
    done: hours.compulsoryHour,
    required: hours.compulsoryCourseHour,
  };
  if (splitHours) {
    return [
      compulsory,
      {
        key: 'optional',
        label: '选修学时',
        done: hours.optionalHour,
        required: hours.optionalCourseHour,
      },
    ];
  }
  return [
    {
      key: 'total',
      label: '总学时',
      done: hours.tbtpHourSum,
      required: hours.ANALYSIS_HOURS_NUM,
    },
    compulsory,
  ];
}

/** Hours still needed (never negative). */
export function remainingHours(done: number, required: number): number {
  return roundHours(Math.max(0, required - done));
}

/** 0–100, whole percent, capped at 100; 0 when nothing is required. */
export function percentDone(done: number, required: number): number {
  if (required <= 0) return done > 0 ? 100 : 0;
  return Math.min(100, Math.floor((done / required) * 100));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `today` to 31 December, both counted (31 Dec → 1). */
export function daysLeftInYear(today: Date): number {
  const start = Date.UTC(
    today.getFullYear(),
    today.getMonth(),
    today.getDate(),
  );
  const end = Date.UTC(today.getFullYear(), 11, 31);
  return Math.round((end - start) / DAY_MS) + 1;
}

/**
 * Hours a day to finish by the year's end, rounded up to 0.01 so that
 * following it is enough; 0 when nothing is left.
 */
export function dailyPace(remaining: number, daysLeft: number): number {
  if (remaining <= 0) return 0;
  const days = Math.max(1, daysLeft);
  return Math.ceil(roundHours((remaining / days) * 100)) / 100;
}

interface HoursPlan {
  /** What is left of the requirement the tenant counts towards. */
  remaining: number;
  /** Per figure (same order as hoursFigures). */
  remainingBy: { label: string; remaining: number }[];
  daysLeft: number;
  pace: number;
  done: boolean;
}

/**
 * The plan to the year's end: with split hours the compulsory and optional
 * gaps add up; otherwise the total gap counts (the compulsory gap is part
 * of it) — but never less than the compulsory gap.
 */
export function hoursPlan(
  hours: YearHours,
  splitHours: boolean,
  today: Date,
): HoursPlan {
  const figures = hoursFigures(hours, splitHours);
  const remainingBy = figures.map((f) => ({
    label: f.label,
    remaining: remainingHours(f.done, f.required),
  }));
  const remaining = splitHours
    ? roundHours(remainingBy.reduce((s, r) => s + r.remaining, 0))
    : Math.max(...remainingBy.map((r) => r.remaining));
  const daysLeft = daysLeftInYear(today);
  return {
    remaining,
    remainingBy,
    daysLeft,
    pace: dailyPace(remaining, daysLeft),
    done: remaining === 0,
  };
}

/** What is left, in words ('' when done). */
function remainingText(plan: HoursPlan, splitHours: boolean): string {
  if (plan.done) return '';
  if (splitHours) {
    return `还差${plan.remainingBy
      .filter((r) => r.remaining > 0)
      .map((r) => `${r.label.replace('学时', '')} ${r.remaining} 学时`)
      .join('、')}`;
  }
  const total = plan.remainingBy[0]?.remaining ?? 0;
  const compulsory = plan.remainingBy[1]?.remaining ?? 0;
  if (compulsory >= total) return `还差必修 ${compulsory} 学时`;
  if (compulsory > 0)
    return `还差 ${total} 学时（其中必修 ${compulsory} 学时）`;
  return `还差 ${total} 学时`;
}

/** The whole sentence under the figures. */
export function planText(plan: HoursPlan, splitHours: boolean): string {
  if (plan.done) return '已完成本年度学时要求，继续保持！';
  return `${remainingText(plan, splitHours)}，距年底还有 ${plan.daysLeft} 天，建议每天学习 ${plan.pace} 学时。`;
}
