/**
 * The mock back office (后台管理系统): one page at /admin/. With a valid
 * one-time `?ticket=` (from the SMS check or the UKEY sign-in), or a POSTed
 * `accessToken` field of an administrator's session signed in by token (the
 * portal's hand-off, seed-spec 3), it greets the administrator; otherwise
 * it is a generic page.
 */
import type { Application } from 'json-server';

import type { AdminLoginMethod } from './admin-tickets';
import type { AdminEntryContext } from './admin-entry-context';
import { escapeHtml, optionalString, params, route } from '../../platform/http';
import { ADMIN_PATH, storedSite } from '../site';
import { page, sendHtml, sessionsWithAccessToken, userOf } from '../sign-in';
import type { TenantId } from '../../platform/tenancy';

const ADMIN_PAGE_TITLE = '后台管理系统（模拟）';
const METHOD_NAMES: Record<AdminLoginMethod | 'token', string> = {
  sms: '短信验证码',
  ukey: 'uKey证书',
  token: '访问令牌',
};

/** Who an access token hands off: a manager's session signed in by token. */
function tokenHandOff(
  ctx: AdminEntryContext,
  accessToken: string,
): { username: string; tenantId: TenantId; method: 'token' } | undefined {
  if (!accessToken) return undefined;
  const state = ctx.store.state();
  for (const session of sessionsWithAccessToken(state, accessToken)) {
    const user = userOf(state, session.tenantId, session.username);
    if (user?.loginBy === 'token' && user.manage) {
      return { ...session, method: 'token' };
    }
  }
  return undefined;
}

export function registerAdminRoutes(
  app: Application,
  ctx: AdminEntryContext,
): void {
  // GET /admin/?ticket= | POST /admin/ {accessToken}: the back office (HTML)
  route(app, ADMIN_PATH, ['GET', 'POST'], (req, res) => {
    let id = '';
    let accessToken = '';
    try {
      id = optionalString(params(req), 'ticket')?.trim() ?? '';
      if (req.method === 'POST') {
        accessToken = optionalString(params(req), 'accessToken') ?? '';
      }
    } catch {
      id = '';
    }
    const ticket = accessToken
      ? tokenHandOff(ctx, accessToken)
      : id
        ? ctx.adminTickets.take(id)
        : undefined;
    const user = ticket
      ? userOf(ctx.store.state(), ticket.tenantId, ticket.username)
      : undefined;
    res.setHeader('Cache-Control', 'no-store');
    if (!ticket || !user) {
      const note =
        id || accessToken
          ? '<p class="error" role="alert">登录票据无效或已过期，请从门户重新进入。</p>'
          : '';
      sendHtml(
        res,
        200,
        page(
          ADMIN_PAGE_TITLE,
          `<h1>${ADMIN_PAGE_TITLE}</h1>
${note}<p>这是模拟的后台管理系统。管理员请从门户的“管理员登录”进入。</p>`,
        ),
      );
      return;
    }
    const site = storedSite(ctx.store, ticket.tenantId)?.title ?? '';
    sendHtml(
      res,
      200,
      page(
        ADMIN_PAGE_TITLE,
        `<h1>${ADMIN_PAGE_TITLE}</h1>
<p role="status" id="admin-welcome">欢迎您，${escapeHtml(user.name)}！</p>
<dl>
<dt>账号</dt><dd id="admin-username">${escapeHtml(user.username)}</dd>
<dt>单位</dt><dd>${escapeHtml(user.orgName)}</dd>
<dt>站点</dt><dd>${escapeHtml(site)}</dd>
<dt>登录方式</dt><dd id="admin-method">${METHOD_NAMES[ticket.method]}</dd>
</dl>
<p>这是模拟页面：真实环境中管理员在此管理培训业务。</p>`,
      ),
    );
  });
}
