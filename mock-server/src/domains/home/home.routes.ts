/** Home page data: banners, notices (articles) and suggestions. */
import {
  FEEDBACK_TYPE_LABELS,
  validateFeedbackContent,
  validateFeedbackPhone,
  type Banner,
  type Feedback,
  type FeedbackType,
  type Notice,
  type NoticeSummary,
  type Page,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  clamp,
  formatDateTime,
  ok,
  optionalEnum,
  optionalInt,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import {
  filterInTenant,
  findInTenant,
  inTenant,
  tenantOfRequest,
} from '../../platform/tenancy';
import type { Article, SuggestionRecord } from './home.records';

const TOP_SIZE = { default: 5, max: 20 };
const FEEDBACK_TYPES = Object.keys(FEEDBACK_TYPE_LABELS) as FeedbackType[];

/** Trimmed content, or 400 with the form's message (the contract's rule). */
function checkSuggestionContent(value: string | undefined): string {
  const problem = validateFeedbackContent(value);
  if (problem) throw new HttpError(400, problem);
  return (value ?? '').trim();
}

/** A stored suggestion as the client sees it (older rows get defaults). */
function suggestionView(s: SuggestionRecord): Feedback {
  const type = s.type ?? 'OTHER';
  const status = s.status ?? 'PENDING';
  return {
    id: s.id,
    username: s.username,
    tenantId: s.tenantId,
    content: s.content,
    createdAt: s.createdAt,
    type,
    typeName: FEEDBACK_TYPE_LABELS[type],
    phone: s.phone ?? '',
    status,
    statusName: status === 'REPLIED' ? '已回复' : '待回复',
    reply: s.reply ?? '',
    replyAt: s.replyAt ?? '',
  };
}

/** Top notices first, then newest first. */
function byTopThenNewest(a: Article, b: Article): number {
  if (a.isTop !== b.isTop) return a.isTop ? -1 : 1;
  return (
    b.publishDate.localeCompare(a.publishDate) || Number(b.id) - Number(a.id)
  );
}

function withoutContent(article: Article): NoticeSummary {
  const { content: _content, tenantId: _tenant, ...rest } = article;
  return rest;
}

export function registerPortalHomeRoutes(app: Application, ctx: AppContext) {
  // POST /api/portal/banner: the tenant's banners by `sort`
  route(app, '/api/portal/banner', ['GET', 'POST'], (req, res) => {
    const tenantId = tenantOfRequest(req.headers);
    const banners = ctx.store
      .state()
      .banners.filter(inTenant(tenantId))
      .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id))
      .map(({ tenantId: _t, ...banner }) => banner);
    ok<Banner[]>(res, banners);
  });

  // GET /api/portal/article/queryTop?size=N: top notices, no content
  route(app, '/api/portal/article/queryTop', ['GET', 'POST'], (req, res) => {
    const input = params(req);
    const size = clamp(
      optionalInt(input, 'size') ?? TOP_SIZE.default,
      1,
      TOP_SIZE.max,
    );
    const tenantId = tenantOfRequest(req.headers);
    const list = ctx.store
      .state()
      .articles.filter(inTenant(tenantId))
      .sort(byTopThenNewest)
      .slice(0, size)
      .map(withoutContent);
    ok<NoticeSummary[]>(res, list);
  });

  // GET /api/portal/article/get?id=: one notice with content
  route(app, '/api/portal/article/get', ['GET', 'POST'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const tenantId = tenantOfRequest(req.headers);
    const article = findInTenant(
      ctx.store.state().articles,
      tenantId,
      (a) => a.id === id,
    );
    if (!article) throw new HttpError(404, '文章不存在');
    article.views += 1;
    ctx.store.write();
    const { tenantId: _t, ...answer } = article;
    ok<Notice>(res, answer);
  });

  // POST /api/portal/article/query {pagesize, pagenum, title?}: paged notices
  route(app, '/api/portal/article/query', ['GET', 'POST'], (req, res) => {
    const input = params(req);
    const paging = readPaging(input);
    const title = optionalString(input, 'title')?.trim() ?? '';
    const tenantId = tenantOfRequest(req.headers);
    const list = filterInTenant(
      ctx.store.state().articles,
      tenantId,
      (a) => !title || a.title.includes(title),
    )
      .sort(byTopThenNewest)
      .map(withoutContent);
    ok<Page<NoticeSummary>>(res, paginate(list, paging));
  });

  // POST /api/portal/suggest/createSuggest {content, type?, phone?} (token)
  route(app, '/api/portal/suggest/createSuggest', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const input = params(req);
    const content = checkSuggestionContent(optionalString(input, 'content'));
    const type = optionalEnum(input, 'type', FEEDBACK_TYPES) ?? 'OTHER';
    const phone = optionalString(input, 'phone')?.trim() ?? '';
    const phoneProblem = validateFeedbackPhone(phone);
    if (phoneProblem) throw new HttpError(400, phoneProblem);
    const state = ctx.store.state();
    const last = state.suggestions.reduce(
      (max, s) => Math.max(max, Number(s.id) || 0),
      0,
    );
    const suggestion: SuggestionRecord = {
      id: String(last + 1),
      username: caller.user.username,
      tenantId: caller.tenantId,
      content,
      createdAt: formatDateTime(new Date(ctx.now())),
      type,
      phone,
      status: 'PENDING',
      reply: '',
      replyAt: '',
    };
    state.suggestions.push(suggestion);
    ctx.store.write();
    ok<Feedback>(res, suggestionView(suggestion), '提交成功');
  });

  // POST /api/portal/suggest/queryMySuggest {pagesize, pagenum} (token)
  route(
    app,
    '/api/portal/suggest/queryMySuggest',
    ['GET', 'POST'],
    (req, res) => {
      const caller = requireCaller(ctx.store, req);
      const paging = readPaging(params(req));
      const mine = filterInTenant(
        ctx.store.state().suggestions,
        caller.tenantId,
        (s) => s.username === caller.user.username,
      )
        .sort((a, b) => Number(b.id) - Number(a.id))
        .map(suggestionView);
      ok<Page<Feedback>>(res, paginate(mine, paging));
    },
  );
}
