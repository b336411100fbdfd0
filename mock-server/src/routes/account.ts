/** The signed-in user and server-side logout. */
import type { Application } from 'json-server';

import { requestTokens, requireCaller } from '../auth';
import type { AppContext } from '../context';
import { ok, route } from '../http';
import type { TenantId, UserInfo, UserRecord } from '../types';

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
