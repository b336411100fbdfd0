/**
 * The class-study domain's public door: what server.ts, seed.ts, dev/ and
 * the other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './class-study.records';
export { CLASS_STUDY_RENDERED_TEXT } from './class-study.rendered-text';
export { registerClassStudyRoutes } from './class-study.routes';
export { withClassStudy } from './class-study.seed';
export { graduationGate } from './graduation';
