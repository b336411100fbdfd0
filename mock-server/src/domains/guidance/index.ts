/**
 * The guidance domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export { registerGuidanceRoutes } from './guidance.routes';
