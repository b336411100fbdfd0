/** Home page data: banners, notices (articles) and suggestions. */
import type { Application } from 'json-server';

import { requireCaller } from '../auth';
import type { AppContext } from '../context';
import {
  HttpError,
  clamp,
  formatDateTime,
  ok,
  optionalInt,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../http';
import { tenantOfRequest } from '../tenancy';
import type { Article, Suggestion } from '../types';

export const TOP_SIZE = { default: 5, max: 20 };
export const SUGGESTION_MAX_CHARS = 500;

/** Top notices first, then newest first. */
function byTopThenNewest(a: Article, b: Article): number {
  if (a.isTop !== b.isTop) return a.isTop ? -1 : 1;
  return (
    b.publishDate.localeCompare(a.publishDate) || Number(b.id) - Number(a.id)
  );
}

function withoutContent(article: Article) {
  const { content: _content, tenantId: _tenant, ...rest } = article;
  return rest;
}

export function registerPortalHomeRoutes(app: Application, ctx: AppContext) {
  // POST /api/portal/banner: the tenant's banners by `sort`
  route(app, '/api/portal/banner', ['GET', 'POST'], (req, res) => {
    const tenantId = tenantOfRequest(req.headers);
    const banners = ctx.store
      .state()
      .banners.filter((b) => b.tenantId === tenantId)
      .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id))
      .map(({ tenantId: _t, ...banner }) => banner);
    ok(res, banners);
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
      .articles.filter((a) => a.tenantId === tenantId)
      .sort(byTopThenNewest)
      .slice(0, size)
      .map(withoutContent);
    ok(res, list);
  });

  // GET /api/portal/article/get?id=: one notice with content
  route(app, '/api/portal/article/get', ['GET', 'POST'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const tenantId = tenantOfRequest(req.headers);
    const article = ctx.store
      .state()
      .articles.find((a) => a.id === id && a.tenantId === tenantId);
    if (!article) throw new HttpError(404, '文章不存在');
    article.views += 1;
    ctx.store.write();
    const { tenantId: _t, ...answer } = article;
    ok(res, answer);
  });

  // POST /api/portal/article/query {pagesize, pagenum, title?}: paged notices
  route(app, '/api/portal/article/query', ['GET', 'POST'], (req, res) => {
    const input = params(req);
    const paging = readPaging(input);
    const title = optionalString(input, 'title')?.trim() ?? '';
    const tenantId = tenantOfRequest(req.headers);
    const list = ctx.store
      .state()
      .articles.filter(
        (a) => a.tenantId === tenantId && (!title || a.title.includes(title)),
      )
      .sort(byTopThenNewest)
      .map(withoutContent);
    ok(res, paginate(list, paging));
  });

  // POST /api/portal/suggest/createSuggest {content} (token)
  route(app, '/api/portal/suggest/createSuggest', ['POST'], (req, res) => {
    const caller = requireCaller(ctx.store, req);
    const content = requiredString(params(req), 'content').trim();
    if (content === '') throw new HttpError(400, '请输入意见建议内容');
    if ([...content].length > SUGGESTION_MAX_CHARS) {
      throw new HttpError(400, `意见建议内容不能超过${SUGGESTION_MAX_CHARS}字`);
    }
    const state = ctx.store.state();
    const last = state.suggestions.reduce(
      (max, s) => Math.max(max, Number(s.id) || 0),
      0,
    );
    const suggestion: Suggestion = {
      id: String(last + 1),
      username: caller.user.username,
      tenantId: caller.tenantId,
      content,
      createdAt: formatDateTime(new Date()),
    };
    state.suggestions.push(suggestion);
    ctx.store.write();
    ok(res, suggestion, '提交成功');
  });

  // POST /api/portal/suggest/queryMySuggest {pagesize, pagenum} (token)
  route(
    app,
    '/api/portal/suggest/queryMySuggest',
    ['GET', 'POST'],
    (req, res) => {
      const caller = requireCaller(ctx.store, req);
      const paging = readPaging(params(req));
      const mine = ctx.store
        .state()
        .suggestions.filter(
          (s) =>
            s.username === caller.user.username &&
            s.tenantId === caller.tenantId,
        )
        .sort((a, b) => Number(b.id) - Number(a.id));
      ok(res, paginate(mine, paging));
    },
  );
}
