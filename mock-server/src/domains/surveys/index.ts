/**
 * The surveys domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './surveys.records';
export { SURVEYS_RENDERED_TEXT } from './surveys.rendered-text';
export { registerSurveyRoutes } from './surveys.routes';
export { hasAnswered, surveysOfTenant } from './surveys.readers';
