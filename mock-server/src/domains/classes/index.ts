/**
 * The classes domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './classes.records';
export { CLASSES_RENDERED_TEXT } from './classes.rendered-text';
export {
  classMembers,
  isEnrolled,
  registerClassRoutes,
} from './classes.routes';
export {
  buildClassesSeed,
  buildClasses,
  JOURNEY_CLASS_NO,
  journeyClassId,
} from './classes.seed';
export {
  classById,
  enrolmentOf,
  enrolmentsOfLearner,
  withEnrolment,
} from './classes.readers';
