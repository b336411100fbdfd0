/**
 * The hours rule (学时认定规则) and the study state machine shared by the
 * course, study, personal and statistics routes. The rule itself is pure;
 * the helpers at the end read and change the db state (the caller writes).
 */
import type { Course, StudyStatus } from '@portal/shared/contracts';

import { compositeKey, indexBy } from '../../platform/derived';
import { formatDateTime } from '../../platform/http';
import { filterInTenant, type TenantId } from '../../platform/tenancy';
import type { HoursCredit, StudyRecord } from './course-study.records';
import type { CourseStudyCollections } from './course-study.records';

/**
 * 学时认定规则 (docs/api.md, "Hours rule").
 *
 * - creditHour from the nominal duration (courseDuration, minutes):
 *   ≥ 30 → 1 学时; 15 ≤ d < 30 → 0.5; < 15 → 0.25.
 * - VIDEO: 已学习 when the recorded seconds reach 95 % of videoSeconds and
 *   study/v2/end is called, or when they reach 100 % (any report).
 * - ARTICLE: 已学习 when the recorded reading seconds reach videoSeconds.
 * - Hours are credited once per user, course and year, at completion.
 * - Anti-cheat: a report may exceed the recorded seconds by at most the
 *   seconds elapsed since the previous report (or start) plus 30.
 */
export const HOURS_RULE = {
  longMinutes: 30,
  mediumMinutes: 15,
  hours: { long: 1, medium: 0.5, short: 0.25 },
  videoEndRatio: 0.95,
  articleReadingSeconds: 20,
  progressGraceSeconds: 30,
} as const;

type DurationBucket = 'short' | 'medium' | 'long';
export const DURATION_BUCKETS: readonly DurationBucket[] = [
  'short',
  'medium',
  'long',
];

/** short: < 15 min; medium: 15 ≤ d < 30; long: ≥ 30 (the hours rule's). */
export function durationBucket(minutes: number): DurationBucket {
  if (minutes >= HOURS_RULE.longMinutes) return 'long';
  if (minutes >= HOURS_RULE.mediumMinutes) return 'medium';
  return 'short';
}

export function creditHourFor(minutes: number): number {
  return HOURS_RULE.hours[durationBucket(minutes)];
}

/** 'mm:ss' of whole minutes (45 → '45:00'). */
export function showDuration(minutes: number): string {
  return `${String(minutes).padStart(2, '0')}:00`;
}

/** Hours without floating-point artefacts (0.25 steps need 2 decimals). */
export function roundHours(n: number): number {
  return Math.round(n * 100) / 100;
}

type RuleCourse = Pick<
  Course,
  'resourceType' | 'videoSeconds' | 'creditHour' | 'courseDuration'
>;

/**
 * What the study state machine needs of a course: the course catalogue's
 * CourseRecord has it (the catalogue builds on this domain, so the rule
 * names the fields it reads instead of importing the record).
 */
export type StudiedCourse = RuleCourse & Pick<Course, 'id' | 'isCompulsory'>;

/** Seconds that allow study/v2/end to complete the course. */
export function secondsToEnd(course: RuleCourse): number {
  return course.resourceType === 'VIDEO'
    ? Math.ceil(course.videoSeconds * HOURS_RULE.videoEndRatio)
    : course.videoSeconds;
}

export function hoursRuleText(course: RuleCourse): string {
  const h = course.creditHour;
  if (course.resourceType === 'VIDEO') {
    return `本课程时长${course.courseDuration}分钟，视频课程观看完毕（进度达到95%以上）后获得${h}学时`;
  }
  return `本课程为图文课程，阅读满${course.videoSeconds}秒后获得${h}学时`;
}

/**
 * Why the caller has or has not earned the course's hours yet.
 * `creditThisYear`: hours credited this year; `earlierYear`: the last
 * earlier year with a credit.
 */
export function hoursStatusText(
  course: RuleCourse,
  record: Pick<StudyRecord, 'studyTimes' | 'studyStatus'> | undefined,
  signedIn: boolean,
  creditThisYear: number,
  earlierYear?: number,
): string {
  const h = course.creditHour;
  if (!signedIn) return `登录后学习本课程可获得${h}学时`;
  if (creditThisYear > 0) {
    return `已学习完成，本年度已获得${creditThisYear}学时`;
  }
  if (record?.studyStatus === '2') {
    return earlierYear
      ? `已于${earlierYear}年学习完成并获得${h}学时，本年度再次学习完成可再获得学时`
      : `已学习完成，获得${h}学时`;
  }
  const t = record?.studyTimes ?? 0;
  if (course.resourceType === 'VIDEO') {
    if (!record) return `尚未开始学习，观看至95%后可获得${h}学时`;
    const need = secondsToEnd(course);
    if (t >= need) {
      return `已观看 ${t} 秒，已达到95%，结束学习后即可获得${h}学时`;
    }
    return `已观看 ${t} 秒，还需观看至 95%（至少 ${need} 秒）`;
  }
  if (!record) {
    return `尚未开始阅读，阅读满${course.videoSeconds}秒后可获得${h}学时`;
  }
  return `已阅读 ${t} 秒，还需阅读 ${Math.max(0, course.videoSeconds - t)} 秒`;
}

// ------------------------------------------------------------ db helpers

export interface Learner {
  username: string;
  tenantId: TenantId;
}

export function yearOf(nowMs: number): number {
  return new Date(nowMs).getFullYear();
}

/** The learner's record of a course, by key (course lists ask per card). */
export function findRecord(
  state: CourseStudyCollections,
  who: Learner,
  courseId: string,
): StudyRecord | undefined {
  return indexBy(state.studyRecords, 'tenant+username+course', (r) =>
    compositeKey(r.tenantId, r.username, r.courseId),
  ).get(compositeKey(who.tenantId, who.username, courseId));
}

export function studyStatusOf(
  state: CourseStudyCollections,
  who: Learner | undefined,
  courseId: string,
): StudyStatus {
  if (!who) return '0';
  return findRecord(state, who, courseId)?.studyStatus ?? '0';
}

export function creditsOf(
  state: CourseStudyCollections,
  who: Learner,
  courseId?: string,
): HoursCredit[] {
  return filterInTenant(
    state.hoursCredits,
    who.tenantId,
    (c) =>
      c.username === who.username &&
      (courseId === undefined || c.courseId === courseId),
  );
}

/** Hours credited to a learner in a year: [compulsory, optional]. */
export function creditedHours(
  state: CourseStudyCollections,
  who: Learner,
  year: number,
): { compulsory: number; optional: number } {
  let compulsory = 0;
  let optional = 0;
  for (const c of creditsOf(state, who)) {
    if (c.year !== year) continue;
    if (c.isCompulsory) compulsory += c.hours;
    else optional += c.hours;
  }
  return { compulsory: roundHours(compulsory), optional: roundHours(optional) };
}

/** The record, created (学习中, 0 s) when missing. */
export function startRecord(
  state: CourseStudyCollections,
  who: Learner,
  course: StudiedCourse,
  nowMs: number,
): StudyRecord {
  let record = findRecord(state, who, course.id);
  if (!record) {
    record = {
      username: who.username,
      tenantId: who.tenantId,
      courseId: course.id,
      studyTimes: 0,
      studyStatus: '1',
      startedAt: formatDateTime(new Date(nowMs)),
      lastReportAt: nowMs,
    };
    state.studyRecords.push(record);
  }
  return record;
}

/**
 * Marks the course 已学习 and credits its hours for the year of `nowMs`
 * unless already credited that year. Returns the hours credited this year.
 */
export function completeCourse(
  state: CourseStudyCollections,
  who: Learner,
  course: StudiedCourse,
  record: StudyRecord,
  nowMs: number,
): number {
  const at = formatDateTime(new Date(nowMs));
  record.studyStatus = '2';
  record.completedAt ??= at;
  const year = yearOf(nowMs);
  const existing = creditsOf(state, who, course.id).find(
    (c) => c.year === year,
  );
  if (existing) return existing.hours;
  state.hoursCredits.push({
    username: who.username,
    tenantId: who.tenantId,
    courseId: course.id,
    year,
    hours: course.creditHour,
    isCompulsory: course.isCompulsory,
    creditedAt: at,
  });
  return course.creditHour;
}

interface ProgressOutcome {
  record: StudyRecord;
  /** False: the report was refused by the anti-cheat rule. */
  accepted: boolean;
}

/**
 * Applies a progress report: anti-cheat check, MAX of reported and recorded
 * (capped at videoSeconds), completion at 100 %.
 */
export function reportProgress(
  state: CourseStudyCollections,
  who: Learner,
  course: StudiedCourse,
  reported: number,
  nowMs: number,
): ProgressOutcome {
  const record = startRecord(state, who, course, nowMs);
  const elapsed = Math.max(0, Math.ceil((nowMs - record.lastReportAt) / 1000));
  if (
    reported - record.studyTimes >
    elapsed + HOURS_RULE.progressGraceSeconds
  ) {
    return { record, accepted: false };
  }
  record.lastReportAt = nowMs;
  record.studyTimes = Math.max(
    record.studyTimes,
    Math.min(reported, course.videoSeconds),
  );
  if (record.studyTimes >= course.videoSeconds) {
    completeCourse(state, who, course, record, nowMs);
  }
  return { record, accepted: true };
}
