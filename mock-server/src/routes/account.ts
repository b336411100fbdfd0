/** The signed-in user, the page origin it reports and server-side logout. */
import type { Application } from 'json-server';

import { requestTokens, requireCaller } from '../auth';
import type { AppContext } from '../context';
import { HttpError, ok, params, requiredString, route } from '../http';
import type { TenantId, UserInfo, UserRecord } from '../types';

export const MSG_BAD_ORIGIN = '参数ipPort不是合法的http(s)源地址';

/**
 * The origin (`http://host:port`) written in `raw`, or undefined when `raw`
 * is not exactly an http(s) origin (an optional trailing slash aside).
 */
export function parseOrigin(raw: string): string | undefined {
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

export type UserInfoResponse = UserInfo & { tenantId: TenantId };

/** Public view of a user: no password hash, no username, no accessToken. */
export function toUserInfo(user: UserRecord, tenantId: TenantId) {
  const { passwordHash: _hash, username: _name, tenantId: _t, ...info } = user;
  const answer: UserInfoResponse = { ...info, tenantId };
  return answer;
}

export const PROFILE_MESSAGES = {
  nothing: '请提供要修改的头像或手机号',
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  avatarInvalid: '头像必须是系统提供的头像或 http(s) 图片地址',
} as const;

/** Mainland mobile numbers: 1, then 3–9, then nine digits. */
export const MOBILE_PHONE = /^1[3-9]\d{9}$/;
/** The avatars a learner may pick (served by /pcStatic/img). */
export const SEEDED_AVATARS = [
  '/pcStatic/img/avatar.svg',
  ...[1, 2, 3, 4, 5, 6].map((n) => `/pcStatic/img/avatar-${n}.svg`),
] as const;
const AVATAR_URL_MAX = 500;

/** An http(s) image address without credentials, or undefined. */
function avatarUrl(raw: string): string | undefined {
  if (raw.length > AVATAR_URL_MAX || /\s/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/** The profile fields a POST /api/user/info/update body changes (validated). */
export function readProfileChanges(input: Record<string, unknown>): {
  telephone?: string;
  avatar?: string;
} {
  const changes: { telephone?: string; avatar?: string } = {};
  if (input.telephone !== undefined && input.telephone !== null) {
    if (typeof input.telephone !== 'string') {
      throw new HttpError(400, PROFILE_MESSAGES.phoneInvalid);
    }
    const phone = input.telephone.trim();
    if (phone === '') throw new HttpError(400, PROFILE_MESSAGES.phoneRequired);
    if (!MOBILE_PHONE.test(phone)) {
      throw new HttpError(400, PROFILE_MESSAGES.phoneInvalid);
    }
    changes.telephone = phone;
  }
  if (input.avatar !== undefined && input.avatar !== null) {
    const raw = typeof input.avatar === 'string' ? input.avatar.trim() : '';
    const avatar = (SEEDED_AVATARS as readonly string[]).includes(raw)
      ? raw
      : avatarUrl(raw);
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
    const { user, tenantId } = requireCaller(ctx.store, req);
    ok(res, toUserInfo(user, tenantId));
  });

  // POST /api/user/info/update {avatar?, telephone?} (token): the caller's
  // editable profile fields; other fields of the user-info object are ignored
  route(app, '/api/user/info/update', ['POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    const changes = readProfileChanges(params(req));
    if (changes.telephone !== undefined) user.telephone = changes.telephone;
    if (changes.avatar !== undefined) user.avatar = changes.avatar;
    ctx.store.write();
    ok(res, toUserInfo(user, tenantId), '保存成功');
  });

  // POST /api/user/configure/new {ipPort} (token): the page origin in use
  route(app, '/api/user/configure/new', ['POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    const ipPort = parseOrigin(requiredString(params(req), 'ipPort'));
    if (!ipPort) throw new HttpError(400, MSG_BAD_ORIGIN);
    const state = ctx.store.state();
    state.clientOrigins = state.clientOrigins.filter(
      (o) => !(o.username === user.username && o.tenantId === tenantId),
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
    const kept = state.sessions.filter((s) => !tokens.includes(s.token));
    if (kept.length !== state.sessions.length) {
      state.sessions = kept;
      ctx.store.write();
    }
    ok(res, undefined, '退出成功');
  });
}
