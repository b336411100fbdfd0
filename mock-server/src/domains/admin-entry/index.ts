/**
 * The admin-entry domain's public door: what server.ts, seed.ts, dev/ and
 * the other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './admin-entry.records';
export type { AdminEntryContext, UkeyContext } from './admin-entry-context';
export { AdminTickets } from './admin-tickets';
export { registerAdminRoutes } from './admin.routes';
export { SmsCodes } from './sms-codes';
export { registerSmsRoutes } from './sms-verify.routes';
export { UkeyChallenges } from './ukey-challenges';
export { registerUkeyRoutes } from './ukey.routes';
