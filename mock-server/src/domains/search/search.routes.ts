/** Site search over courses, topics, columns and notices. */
import {
  SEARCH_TYPE_LABELS,
  searchKeywordError,
  type Page,
  type SearchHit,
  type SearchType,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { byNewest, tenantCourses } from '../course-catalogue';
import { tenantArticles } from '../home';
import { tenantColumns, tenantTopics } from '../special-topics';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  ok,
  optionalEnum,
  optionalString,
  paginate,
  params,
  readPaging,
  route,
} from '../../platform/http';
import { tenantOfRequest, type TenantId } from '../../platform/tenancy';
import type { CourseCatalogueCollections } from '../course-catalogue';
import type { HomeCollections } from '../home';
import type { SpecialTopicsCollections } from '../special-topics';

const SEARCH_TYPES = Object.keys(SEARCH_TYPE_LABELS) as SearchType[];

/** Portal pages the hits link to. */
const SEARCH_URLS = {
  videoCourse: (id: string) => `/commendIndex/coursedetail?id=${id}`,
  articleCourse: (id: string) => `/commendIndex/coursetextdetail?id=${id}`,
  topic: (id: string) => `/subjectDetail?id=${id}`,
  column: (id: string) => `/specialReDetails?id=${id}`,
  notice: (id: string) => `/informationDetail?id=${id}`,
};

function candidates(
  state: CourseCatalogueCollections &
    HomeCollections &
    SpecialTopicsCollections,
  tenantId: TenantId,
  type: SearchType,
): SearchHit[] {
  switch (type) {
    case 'kc':
      return tenantCourses(state, tenantId)
        .sort(byNewest)
        .map((c) => ({
          id: c.id,
          type,
          title: c.name,
          summary: c.introduction,
          cover: c.courseCover,
          url:
            c.resourceType === 'VIDEO'
              ? SEARCH_URLS.videoCourse(c.id)
              : SEARCH_URLS.articleCourse(c.id),
        }));
    case 'zt':
      return tenantTopics(state, tenantId)
        .sort(
          (a, b) =>
            b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id),
        )
        .map((t) => ({
          id: t.id,
          type,
          title: t.name,
          summary: t.description,
          cover: t.cover,
          url: SEARCH_URLS.topic(t.id),
        }));
    case 'zl':
      return tenantColumns(state, tenantId)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((c) => ({
          id: c.id,
          type,
          title: c.name,
          summary: c.description,
          cover: c.cover,
          url: SEARCH_URLS.column(c.id),
        }));
    case 'tz':
      return tenantArticles(state, tenantId)
        .sort(
          (a, b) =>
            b.publishDate.localeCompare(a.publishDate) ||
            Number(b.id) - Number(a.id),
        )
        .map((a) => ({
          id: a.id,
          type,
          title: a.title,
          summary: a.summary,
          url: SEARCH_URLS.notice(a.id),
        }));
  }
}

export function registerSearchRoutes(app: Application, ctx: AppContext) {
  // POST /api/portal/search {k, t, pagesize, pagenum}
  route(app, '/api/portal/search', ['POST', 'GET'], (req, res) => {
    const input = params(req);
    const paging = readPaging(input);
    const type = optionalEnum(input, 't', SEARCH_TYPES) ?? 'kc';
    const keyword = optionalString(input, 'k') ?? '';
    // The header search's rule (the contract's searchKeywordError).
    const problem = searchKeywordError(keyword);
    if (problem) throw new HttpError(400, problem);
    const k = keyword.trim().toLowerCase();
    const hits = candidates(
      ctx.store.state(),
      tenantOfRequest(req.headers),
      type,
    ).filter(
      (h) =>
        !k ||
        h.title.toLowerCase().includes(k) ||
        h.summary.toLowerCase().includes(k),
    );
    ok<Page<SearchHit>>(res, paginate(hits, paging));
  });
}
