/**
 * The sign-in domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './sign-in.records';
export {
  findCaller,
  findLearner,
  hashNewPassword,
  hashPassword,
  requestTokens,
  requireCaller,
  seedSalt,
  sessionAccessToken,
  verifyPassword,
} from './auth';
export {
  CAPTCHA_TTL_MS,
  CaptchaStore,
  MSG_CAPTCHA_INVALID,
  verifyCaptchaParams,
} from './captcha';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.data';
export { decryptPassword, encryptPassword, passwordKey } from './password-keys';
export type { SignInContext } from './sign-in-context';
export { page, registerSsoRoutes, sendHtml } from './sso.routes';
export {
  endSessions,
  sessionsWithAccessToken,
  userOf,
  usersOfTenant,
} from './sign-in.readers';
