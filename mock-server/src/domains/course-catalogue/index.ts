/**
 * The course-catalogue domain's public door: what server.ts, seed.ts, dev/
 * and the other domains use. Other domains import only from here; files of
 * this domain import each other directly.
 */
export * from './course-catalogue.records';
export { byNewest, courseCard, coursesByIds, tenantCourses } from './catalogue';
export {
  categoryById,
  courseOf,
  courseWithId,
  findCourse,
  requireCourse,
  tenantCategories,
  tenantTeachers,
} from './course-lookup';
export type { ClassroomTests } from './exams-port';
export { COURSE_CATALOGUE_RENDERED_TEXT } from './course-catalogue.rendered-text';
export {
  categoryWithDescendants,
  type ClassCourseLists,
  registerCourseRoutes,
} from './courses.routes';
export {
  buildCourseCategories,
  buildCourseDiscussions,
  buildCourseRatings,
  buildCourses,
  buildTeachers,
  courseColor,
  learningId,
  learningImages,
  LESSON_VIDEOS,
  rootsOf,
  TEACHERS,
  VIDEO_BASE,
} from './courses.seed';
