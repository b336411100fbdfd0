/**
 * The year-archive domain's public door: what server.ts, seed.ts, dev/ and
 * the other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export {
  callerLearner,
  DEFAULT_REQUIRED_HOURS,
  readYear,
  registerArchiveRoutes,
  yearTotal,
} from './archive.routes';
export { registerPersonalRoutes } from './year-hours.routes';
