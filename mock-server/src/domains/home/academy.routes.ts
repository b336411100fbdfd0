/**
 * Jump to 中国干部网络学院 (the national cadre academy): the lookup the
 * portal makes, and a stand-in for the academy's landing page.
 */
import { randomBytes } from 'node:crypto';

import type { AcademyLookupResult } from '@portal/shared/contracts';
import type { Application } from 'json-server';

import {
  DEMO_ACCOUNTS,
  page,
  requireCaller,
  sendHtml,
  sessionAccessToken,
} from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  MESSAGES,
  escapeHtml,
  optionalString,
  params,
  requiredString,
  route,
  sendJson,
} from '../../platform/http';
import { storedSite } from '../site';
import type { TenantId } from '../../platform/tenancy';

const ACADEMY_NAME = '中国干部网络学院';
const ACADEMY_PAGE_TITLE = `${ACADEMY_NAME}（模拟）`;
const MSG_NOT_REGISTERED = `未查询到您在${ACADEMY_NAME}的注册信息`;
const MSG_BAD_TICKET = '票据无效或已过期';
const MSG_NO_ACCESS_TOKEN = '访问令牌无效，请重新登录后再试';
export const TICKET_TTL_MS = 5 * 60 * 1000;
const MAX_TICKETS = 1000;

/** Usernames the academy lookup (rdrZWY) knows. */
const CELA_REGISTERED = new Set(
  DEMO_ACCOUNTS.filter((a) => a.celaRegistered).map((a) => a.username),
);

interface Ticket {
  name: string;
  tenantId: TenantId;
  expiresAt: number;
}

export function registerAcademyRoutes(app: Application, ctx: AppContext) {
  // In memory: tickets are short-lived and may be used until they expire.
  const tickets = new Map<string, Ticket>();
  const issueTicket = (ticket: Omit<Ticket, 'expiresAt'>) => {
    const now = ctx.now();
    for (const [id, t] of tickets) {
      if (t.expiresAt <= now || tickets.size >= MAX_TICKETS) tickets.delete(id);
    }
    const id = randomBytes(16).toString('hex');
    tickets.set(id, { ...ticket, expiresAt: now + TICKET_TTL_MS });
    return id;
  };

  // POST /api/portal/user/rdrZWY {idCardHash, accessToken?} (token); a
  // session signed in by token must pass its access token on
  route(app, '/api/portal/user/rdrZWY', ['POST'], (req, res) => {
    const { user, tenantId, session } = requireCaller(ctx.store, req);
    const input = params(req);
    const idCardHash = requiredString(input, 'idCardHash').trim();
    if (idCardHash.toLowerCase() !== user.idCardHash) {
      throw new HttpError(403, MESSAGES.forbiddenOtherUser);
    }
    let answer: AcademyLookupResult;
    if (
      user.loginBy === 'token' &&
      optionalString(input, 'accessToken') !== sessionAccessToken(session)
    ) {
      answer = { code: 'false', message: MSG_NO_ACCESS_TOKEN };
    } else if (CELA_REGISTERED.has(user.username)) {
      const ticket = issueTicket({ name: user.name, tenantId });
      answer = {
        code: 'true',
        message: '',
        celaUrl: `${ctx.origin()}/sso/cela?ticket=${ticket}`,
      };
    } else {
      answer = { code: 'false', message: MSG_NOT_REGISTERED };
    }
    sendJson(res, 200, answer);
  });

  // GET /sso/cela?ticket=: where celaUrl leads (HTML)
  route(app, '/sso/cela', ['GET'], (req, res) => {
    let id = '';
    try {
      id = optionalString(params(req), 'ticket') ?? '';
    } catch {
      id = '';
    }
    const ticket = tickets.get(id);
    if (!ticket || ticket.expiresAt <= ctx.now()) {
      sendHtml(
        res,
        400,
        page(
          ACADEMY_PAGE_TITLE,
          `<h1>${ACADEMY_PAGE_TITLE}</h1><p class="error" role="alert">${MSG_BAD_TICKET}</p>`,
        ),
      );
      return;
    }
    const from = storedSite(ctx.store, ticket.tenantId)?.title ?? '';
    sendHtml(
      res,
      200,
      page(
        ACADEMY_PAGE_TITLE,
        `<h1>${ACADEMY_PAGE_TITLE}</h1>
<p role="status">欢迎您，${escapeHtml(ticket.name)}！您已从${escapeHtml(from)}进入${ACADEMY_NAME}。</p>
<p>这是模拟页面：真实环境中学员在此继续学习。</p>`,
      ),
    );
  });
}
