/**
 * What other domains read of a learner's study (records, credits, seeded
 * year hours, collected courses), and the collect toggle; the course-study
 * domain keeps the collections.
 */
import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
} from '../../platform/tenancy';
import type {
  CourseCollect,
  CourseStudyCollections,
  HoursCredit,
  StudyRecord,
  YearHoursRecord,
} from './course-study.records';

interface Who {
  username: string;
  tenantId: string;
}

/** The learner's seeded hours of a year. */
export function yearHoursOf(
  state: CourseStudyCollections,
  who: Who,
  year: number,
): YearHoursRecord | undefined {
  return findInTenant(
    state.yearHours,
    who.tenantId,
    (h) => h.username === who.username && h.year === year,
  );
}

/** The learner's seeded hours of every year, in stored order. */
export function yearHoursRowsOf(
  state: CourseStudyCollections,
  who: Who,
): YearHoursRecord[] {
  return filterInTenant(
    state.yearHours,
    who.tenantId,
    (h) => h.username === who.username,
  );
}

/** The learner's study records, in stored order. */
export function studyRecordsOf(
  state: CourseStudyCollections,
  who: Who,
): StudyRecord[] {
  return filterInTenant(
    state.studyRecords,
    who.tenantId,
    (r) => r.username === who.username,
  );
}

/** The learner's first study record of a course. */
export function studyRecordOf(
  state: CourseStudyCollections,
  who: Who,
  courseId: string,
): StudyRecord | undefined {
  return findInTenant(
    state.studyRecords,
    who.tenantId,
    (r) => r.courseId === courseId && r.username === who.username,
  );
}

/** Every study record of the tenant, in stored order. */
export function studyRecordsOfTenant(
  state: CourseStudyCollections,
  tenantId: string,
): StudyRecord[] {
  return state.studyRecords.filter((r) => belongsToTenant(r, tenantId));
}

/** Every hours credit of the tenant, in stored order. */
export function hoursCreditsOfTenant(
  state: CourseStudyCollections,
  tenantId: string,
): HoursCredit[] {
  return state.hoursCredits.filter((c) => belongsToTenant(c, tenantId));
}

/** The learner's collected courses, in stored order. */
export function collectsOf(
  state: CourseStudyCollections,
  who: Who,
): CourseCollect[] {
  return state.courseCollects.filter(
    (c) => c.username === who.username && belongsToTenant(c, who.tenantId),
  );
}

/** Whether the learner collected the course. */
export function isCollected(
  state: CourseStudyCollections,
  who: Who,
  courseId: string,
): boolean {
  return state.courseCollects.some(
    (c) =>
      c.courseId === courseId &&
      c.username === who.username &&
      belongsToTenant(c, who.tenantId),
  );
}

/**
 * Collects the course, or removes the learner's collect when there is one;
 * answers whether the course is collected now.
 */
export function toggleCollect(
  state: CourseStudyCollections,
  who: Who,
  courseId: string,
  createdAt: string,
): boolean {
  const index = state.courseCollects.findIndex(
    (c) =>
      c.courseId === courseId &&
      c.username === who.username &&
      belongsToTenant(c, who.tenantId),
  );
  if (index >= 0) {
    state.courseCollects.splice(index, 1);
    return false;
  }
  state.courseCollects.push({
    username: who.username,
    tenantId: who.tenantId,
    courseId,
    type: 'collect',
    createdAt,
  });
  return true;
}
