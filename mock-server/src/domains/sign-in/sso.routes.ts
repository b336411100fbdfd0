/**
 * Mock single sign-on: the login page the portal sends users to, and the
 * logout address. A successful login comes back to the portal with
 * `?token=…`; the return address must be a portal origin (no open redirect).
 * The page encrypts the password in the browser (RSA-OAEP, the key of
 * /api/portal/config) before the form is sent: see LOGIN_SCRIPT.
 */
import type { Application, Response } from 'json-server';

import { newToken, verifyPassword } from './auth';
import { decryptPassword, passwordKey } from './password-keys';
import type { AppContext } from '../../platform/context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.data';
import { escapeHtml, optionalString, params, route } from '../../platform/http';
import {
  findInTenant,
  seedTenants,
  tenantFromHost,
  type KnownTenants,
} from '../../platform/tenancy';

const DEFAULT_REDIRECT = 'http://localhost:8080/index';

const MSG_BAD_CREDENTIALS = '用户名或密码错误';
const MSG_MISSING_CREDENTIALS = '请输入用户名和密码';
const MSG_BAD_REDIRECT = '非法的回跳地址';
const MSG_CANNOT_ENCRYPT = '当前浏览器无法加密密码，请使用新版浏览器登录';

/**
 * Host names the portal is served at (the configured portal origins of this
 * machine): localhost and 127.0.0.1 (the default tenant) and each served
 * tenant's `001-001-043.localhost`. Any port: the portal's port is the
 * operator's.
 */
export function isPortalHostname(
  hostname: string,
  known: KnownTenants = seedTenants,
): boolean {
  const name = hostname.toLowerCase();
  if (name === 'localhost' || name === '127.0.0.1') return true;
  const label = name.endsWith('.localhost')
    ? name.slice(0, -'.localhost'.length)
    : '';
  return /^\d{3}(-\d{3})+$/.test(label) && known(label.replaceAll('-', '.'));
}

/** The return address, or undefined when it is not an allowed URL. */
export function safeRedirect(
  raw: unknown,
  known: KnownTenants = seedTenants,
): URL | undefined {
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
  return isPortalHostname(url.hostname, known) ? url : undefined;
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
  /** PEM of the password key; the page's script encrypts with it. */
  passwordKey?: string;
  username?: string;
  message?: string;
  showDemoAccounts: boolean;
}

function renderLoginPage(view: LoginView): string {
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
<form method="post" action="/sso/login" novalidate${
      view.passwordKey
        ? ` data-password-key="${escapeHtml(view.passwordKey)}"`
        : ''
    }>
<input type="hidden" name="redirect" value="${escapeHtml(view.redirect)}" />
<input type="hidden" name="passwordCipher" value="" />
<label for="username">用户名</label>
<input type="text" id="username" name="username" autocomplete="username" required value="${escapeHtml(view.username ?? '')}"${describedBy} />
<label for="password">密码</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${describedBy} />
<button type="submit">登录</button>
</form>
${demo}
<script src="/sso/login.js"></script>`,
  );
}

/**
 * The login page's only script (served as /sso/login.js, allowed by the
 * page's CSP as 'self'): on submit it encrypts the password with
 * RSA-OAEP/SHA-256 (WebCrypto; what jsencrypt's encryptOAEP does in the
 * portal), sends it as passwordCipher and takes the plain field's name away,
 * so the password leaves the browser only encrypted. Without WebCrypto it
 * refuses to send the form.
 */
const LOGIN_SCRIPT = `'use strict';
(function () {
  var form = document.querySelector('form[data-password-key]');
  if (!form) return;
  var field = form.querySelector('#password');
  var cipherField = form.querySelector('input[name="passwordCipher"]');
  var pem = form.getAttribute('data-password-key') || '';
  var der = Uint8Array.from(
    atob(pem.replace(/-----[^-]+-----|\\s+/g, '')),
    function (c) { return c.charCodeAt(0); },
  );
  function fail() {
    var box = document.getElementById('login-error');
    if (!box) {
      box = document.createElement('p');
      box.className = 'error';
      box.id = 'login-error';
      box.setAttribute('role', 'alert');
      form.parentNode.insertBefore(box, form);
    }
    box.textContent = '${MSG_CANNOT_ENCRYPT}';
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!window.crypto || !crypto.subtle) return fail();
    crypto.subtle
      .importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt'])
      .then(function (key) {
        return crypto.subtle.encrypt(
          { name: 'RSA-OAEP' },
          key,
          new TextEncoder().encode(field.value),
        );
      })
      .then(function (cipher) {
        var bytes = new Uint8Array(cipher);
        var text = '';
        for (var i = 0; i < bytes.length; i += 1) text += String.fromCharCode(bytes[i]);
        cipherField.value = btoa(text);
        field.removeAttribute('name');
        form.submit();
      }, fail);
  });
})();
`;

/** HTML answer with a strict Content-Security-Policy. */
export function sendHtml(res: Response, status: number, html: string): void {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
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
    const redirect = safeRedirect(rawRedirect, ctx.servesTenant);
    if (!redirect) {
      sendBadRedirect(res);
      return;
    }
    const redirectValue =
      typeof rawRedirect === 'string' && rawRedirect !== ''
        ? rawRedirect
        : DEFAULT_REDIRECT;
    const view = {
      redirect: redirectValue,
      showDemoAccounts: ctx.dev,
      passwordKey: passwordKey(ctx.store).publicKey,
    };
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
    // The page sends passwordCipher; scripts and tests may send password.
    const cipher = asText('passwordCipher');
    const password = cipher
      ? decryptPassword(passwordKey(ctx.store).privateKey, cipher)
      : asText('password');
    if (!username || password === '') {
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

    const tenantId = tenantFromHost(redirect.host, ctx.servesTenant);
    const state = ctx.store.state();
    const user = findInTenant(
      state.users,
      tenantId,
      (u) => u.username === username,
    );
    if (
      !user ||
      password === undefined ||
      !verifyPassword(password, user.passwordHash)
    ) {
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
    const redirect = safeRedirect(input.redirect, ctx.servesTenant);
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

  // GET /sso/login.js: the login page's script
  route(app, '/sso/login.js', ['GET'], (_req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript; charset=utf-8').send(LOGIN_SCRIPT);
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
