/**
 * The profile domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './profile.records';
export { registerAccountRoutes } from './account.routes';
export {
  buildUsers,
  buildYearHours,
  TENANT_HOURS_SHIFT,
} from './accounts.seed';
export { registerWebmemberRoutes } from './password.routes';
export { PROFILE_RENDERED_TEXT } from './profile.rendered-text';
