/**
 * What other domains read of the accounts and sessions, and the one change
 * they make (ending sessions); the sign-in domain keeps the collections.
 */
import { belongsToTenant, findInTenant } from '../../platform/tenancy';
import { sessionAccessToken } from './auth';
import type { Session, SignInCollections, UserRecord } from './sign-in.records';

/** The account `username` of the tenant. */
export function userOf(
  state: SignInCollections,
  tenantId: string,
  username: string,
): UserRecord | undefined {
  return findInTenant(state.users, tenantId, (u) => u.username === username);
}

/** The tenant's accounts, in stored order. */
export function usersOfTenant(
  state: SignInCollections,
  tenantId: string,
): UserRecord[] {
  return state.users.filter((u) => belongsToTenant(u, tenantId));
}

/** The sessions an access token was handed out for, in stored order. */
export function sessionsWithAccessToken(
  state: SignInCollections,
  accessToken: string,
): Session[] {
  return state.sessions.filter((s) => sessionAccessToken(s) === accessToken);
}

/** Ends the sessions of `tokens`; true when one was ended. */
export function endSessions(
  state: SignInCollections,
  tokens: readonly string[],
): boolean {
  const kept = state.sessions.filter((s) => !tokens.includes(s.token));
  if (kept.length === state.sessions.length) return false;
  state.sessions = kept;
  return true;
}
