/** The signed-in user, the page origin it reports and server-side logout. */
import { isDeepStrictEqual } from 'node:util';

import {
  PROFILE_EDITABLE_FIELDS,
  PROFILE_IGNORED_FIELDS,
  PROFILE_MESSAGES,
  profileAvatar,
  readOnlyFieldMessage,
  type UserInfo,
  validateMobilePhone,
  VALIDATION_MESSAGES,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import {
  requestTokens,
  requireCaller,
  sessionAccessToken,
  type Session,
  type UserRecord,
  endSessions,
} from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  ok,
  params,
  requiredString,
  route,
} from '../../platform/http';
import { belongsToTenant, type TenantId } from '../../platform/tenancy';

const MSG_BAD_ORIGIN = '参数ipPort不是合法的http(s)源地址';

/**
 * The origin (`http://host:port`) written in `raw`, or undefined when `raw`
 * is not exactly an http(s) origin (an optional trailing slash aside).
 */
function parseOrigin(raw: string): string | undefined {
  const text = raw.trim();
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  return url.origin;
}

/**
 * Public view of a user: no password hash, no username; an accessToken
 * only for a session signed in by token, to be passed on (seed-spec 3).
 */
function toUserInfo(
  user: UserRecord,
  tenantId: TenantId,
  session: Pick<Session, 'token'>,
): UserInfo {
  const { passwordHash: _hash, username: _name, tenantId: _t, ...info } = user;
  return user.loginBy === 'token'
    ? { ...info, tenantId, accessToken: sessionAccessToken(session) }
    : { ...info, tenantId };
}

const EDITABLE: ReadonlySet<string> = new Set(PROFILE_EDITABLE_FIELDS);
const IGNORED: ReadonlySet<string> = new Set(PROFILE_IGNORED_FIELDS);

/**
 * The body is the user-info object: a field other than the editable ones,
 * sent with a value other than the stored one, is refused. Fields left out
 * and names that are no user-info field change nothing.
 */
function refuseReadOnlyChanges(
  input: Record<string, unknown>,
  current: UserInfo,
): void {
  const stored: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(input)) {
    if (EDITABLE.has(field) || IGNORED.has(field)) continue;
    if (!Object.hasOwn(stored, field)) continue;
    if (!isDeepStrictEqual(value, stored[field])) {
      throw new HttpError(400, readOnlyFieldMessage(field));
    }
  }
}

/** The profile fields a POST /api/user/info/update body changes (validated). */
function readProfileChanges(input: Record<string, unknown>): {
  telephone?: string;
  avatar?: string;
} {
  const changes: { telephone?: string; avatar?: string } = {};
  if (input.telephone !== undefined && input.telephone !== null) {
    if (typeof input.telephone !== 'string') {
      throw new HttpError(400, VALIDATION_MESSAGES.phoneInvalid);
    }
    const phone = input.telephone.trim();
    const problem = validateMobilePhone(phone);
    if (problem) throw new HttpError(400, problem);
    changes.telephone = phone;
  }
  if (input.avatar !== undefined && input.avatar !== null) {
    const avatar = profileAvatar(input.avatar);
    if (!avatar) throw new HttpError(400, PROFILE_MESSAGES.avatarInvalid);
    changes.avatar = avatar;
  }
  if (changes.telephone === undefined && changes.avatar === undefined) {
    throw new HttpError(400, PROFILE_MESSAGES.nothing);
  }
  return changes;
}

export function registerAccountRoutes(app: Application, ctx: AppContext) {
  // GET|POST /api/user/info (token): the session user in the request tenant
  route(app, '/api/user/info', ['GET', 'POST'], (req, res) => {
    const { user, tenantId, session } = requireCaller(ctx.store, req);
    ok<UserInfo>(res, toUserInfo(user, tenantId, session));
  });

  // POST /api/user/info/update <the user-info object> (token): only
  // telephone and avatar may change; a changed read-only field is refused
  route(app, '/api/user/info/update', ['POST'], (req, res) => {
    const { user, tenantId, session } = requireCaller(ctx.store, req);
    const input = params(req);
    refuseReadOnlyChanges(input, toUserInfo(user, tenantId, session));
    const changes = readProfileChanges(input);
    if (changes.telephone !== undefined) user.telephone = changes.telephone;
    if (changes.avatar !== undefined) user.avatar = changes.avatar;
    ctx.store.write();
    ok<UserInfo>(
      res,
      toUserInfo(user, tenantId, session),
      PROFILE_MESSAGES.saved,
    );
  });

  // POST /api/user/configure/new {ipPort} (token): the page origin in use
  route(app, '/api/user/configure/new', ['POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    const ipPort = parseOrigin(requiredString(params(req), 'ipPort'));
    if (!ipPort) throw new HttpError(400, MSG_BAD_ORIGIN);
    const state = ctx.store.state();
    state.clientOrigins = state.clientOrigins.filter(
      (o) => !(o.username === user.username && belongsToTenant(o, tenantId)),
    );
    state.clientOrigins.push({
      username: user.username,
      tenantId,
      ipPort,
      at: new Date(ctx.now()).toISOString(),
    });
    ctx.store.write();
    ok(res);
  });

  // POST /logout (token and/or FS-CK header): ends the session
  route(app, '/logout', ['POST'], (req, res) => {
    const tokens = requestTokens(req);
    const state = ctx.store.state();
    if (endSessions(state, tokens)) ctx.store.write();
    ok(res, undefined, '退出成功');
  });
}
