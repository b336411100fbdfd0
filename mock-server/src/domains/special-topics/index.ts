/**
 * The special-topics domain's public door: what server.ts, seed.ts, dev/ and
 * the other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './special-topics.records';
export { columnArticles } from './column-articles.seed';
export { SPECIAL_TOPICS_RENDERED_TEXT } from './special-topics.rendered-text';
export { registerTopicRoutes } from './topics.routes';
export { tenantColumns, tenantTopics } from './special-topics.readers';
