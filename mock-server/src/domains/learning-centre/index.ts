/**
 * The learning-centre domain's public door: what server.ts, seed.ts, dev/
 * and the other domains use. Other domains import only from here; files of
 * this domain import each other directly.
 */
export * from './learning-centre.records';
export { registerLearningCentreRoutes } from './learning-centre.routes';
export { buildLearningCentreSeed } from './learning-centre.seed';
export { classExamHistoryOf } from './learning-centre.readers';
