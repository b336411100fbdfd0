/** Special topics (专题, /api/subject/*) and columns (专栏). */
import {
  SPECIAL_TOPICS_MESSAGES,
  type Column,
  type ColumnArticle,
  type ColumnArticleSummary,
  type ColumnDetail,
  type Page,
  type SpecialTopic,
  type SpecialTopicDetail,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { findLearner } from '../sign-in';
import { courseCard, coursesByIds } from '../course-catalogue';
import type { AppContext } from '../../platform/context';
import { creditsOf, roundHours, yearOf } from '../course-study';
import {
  HttpError,
  ok,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import {
  belongsToTenant,
  findInTenant,
  inTenant,
  tenantOfRequest,
} from '../../platform/tenancy';
import type {
  ColumnArticleRecord,
  ColumnRecord,
  SpecialTopicRecord,
} from './special-topics.records';

const TOPIC_INDEX_SIZE = 4;

/** A column article in a list: everything but the content. */
function toArticleSummary(a: ColumnArticleRecord): ColumnArticleSummary {
  return {
    id: a.id,
    title: a.title,
    author: a.author,
    publishDate: a.publishDate,
    summary: a.summary,
  };
}

/** The topic's own fields; the routes add the count. */
function toTopic(t: SpecialTopicRecord): Omit<SpecialTopic, 'courseCount'> {
  return {
    id: t.id,
    name: t.name,
    cover: t.cover,
    description: t.description,
    courseIds: [...t.courseIds],
    startDate: t.startDate,
    endDate: t.endDate,
  };
}

/** The column's own fields; the routes add the counts. */
function toColumn(
  c: ColumnRecord,
): Omit<Column, 'courseCount' | 'articleCount'> {
  return {
    id: c.id,
    name: c.name,
    cover: c.cover,
    description: c.description,
    itemIds: [...c.itemIds],
  };
}

/** Newest start first. */
function byStart(a: SpecialTopicRecord, b: SpecialTopicRecord): number {
  return b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id);
}

export function registerTopicRoutes(app: Application, ctx: AppContext) {
  const topicsOf = (tenantId: string) =>
    ctx.store.state().specialTopics.filter(inTenant(tenantId)).sort(byStart);

  // POST /api/subject/queryIndex: the 4 newest topics (home page)
  route(app, '/api/subject/queryIndex', ['POST', 'GET'], (req, res) => {
    const list = topicsOf(tenantOfRequest(req.headers))
      .slice(0, TOPIC_INDEX_SIZE)
      .map((t) => ({ ...toTopic(t), courseCount: t.courseIds.length }));
    ok<SpecialTopic[]>(res, list);
  });

  // POST /api/subject/query {pagesize, pagenum, name?}
  route(app, '/api/subject/query', ['POST', 'GET'], (req, res) => {
    const input = params(req);
    const paging = readPaging(input);
    const name = optionalString(input, 'name')?.trim().toLowerCase() ?? '';
    const list = topicsOf(tenantOfRequest(req.headers))
      .filter((t) => !name || t.name.toLowerCase().includes(name))
      .map((t) => ({ ...toTopic(t), courseCount: t.courseIds.length }));
    ok<Page<SpecialTopic>>(res, paginate(list, paging));
  });

  // GET /api/subject/get?id=: the topic and its courses
  route(app, '/api/subject/get', ['GET', 'POST'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const tenantId = tenantOfRequest(req.headers);
    const state = ctx.store.state();
    const topic = findInTenant(
      state.specialTopics,
      tenantId,
      (t) => t.id === id,
    );
    if (!topic) {
      throw new HttpError(404, SPECIAL_TOPICS_MESSAGES.topicNotFound);
    }
    const who = findLearner(ctx.store, req);
    const year = yearOf(ctx.now());
    // Hours credited this year for each course (as course/get answers).
    const earned = (courseId: string) =>
      who
        ? roundHours(
            creditsOf(state, who, courseId)
              .filter((c) => c.year === year)
              .reduce((sum, c) => sum + c.hours, 0),
          )
        : 0;
    ok<SpecialTopicDetail>(res, {
      ...toTopic(topic),
      courseCount: topic.courseIds.length,
      courses: coursesByIds(state, tenantId, topic.courseIds).map((c) => ({
        ...courseCard(state, c, who),
        earnedHours: earned(c.id),
      })),
    });
  });

  // POST /api/portal/column/query {pagesize, pagenum}
  route(app, '/api/portal/column/query', ['POST', 'GET'], (req, res) => {
    const paging = readPaging(params(req));
    const tenantId = tenantOfRequest(req.headers);
    const list = ctx.store
      .state()
      .columns.filter(inTenant(tenantId))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((c) => ({
        ...toColumn(c),
        courseCount: c.itemIds.length,
        articleCount: c.articles.length,
      }));
    ok<Page<Column>>(res, paginate(list, paging));
  });

  const columnOf = (tenantId: string, id: string) =>
    findInTenant(ctx.store.state().columns, tenantId, (c) => c.id === id);

  // GET /api/portal/column/get?id=: the column, its courses (items) and
  // its articles (without their content)
  route(app, '/api/portal/column/get', ['GET', 'POST'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const tenantId = tenantOfRequest(req.headers);
    const state = ctx.store.state();
    const column = columnOf(tenantId, id);
    if (!column) {
      throw new HttpError(404, SPECIAL_TOPICS_MESSAGES.columnNotFound);
    }
    const who = findLearner(ctx.store, req);
    const items = coursesByIds(state, tenantId, column.itemIds).map((c) =>
      courseCard(state, c, who),
    );
    ok<ColumnDetail>(res, {
      ...toColumn(column),
      courseCount: items.length,
      articleCount: column.articles.length,
      items,
      articles: column.articles.map(toArticleSummary),
    });
  });

  // GET /api/portal/column/article?id=&columnId=?: one article with its
  // content and the column it belongs to
  route(app, '/api/portal/column/article', ['GET', 'POST'], (req, res) => {
    const input = params(req);
    const id = requiredString(input, 'id').trim();
    const columnId = optionalString(input, 'columnId')?.trim() ?? '';
    const tenantId = tenantOfRequest(req.headers);
    for (const column of ctx.store.state().columns) {
      if (!belongsToTenant(column, tenantId)) continue;
      if (columnId && column.id !== columnId) continue;
      const article = column.articles.find((a) => a.id === id);
      if (article) {
        ok<ColumnArticle>(res, {
          ...article,
          columnId: column.id,
          columnName: column.name,
        });
        return;
      }
    }
    throw new HttpError(404, SPECIAL_TOPICS_MESSAGES.articleNotFound);
  });
}
