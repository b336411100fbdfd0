/**
 * Extra home blocks and the academy lists: party-spirit education bases,
 * digital books, the national academy's topics and courses (paged), and
 * the small pages their links open. Data: ./home-extras.data.ts.
 */
import type {
  AcademyCourse,
  AcademyTopic,
  DigitalBook,
  EducationBase,
  Page,
} from '@portal/shared/contracts';
import type { Application, Request, Response } from 'json-server';

import type { AppContext } from '../../platform/context';
import {
  HttpError,
  MESSAGES,
  escapeHtml,
  fail,
  ok,
  paginate,
  params,
  readPaging,
  route,
} from '../../platform/http';
import {
  BOOKS_PER_TENANT,
  buildAcademyCourses,
  buildAcademyTopics,
  buildDigitalBooks,
  buildEducationBases,
  extraItem,
} from './home-extras.data';
import { seedTenantOf, tenantOfRequest } from '../../platform/tenancy';

/**
 * The seed tenant whose made-up lists (not stored) a request gets: a tenant
 * added at run time has the default tenant's.
 */
const listTenant = (req: Request) => seedTenantOf(tenantOfRequest(req.headers));

/** Where the academy lists are served: the /pcApi/ client's prefix first. */
export const ACADEMY_LIST_PREFIXES = ['/pcApi/api', '/api'] as const;

const BOOK_NUMBER = { default: 6, max: BOOKS_PER_TENANT };
const BOOK_NUMBER_MESSAGE = '参数number必须是正整数';

/** `number`: a positive integer (numeric strings too), capped; default 6. */
function readBookNumber(input: Record<string, unknown>): number {
  const value = input.number;
  if (value === undefined || value === null || value === '') {
    return BOOK_NUMBER.default;
  }
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new HttpError(400, BOOK_NUMBER_MESSAGE);
  }
  return Math.min(n, BOOK_NUMBER.max);
}

function renderItemPage(id: string): string | undefined {
  const item = extraItem(id);
  if (!item) return undefined;
  const title = escapeHtml(item.title);
  const lines = item.lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title>
<style>body{font-family:'PingFang SC','Microsoft YaHei',sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;line-height:1.7;color:#222}img{max-width:100%}</style>
</head>
<body>
<main>
<p>${escapeHtml(item.kind)}（模拟页面）</p>
<h1>${title}</h1>
<img src="/pcStatic/img/${escapeHtml(id)}.svg" alt="${title}" />
${lines.join('\n')}
</main>
</body>
</html>
`;
}

export function registerHomeExtrasRoutes(app: Application, _ctx: AppContext) {
  // GET /api/queryDxjyjdList: the tenant's party-spirit education bases
  route(app, '/api/queryDxjyjdList', ['GET', 'POST'], (req, res) => {
    ok<EducationBase[]>(res, buildEducationBases(listTenant(req)));
  });

  // GET /api/portal/book?number=N: the first N digital books
  route(app, '/api/portal/book', ['GET', 'POST'], (req, res) => {
    const number = readBookNumber(params(req));
    ok<DigitalBook[]>(res, buildDigitalBooks(listTenant(req)).slice(0, number));
  });

  // The academy lists, POST /pcApi/api/cela/…?pagesize=&pagenum= (the
  // portal's /pcApi/ client; paging in the query, a body's values win);
  // the same calls under /api/ stay for older pages.
  const topics = (req: Request, res: Response) => {
    const paging = readPaging(params(req));
    ok<Page<AcademyTopic>>(
      res,
      paginate(buildAcademyTopics(listTenant(req)), paging),
    );
  };
  const courses = (req: Request, res: Response) => {
    const paging = readPaging(params(req));
    ok<Page<AcademyCourse>>(
      res,
      paginate(buildAcademyCourses(listTenant(req)), paging),
    );
  };
  for (const prefix of ACADEMY_LIST_PREFIXES) {
    route(app, `${prefix}/cela/queryTopicPageList`, ['GET', 'POST'], topics);
    route(app, `${prefix}/cela/queryCoursePageList`, ['GET', 'POST'], courses);
  }

  // GET /pcStatic/page/<id>.html: where the items' links lead (HTML)
  route(app, '/pcStatic/page/:name', ['GET'], (req, res) => {
    const m = /^([a-z]+-\d-\d+)\.html$/.exec(req.params.name ?? '');
    const html = m ? renderItemPage(m[1] ?? '') : undefined;
    if (!html) {
      fail(res, 404, MESSAGES.notFound);
      return;
    }
    res.type('text/html; charset=utf-8').send(html);
  });
}
