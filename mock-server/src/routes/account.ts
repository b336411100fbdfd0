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

export function registerAccountRoutes(app: Application, ctx: AppContext) {
  // GET|POST /api/user/info (token): the session user in the request tenant
  route(app, '/api/user/info', ['GET', 'POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    ok(res, toUserInfo(user, tenantId));
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
