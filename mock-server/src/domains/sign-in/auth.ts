/** Password hashing, session tokens and the "who is calling" lookup. */
import {
  createHash,
  randomBytes,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';

import type { Request } from 'json-server';

import type { Store } from '../../platform/db';
import { compositeKey, indexBy } from '../../platform/derived';
import { HttpError, MESSAGES } from '../../platform/http';
import type { Session, UserRecord } from './sign-in.records';
import { tenantOfRequest, type TenantId } from '../../platform/tenancy';

const SCRYPT_KEYLEN = 32;
const hashCache = new Map<string, string>();

/** `scrypt$<salt>$<hash>`; deterministic for a given salt (seeding). */
export function hashPassword(password: string, salt: string): string {
  const key = `${salt}\u0000${password}`;
  const cached = hashCache.get(key);
  if (cached) return cached;
  const hash = scryptSync(password, salt, SCRYPT_KEYLEN).toString('hex');
  const encoded = `scrypt$${salt}$${hash}`;
  hashCache.set(key, encoded);
  return encoded;
}

/** Salt derived from a label, so that the seed stays deterministic. */
export function seedSalt(label: string): string {
  return createHash('sha256')
    .update(`portal-mock-seed:${label}`)
    .digest('hex')
    .slice(0, 32);
}

/** A fresh hash with a random salt (password changes); not cached. */
export function hashNewPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  const hash = scryptSync(password, salt, SCRYPT_KEYLEN).toString('hex');
  return `scrypt$${salt}$${hash}`;
}

export function verifyPassword(password: string, encoded: string): boolean {
  const [scheme, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return expected.length > 0 && timingSafeEqual(actual, expected);
}

export function newToken(): string {
  return randomBytes(16).toString('hex');
}

function headerValue(req: Request, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Tokens a request carries, `token` header first, then `FS-CK`. */
export function requestTokens(req: Request): string[] {
  const tokens = [headerValue(req, 'token'), headerValue(req, 'fs-ck')];
  return [...new Set(tokens.filter((t) => t !== ''))];
}

interface Caller {
  session: Session;
  user: UserRecord;
  tenantId: TenantId;
}

/**
 * The signed-in caller, seen in the request's tenant (the demo accounts
 * exist in every tenant); undefined for visitors and unknown tokens.
 */
export function findCaller(store: Store, req: Request): Caller | undefined {
  const state = store.state();
  const tenantId = tenantOfRequest(req.headers);
  // By key: every signed-in request looks its session up, and sessions pile
  // up with every sign-in.
  const sessions = indexBy(state.sessions, 'token', (s) => s.token);
  const users = indexBy(state.users, 'tenant+username', (u) =>
    compositeKey(u.tenantId, u.username),
  );
  for (const token of requestTokens(req)) {
    const session = sessions.get(token);
    if (!session) continue;
    const user = users.get(compositeKey(tenantId, session.username));
    if (user) return { session, user, tenantId };
  }
  return undefined;
}

/** The signed-in caller as the learning routes key records. */
export function findLearner(
  store: Store,
  req: Request,
): { username: string; tenantId: TenantId } | undefined {
  const caller = findCaller(store, req);
  return (
    caller && { username: caller.user.username, tenantId: caller.tenantId }
  );
}

/**
 * The access token of a session signed in by token (loginBy 'token'), which
 * the portal passes on to the academy and the back office: derived from
 * the session, so each session has its own and the session token itself
 * never goes to another site.
 */
export function sessionAccessToken(session: Pick<Session, 'token'>): string {
  const digest = createHash('sha256')
    .update(`access-token\u0000${session.token}`)
    .digest('hex');
  return `AT-${digest.slice(0, 32)}`;
}

/** Like findCaller, but throws 401 when no valid session is found. */
export function requireCaller(store: Store, req: Request): Caller {
  const caller = findCaller(store, req);
  if (!caller) throw new HttpError(401, MESSAGES.unauthorized);
  return caller;
}
