/**
 * The course-study domain's public door: what server.ts, seed.ts, dev/ and
 * the other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './course-study.records';
export type { CatalogueCourses } from './catalogue-port';
export {
  creditedHours,
  creditHourFor,
  creditsOf,
  DURATION_BUCKETS,
  durationBucket,
  findRecord,
  HOURS_RULE,
  hoursRuleText,
  hoursStatusText,
  type Learner,
  roundHours,
  showDuration,
  studyStatusOf,
  yearOf,
} from './hours-rule';
export { registerMediaRoutes } from './media.routes';
export {
  buildStudyHistory,
  isReservedCourse,
  JOURNEY_COURSE_NUMBERS,
  RESERVED_COURSE_NUMBERS,
  seedToday,
  withoutCredited,
} from './study-history.seed';
export { registerStudyRoutes } from './study.routes';
export {
  collectsOf,
  hoursCreditsOfTenant,
  isCollected,
  studyRecordOf,
  studyRecordsOf,
  studyRecordsOfTenant,
  toggleCollect,
  yearHoursOf,
  yearHoursRowsOf,
} from './course-study.readers';
