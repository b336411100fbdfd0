/**
 * A year of study for every demo account in every tenant: completed courses
 * with their hours credits spread over the 12 months up to "today", a few
 * courses still 学习中 (the learning centre's continue-learning list) and
 * collected courses.
 *
 * The seeded yearly figures (domains/profile/accounts.seed.ts, yearHours) stay what the
 * learner sees: the hours credited here are taken out of the yearHours rows
 * (which then stand for hours from other sources: classes, offline
 * training), so totals, the welcome box and the ranking do not change.
 *
 * Tests study some courses from a clean state: RESERVED_COURSE_NUMBERS of
 * every tenant never appear in the history.
 */
import { secondsToEnd, roundHours, type StudiedCourse } from './hours-rule';
import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
  TENANT_IDS,
  type TenantId,
} from '../../platform/tenancy';
import type {
  CourseCollect,
  HoursCredit,
  StudyRecord,
  YearHoursRecord,
} from './course-study.records';
import { DEMO_ACCOUNTS } from '../sign-in';
import { seedDateTime, seedHash } from '../../platform/seeding';

/**
 * The compulsory courses of the journey class (domains/classes/classes.seed.ts): short
 * VIDEO courses (8 s) that e2e/tests/classes/class-journey.spec.ts studies from a
 * clean state; no other class uses them.
 */
export const JOURNEY_COURSE_NUMBERS: readonly number[] = [25, 29];

/**
 * Course numbers (n of `<tenant>3<nnn>`) left out of the history: the mock
 * and end-to-end tests start, finish and collect these (13001, 13002,
 * 13003, 13004, 13005, 13008, 13021, 13022, 23001, …, and the journey
 * class's 13025 and 13029).
 */
export const RESERVED_COURSE_NUMBERS: ReadonlySet<number> = new Set([
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  20,
  21,
  22,
  ...JOURNEY_COURSE_NUMBERS,
]);

export function isReservedCourse(id: string): boolean {
  return RESERVED_COURSE_NUMBERS.has(Number(id.slice(2)));
}

interface HistoryProfile {
  /** Share of the seeded yearly hours that comes from courses. */
  share: number;
  /** Courses left 学习中. */
  inProgress: number;
  collects: number;
}

/** How much each demo account studies (learner the most). */
const HISTORY_PROFILES: Record<string, HistoryProfile> = {
  learner: { share: 0.8, inProgress: 4, collects: 6 },
  admin: { share: 0.6, inProgress: 2, collects: 3 },
  admin_sms: { share: 0.6, inProgress: 2, collects: 2 },
  admin_ukey: { share: 0.5, inProgress: 1, collects: 2 },
  notrainee: { share: 0.8, inProgress: 1, collects: 1 },
  pwdexpired: { share: 0.6, inProgress: 3, collects: 3 },
  norole: { share: 0.5, inProgress: 1, collects: 1 },
  emptyrole: { share: 0.5, inProgress: 1, collects: 0 },
  tokenlogin: { share: 0.6, inProgress: 2, collects: 2 },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A course of the catalogue as the history picks it. */
type HistoryCourse = StudiedCourse & { tenantId: TenantId };

/** Midday (UTC) of the given day: dates do not move with the time zone. */
function utcDay(date: Date): Date {
  return new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12),
  );
}

/**
 * "Today" of the seed: now when it falls in `currentYear`, else 15 December
 * of that year (so a seed for a fixed year does not depend on the clock).
 */
export function seedToday(currentYear: number, now: Date): Date {
  return now.getUTCFullYear() === currentYear
    ? utcDay(now)
    : new Date(Date.UTC(currentYear, 11, 15, 12));
}

/** A time of day between 08:00 and 21:59 for the k-th event of a learner. */
function atDaytime(day: Date, key: string): Date {
  const h = seedHash(key);
  const d = new Date(day);
  d.setUTCHours(8 + (h % 14), (h >>> 4) % 60, (h >>> 10) % 60, 0);
  return d;
}

interface StudyHistory {
  studyRecords: StudyRecord[];
  hoursCredits: HoursCredit[];
  courseCollects: CourseCollect[];
}

interface YearSpan {
  year: number;
  from: Date;
  to: Date;
  /** Share of the year the span covers (0..1). */
  fraction: number;
}

/** The parts of the 12 months before `today` in each calendar year. */
export function historySpans(today: Date): YearSpan[] {
  const end = new Date(today.getTime() - DAY_MS);
  const start = new Date(today.getTime() - 364 * DAY_MS);
  const spans: YearSpan[] = [];
  for (let y = start.getUTCFullYear(); y <= end.getUTCFullYear(); y++) {
    const from = new Date(Math.max(start.getTime(), Date.UTC(y, 0, 1, 12)));
    const to = new Date(Math.min(end.getTime(), Date.UTC(y, 11, 31, 12)));
    if (to < from) continue;
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
    spans.push({ year: y, from, to, fraction: Math.min(1, days / 365) });
  }
  return spans;
}

function yearRow(
  rows: readonly YearHoursRecord[],
  username: string,
  tenantId: TenantId,
  year: number,
): YearHoursRecord | undefined {
  return findInTenant(
    rows,
    tenantId,
    (r) => r.username === username && r.year === year,
  );
}

/** Picks courses whose hours add up to at most `target`. */
function pick(
  pool: HistoryCourse[],
  used: Set<string>,
  target: number,
): HistoryCourse[] {
  const chosen: HistoryCourse[] = [];
  let sum = 0;
  for (const course of pool) {
    if (used.has(course.id)) continue;
    if (sum + course.creditHour > target + 1e-9) continue;
    chosen.push(course);
    used.add(course.id);
    sum += course.creditHour;
  }
  return chosen;
}

export function buildStudyHistory(
  courses: readonly HistoryCourse[],
  yearHours: readonly YearHoursRecord[],
  today: Date,
): StudyHistory {
  const history: StudyHistory = {
    studyRecords: [],
    hoursCredits: [],
    courseCollects: [],
  };
  const spans = historySpans(today);
  for (const tenantId of TENANT_IDS) {
    const own = filterInTenant(
      courses,
      tenantId,
      (c) => !isReservedCourse(c.id),
    );
    DEMO_ACCOUNTS.forEach((account, a) => {
      const profile = HISTORY_PROFILES[account.username];
      if (!profile) return;
      const who = { username: account.username, tenantId };
      // Each account walks the catalogue from its own starting point.
      const offset = (a * 7 + TENANT_IDS.indexOf(tenantId) * 3) % own.length;
      const rotated = [...own.slice(offset), ...own.slice(0, offset)];
      const used = new Set<string>();
      const completed: HistoryCourse[] = [];
      for (const span of spans) {
        const row = yearRow(yearHours, account.username, tenantId, span.year);
        if (!row) continue;
        const share = profile.share * span.fraction;
        const chosen = [
          ...pick(
            rotated.filter((c) => c.isCompulsory),
            used,
            row.compulsoryHour * share,
          ),
          ...pick(
            rotated.filter((c) => !c.isCompulsory),
            used,
            row.optionalHour * share,
          ),
        ];
        // Interleave by a stable shuffle so months mix both kinds.
        chosen.sort(
          (x, y) =>
            seedHash(`${account.username}${x.id}`) -
            seedHash(`${account.username}${y.id}`),
        );
        const spanMs = span.to.getTime() - span.from.getTime();
        chosen.forEach((course, k) => {
          const day = utcDay(
            new Date(
              span.from.getTime() + ((k + 0.5) / chosen.length) * spanMs,
            ),
          );
          const done = atDaytime(day, `${account.username}-${course.id}-end`);
          const startDay = new Date(
            done.getTime() - (seedHash(course.id + a) % 3) * DAY_MS,
          );
          const started = atDaytime(
            startDay,
            `${account.username}-${course.id}-start`,
          );
          const startedAt = started < done ? started : done;
          history.studyRecords.push({
            ...who,
            courseId: course.id,
            studyTimes: course.videoSeconds,
            studyStatus: '2',
            startedAt: seedDateTime(startedAt),
            lastReportAt: done.getTime(),
            completedAt: seedDateTime(done),
          });
          history.hoursCredits.push({
            ...who,
            courseId: course.id,
            year: span.year,
            hours: course.creditHour,
            isCompulsory: course.isCompulsory,
            creditedAt: seedDateTime(done),
          });
          completed.push(course);
        });
      }
      // Courses started in the last three weeks and not finished yet.
      const open = rotated.filter((c) => !used.has(c.id));
      open.slice(0, profile.inProgress).forEach((course, k) => {
        used.add(course.id);
        const started = atDaytime(
          new Date(today.getTime() - (20 - k * 5) * DAY_MS),
          `${account.username}-${course.id}-open`,
        );
        const last = new Date(started.getTime() + (k + 1) * 3 * DAY_MS);
        const ratio = 0.3 + 0.15 * k;
        history.studyRecords.push({
          ...who,
          courseId: course.id,
          studyTimes: Math.min(
            secondsToEnd(course) - 1,
            Math.max(1, Math.floor(course.videoSeconds * ratio)),
          ),
          studyStatus: '1',
          startedAt: seedDateTime(started),
          lastReportAt: Math.min(last.getTime(), today.getTime() - DAY_MS),
        });
      });
      // Collected: some finished courses and some not yet started.
      const later = rotated.filter((c) => !used.has(c.id));
      const collected = [
        ...completed.filter((_, k) => k % 4 === 1),
        ...later.slice(5),
      ].slice(0, profile.collects);
      collected.forEach((course, k) => {
        const at = atDaytime(
          new Date(today.getTime() - (9 + k * 37) * DAY_MS),
          `${account.username}-${course.id}-collect`,
        );
        history.courseCollects.push({
          ...who,
          courseId: course.id,
          type: 'collect',
          createdAt: seedDateTime(at),
        });
      });
    });
  }
  return history;
}

/**
 * The yearHours rows less the hours credited in the history, so that the
 * seeded row plus the credits (what the backend answers) stays the
 * account's seeded figure.
 */
export function withoutCredited(
  rows: readonly YearHoursRecord[],
  credits: readonly HoursCredit[],
): YearHoursRecord[] {
  return rows.map((row) => {
    let compulsory = 0;
    let optional = 0;
    for (const c of credits) {
      if (
        c.username !== row.username ||
        !belongsToTenant(c, row.tenantId) ||
        c.year !== row.year
      ) {
        continue;
      }
      if (c.isCompulsory) compulsory += c.hours;
      else optional += c.hours;
    }
    if (compulsory === 0 && optional === 0) return row;
    const compulsoryHour = roundHours(row.compulsoryHour - compulsory);
    const optionalHour = roundHours(row.optionalHour - optional);
    return {
      ...row,
      compulsoryHour,
      optionalHour,
      tbtpHourSum: roundHours(compulsoryHour + optionalHour),
    };
  });
}
