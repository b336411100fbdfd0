/**
 * The exams domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './exam-records';
export { type GraduationGate, registerExamRoutes } from './exams.routes';
export { buildConsolidatePlans, buildExamPapers } from './exams.seed';
export {
  attemptRowOf,
  attemptsOf,
  attemptsOfLearner,
  classroomTestOf,
  findPaper,
  graduationPaperOf,
  hasPassed,
  paperById,
} from './exams.readers';
