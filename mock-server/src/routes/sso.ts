/**
 * Mock single sign-on: the login page the portal sends users to, and the
 * logout address. A successful login comes back to the portal with
 * `?token=…`; the return address must be on this machine (no open redirect).
 */
import type { Application, Response } from 'json-server';

import { newToken, verifyPassword } from '../auth';
import type { AppContext } from '../context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { escapeHtml, optionalString, params, route } from '../http';
import { isLoopbackHostname, tenantFromHost } from '../tenancy';

export const DEFAULT_REDIRECT = 'http://localhost:8080/index';

const MSG_BAD_CREDENTIALS = '用户名或密码错误';
const MSG_MISSING_CREDENTIALS = '请输入用户名和密码';
const MSG_BAD_REDIRECT = '非法的回跳地址';

/** The return address, or undefined when it is not an allowed URL. */
export function safeRedirect(raw: unknown): URL | undefined {
  if (raw === undefined || raw === null || raw === '') {
    return new URL(DEFAULT_REDIRECT);
  }
  if (typeof raw !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return isLoopbackHostname(url.hostname) ? url : undefined;
}

const STYLE = `
body{margin:0;font-family:'PingFang SC','Microsoft YaHei',sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:360px;margin:10vh auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{margin:0 0 24px;font-size:24px;text-align:center;color:#c8161d}
label{display:block;margin:16px 0 6px;font-weight:600}
input[type=text],input[type=password]{box-sizing:border-box;width:100%;padding:10px;border:1px solid #9ca3af;border-radius:4px;font-size:16px}
input:focus,button:focus{outline:3px solid #2563eb;outline-offset:1px}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:4px;background:#c8161d;color:#fff;font-size:16px;cursor:pointer}
.error{margin:0 0 8px;padding:8px 12px;border-radius:4px;background:#fef2f2;color:#b91c1c}
details{margin-top:24px;font-size:14px;color:#4b5563}`;

/** A small HTML page in the style of the SSO pages. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

interface LoginView {
  redirect: string;
  username?: string;
  message?: string;
  showDemoAccounts: boolean;
}

export function renderLoginPage(view: LoginView): string {
  const error = view.message
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(view.message)}</p>`
    : '';
  const describedBy = view.message ? ' aria-describedby="login-error"' : '';
  const demo = view.showDemoAccounts
    ? `<details><summary>演示账号</summary><p>${DEMO_ACCOUNTS.map((a) =>
        escapeHtml(a.username),
      ).join('、')}；密码 ${escapeHtml(DEMO_PASSWORD)}</p></details>`
    : '';
  return page(
    '统一身份认证',
    `<h1>统一身份认证</h1>
${error}
<form method="post" action="/sso/login" novalidate>
<input type="hidden" name="redirect" value="${escapeHtml(view.redirect)}" />
<label for="username">用户名</label>
<input type="text" id="username" name="username" autocomplete="username" required value="${escapeHtml(view.username ?? '')}"${describedBy} />
<label for="password">密码</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${describedBy} />
<button type="submit">登录</button>
</form>
${demo}`,
  );
}

/** HTML answer with a strict Content-Security-Policy. */
export function sendHtml(res: Response, status: number, html: string): void {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(status).type('text/html; charset=utf-8').send(html);
}

function sendBadRedirect(res: Response): void {
  sendHtml(
    res,
    400,
    page(
      MSG_BAD_REDIRECT,
      `<h1>统一身份认证</h1><p class="error" role="alert">${MSG_BAD_REDIRECT}</p>`,
    ),
  );
}

export function registerSsoRoutes(app: Application, ctx: AppContext): void {
  // GET /sso/login?redirect=<absolute url>: the login page
  // POST /sso/login (form: username, password, redirect): sign in
  route(app, '/sso/login', ['GET', 'POST'], (req, res) => {
    const input = params(req);
    const rawRedirect = input.redirect;
    const redirect = safeRedirect(rawRedirect);
    if (!redirect) {
      sendBadRedirect(res);
      return;
    }
    const redirectValue =
      typeof rawRedirect === 'string' && rawRedirect !== ''
        ? rawRedirect
        : DEFAULT_REDIRECT;
    const view = { redirect: redirectValue, showDemoAccounts: ctx.dev };
    if (req.method !== 'POST') {
      sendHtml(res, 200, renderLoginPage(view));
      return;
    }

    // Arrays (repeated fields) count as missing.
    const asText = (name: string) => {
      try {
        return optionalString(input, name) ?? '';
      } catch {
        return '';
      }
    };
    const username = asText('username').trim();
    const password = asText('password');
    if (!username || !password) {
      sendHtml(
        res,
        400,
        renderLoginPage({
          ...view,
          username,
          message: MSG_MISSING_CREDENTIALS,
        }),
      );
      return;
    }

    const tenantId = tenantFromHost(redirect.host);
    const state = ctx.store.state();
    const user = state.users.find(
      (u) => u.tenantId === tenantId && u.username === username,
    );
    if (!user || !verifyPassword(password, user.passwordHash)) {
      sendHtml(
        res,
        401,
        renderLoginPage({ ...view, username, message: MSG_BAD_CREDENTIALS }),
      );
      return;
    }

    const token = newToken();
    state.sessions.push({
      token,
      username: user.username,
      tenantId,
      createdAt: new Date().toISOString(),
    });
    ctx.store.write();
    redirect.searchParams.set('token', token);
    res.redirect(302, redirect.toString());
  });

  // GET /sso/logout?redirect=<url>[&token=]: back to the portal
  route(app, '/sso/logout', ['GET'], (req, res) => {
    const input = params(req);
    const redirect = safeRedirect(input.redirect);
    if (!redirect) {
      sendBadRedirect(res);
      return;
    }
    const token = input.token;
    if (typeof token === 'string' && token !== '') {
      const state = ctx.store.state();
      const before = state.sessions.length;
      state.sessions = state.sessions.filter((s) => s.token !== token);
      if (state.sessions.length !== before) ctx.store.write();
    }
    res.redirect(302, redirect.toString());
  });

  // GET /sso/vpn-login: placeholder page
  route(app, '/sso/vpn-login', ['GET'], (_req, res) => {
    sendHtml(
      res,
      200,
      page(
        'VPN 登录',
        `<h1>VPN 登录</h1><p>模拟环境无需 VPN，请使用<a href="/sso/login">统一身份认证</a>登录。</p>`,
      ),
    );
  });
}
