/**
 * The home domain's public door: what server.ts, seed.ts, dev/ and the other
 * domains use. Other domains import only from here; files of this domain
 * import each other directly.
 */
export * from './home.records';
export { registerAcademyRoutes } from './academy.routes';
export { registerAssetRoutes } from './assets.routes';
export { registerHomeExtrasRoutes } from './home-extras.routes';
export { buildSuggestions } from './home-extras.seed';
export {
  HOME_RENDERED_TEXT,
  RANKING_RENDERED_TEXT,
} from './home.rendered-text';
export { registerPortalHomeRoutes } from './home.routes';
export { buildArticles, buildBanners } from './home.seed';
export { registerLiveRoutes } from './lives.routes';
export {
  buildColumns,
  buildLives,
  buildRankingLearners,
  buildSiteStats,
  buildSpecialTopics,
} from './portal.seed';
export { registerStatisticsRoutes } from './statistics.routes';
export { tenantArticles } from './home.readers';
