/**
 * Course views shared by the learning routes: the list card (the
 * contract's Course: the course plus the caller's study status), the
 * detail and the rating summary.
 */

import {
  STUDY_STATUS_TEXT,
  type Course,
  type CourseDetail,
  type RatingSummary,
} from '@portal/shared/contracts';

import {
  filterInTenant,
  findInTenant,
  inTenant,
  type TenantId,
} from '../../platform/tenancy';
import {
  creditsOf,
  findRecord,
  isCollected,
  hoursRuleText,
  hoursStatusText,
  roundHours,
  studyStatusOf,
  yearOf,
  type Learner,
} from '../course-study';
import { findCourse } from './course-lookup';
import type { ClassroomTests } from './exams-port';
import type { CatalogueCourse, CourseRecord } from './course-catalogue.records';
import type { CourseCatalogueCollections } from './course-catalogue.records';
import type { CourseStudyCollections } from '../course-study';

export const RATING_DIMENSIONS = 5;

/** A stored course's own fields (exactly the contract's, no study status). */
function toCourse(c: CourseRecord): CatalogueCourse {
  return {
    id: c.id,
    name: c.name,
    courseCover: c.courseCover,
    teacher: c.teacher,
    teacherId: c.teacherId,
    resourceType: c.resourceType,
    resourcePath: c.resourcePath,
    courseDuration: c.courseDuration,
    videoSeconds: c.videoSeconds,
    showCourseDuration: c.showCourseDuration,
    creditHour: c.creditHour,
    categoryId: c.categoryId,
    categoryName: c.categoryName,
    isCompulsory: c.isCompulsory,
    publishDate: c.publishDate,
    courseVisitor: c.courseVisitor,
    introduction: c.introduction,
    score: c.score,
    zanNum: c.zanNum,
  };
}

/** A course as the lists send it: its fields and the caller's study status. */
export function courseCard(
  state: CourseStudyCollections,
  course: CourseRecord,
  who: Learner | undefined,
): Course {
  const studyStatus = studyStatusOf(state, who, course.id);
  return {
    ...toCourse(course),
    studyStatus,
    showStatusMsg: STUDY_STATUS_TEXT[studyStatus],
  };
}

export function tenantCourses(
  state: CourseCatalogueCollections,
  tenantId: TenantId,
): CourseRecord[] {
  return state.courses.filter(inTenant(tenantId));
}

/** Newest first, then the higher id. */
export function byNewest(a: CourseRecord, b: CourseRecord): number {
  return b.publishDate.localeCompare(a.publishDate) || b.id.localeCompare(a.id);
}

/** Courses by id in the given order; unknown ids are skipped. */
export function coursesByIds(
  state: CourseCatalogueCollections,
  tenantId: TenantId,
  ids: readonly string[],
): CourseRecord[] {
  return ids
    .map((id) => findCourse(state, tenantId, id))
    .filter((c): c is CourseRecord => c !== undefined);
}

export function ratingSummary(
  state: CourseCatalogueCollections,
  tenantId: TenantId,
  courseId: string,
): RatingSummary {
  const rows = filterInTenant(
    state.courseRatings,
    tenantId,
    (r) => r.courseId === courseId,
  );
  const average = Array.from({ length: RATING_DIMENSIONS }, (_, d) => {
    if (rows.length === 0) return 0;
    const sum = rows.reduce((s, r) => s + (r.ratings[d] ?? 0), 0);
    return Math.round((sum / rows.length) * 10) / 10;
  });
  return { average, num: rows.length };
}

export function courseDetail(
  state: CourseCatalogueCollections & CourseStudyCollections,
  course: CourseRecord,
  who: Learner | undefined,
  nowMs: number,
  tests: ClassroomTests,
): CourseDetail {
  const record = who ? findRecord(state, who, course.id) : undefined;
  const credits = who ? creditsOf(state, who, course.id) : [];
  const year = yearOf(nowMs);
  const earnedHours = roundHours(
    credits.filter((c) => c.year === year).reduce((s, c) => s + c.hours, 0),
  );
  const earlier = credits
    .filter((c) => c.year < year)
    .reduce<number | undefined>(
      (max, c) => Math.max(max ?? 0, c.year),
      undefined,
    );
  const teacher = findInTenant(
    state.teachers,
    course.tenantId,
    (t) => t.id === course.teacherId,
  );
  const collected = who !== undefined && isCollected(state, who, course.id);
  const detail: CourseDetail = {
    ...courseCard(state, course, who),
    teacherProfile: teacher ? `${teacher.title}。${teacher.intro}` : '',
    attachmentList: course.attachmentList.map((a) => ({ ...a })),
    content: course.content,
    ratingSummary: ratingSummary(state, course.tenantId, course.id),
    isCollected: collected,
    studyTimes: record?.studyTimes ?? 0,
    earnedHours,
    hoursRule: hoursRuleText(course),
    hoursStatus: hoursStatusText(
      course,
      record,
      who !== undefined,
      earnedHours,
      earlier,
    ),
  };
  const test = tests.classroomTestOf(course.tenantId, course.id, who);
  return test ? { ...detail, classroomTest: test } : detail;
}
