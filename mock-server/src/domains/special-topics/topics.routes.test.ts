import type {
  Column,
  ColumnArticle,
  ColumnArticleSummary,
  ColumnDetail,
  Course,
  Live,
  Page,
  RankingRow,
  SpecialTopic,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.dispose();
});

const CITY = { 'X-Forwarded-Host': '001-001-043.localhost:8080' };
type Topic = SpecialTopic;

describe('special topics (/api/subject/*)', () => {
  it('queryIndex answers the 4 newest topics', async () => {
    const res = await call<Topic[]>(`${server.url}/api/subject/queryIndex`, {
      method: 'POST',
    });
    const list = res.body.data ?? [];
    expect(list).toHaveLength(4);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        'courseCount',
        'courseIds',
        'cover',
        'description',
        'endDate',
        'id',
        'name',
        'startDate',
      ].sort(),
    );
    const starts = list.map((t) => t.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('query pages the 8 topics and filters by name', async () => {
    const res = await call<Page<Topic>>(`${server.url}/api/subject/query`, {
      params: { pagesize: 5, pagenum: 1 },
    });
    expect(res.body.data).toMatchObject({
      pagenum: 1,
      pagesize: 5,
      totalelements: 8,
      totalpages: 2,
    });
    expect(res.body.data?.datalist).toHaveLength(3);
    for (const t of res.body.data?.datalist ?? []) {
      expect(t.courseCount).toBe(t.courseIds.length);
      expect(t.courseCount).toBeGreaterThan(0);
      expect(t.cover).toBe(`/pcStatic/img/topic-${t.id}.svg`);
    }
    const named = await call<Page<Topic>>(`${server.url}/api/subject/query`, {
      params: { name: '法治' },
    });
    expect(named.body.data?.datalist.map((t) => t.name)).toEqual([
      '法治政府建设专题',
    ]);
  });

  it('get answers the topic and its courses; 404 otherwise', async () => {
    const list = await call<Topic[]>(`${server.url}/api/subject/queryIndex`, {
      method: 'POST',
    });
    const topic = list.body.data?.[0] as Topic;
    const res = await call<Topic & { courses: Course[] }>(
      `${server.url}/api/subject/get?id=${topic.id}`,
    );
    expect(res.body.data?.courses.map((c) => c.id)).toEqual(topic.courseIds);
    expect(res.body.data?.courses[0]?.studyStatus).toBe('0');
    const missing = await call(`${server.url}/api/subject/get?id=1`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('专题不存在');
  });

  it('get answers the hours each course earned the caller this year', async () => {
    type Detail = Topic & { courses: (Course & { earnedHours: number })[] };
    const list = await call<Page<Topic>>(`${server.url}/api/subject/query`, {
      params: { pagesize: 10, pagenum: 0 },
    });
    const topic = list.body.data?.datalist[0] as Topic;
    const token = await login(server.url, 'admin');
    const url = `${server.url}/api/subject/get?id=${topic.id}`;
    const before = await call<Detail>(url, { headers: { token } });
    const video = before.body.data?.courses.find(
      (c) => c.resourceType === 'VIDEO',
    ) as Course & { earnedHours: number };
    expect(video.earnedHours).toBe(0);
    await call(`${server.url}/api/study/start`, {
      headers: { token },
      params: { courseId: video.id },
    });
    clock += video.videoSeconds * 1000;
    await call(`${server.url}/api/study/progress`, {
      headers: { token },
      params: { courseId: video.id, studyTimes: video.videoSeconds },
    });
    const after = await call<Detail>(url, { headers: { token } });
    const done = after.body.data?.courses.find((c) => c.id === video.id);
    expect(done).toMatchObject({
      studyStatus: '2',
      earnedHours: video.creditHour,
    });
    expect(after.body.data?.courses.filter((c) => c.id !== video.id)).toEqual(
      before.body.data?.courses.filter((c) => c.id !== video.id),
    );
    // A visitor sees nothing earned.
    const visitor = await call<Detail>(url);
    expect(visitor.body.data?.courses.every((c) => c.earnedHours === 0)).toBe(
      true,
    );
  });
});

describe('columns', () => {
  it('query pages 6 columns with their course and article counts', async () => {
    const res = await call<Page<Column>>(
      `${server.url}/api/portal/column/query`,
      { params: { pagesize: 4, pagenum: 1 } },
    );
    expect(res.body.data).toMatchObject({
      pagenum: 1,
      pagesize: 4,
      totalelements: 6,
      totalpages: 2,
    });
    const list = res.body.data?.datalist ?? [];
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        'articleCount',
        'courseCount',
        'cover',
        'description',
        'id',
        'itemIds',
        'name',
      ].sort(),
    );
    for (const c of list) {
      expect(c.courseCount).toBe(c.itemIds.length);
      expect(c.articleCount).toBeGreaterThan(0);
    }
  });

  it('get answers the courses (items) and the articles without content', async () => {
    const res = await call<Page<Column>>(
      `${server.url}/api/portal/column/query`,
      { params: { pagesize: 10, pagenum: 0 } },
    );
    const list = res.body.data?.datalist ?? [];
    const micro = list.find((c) => c.name === '微课堂') as Column;
    const detail = await call<ColumnDetail>(
      `${server.url}/api/portal/column/get?id=${micro.id}`,
    );
    const data = detail.body.data as ColumnDetail;
    expect(data.items.map((c) => c.id)).toEqual(micro.itemIds);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((c) => c.courseDuration < 15)).toBe(true);
    expect(data.articles).toHaveLength(micro.articleCount);
    expect(data.articles.map((a) => a.id)).toEqual([
      `${micro.id}01`,
      `${micro.id}02`,
    ]);
    for (const a of data.articles) {
      expect(Object.keys(a).sort()).toEqual(
        ['author', 'id', 'publishDate', 'summary', 'title'].sort(),
      );
    }
    const missing = await call(`${server.url}/api/portal/column/get?id=x`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('专栏不存在');
  });

  it('article answers the text and its column; 404 elsewhere', async () => {
    const page = await call<Page<Column>>(
      `${server.url}/api/portal/column/query`,
      { params: { pagesize: 10, pagenum: 0 } },
    );
    const [first, second] = page.body.data?.datalist ?? [];
    const detail = await call<ColumnDetail>(
      `${server.url}/api/portal/column/get?id=${first?.id}`,
    );
    const summary = detail.body.data?.articles[0] as ColumnArticleSummary;
    const url = `${server.url}/api/portal/column/article`;
    const res = await call<ColumnArticle>(
      `${url}?id=${summary.id}&columnId=${first?.id}`,
    );
    expect(res.body.data).toMatchObject({
      ...summary,
      columnId: first?.id,
      columnName: first?.name,
    });
    expect(res.body.data?.content).toMatch(/^<p><strong>/);
    // Without columnId the article is found too; with another column not.
    const bare = await call<ColumnArticle>(`${url}?id=${summary.id}`);
    expect(bare.body.data?.columnId).toBe(first?.id);
    const elsewhere = await call(
      `${url}?id=${summary.id}&columnId=${second?.id}`,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('文章不存在');
    // Another tenant's column holds other articles.
    const other = await call(`${url}?id=${summary.id}`, { headers: CITY });
    expect(other.status).toBe(404);
    const noId = await call(url);
    expect(noId.status).toBe(400);
  });
});

describe('POST /api/fosung/live/getAllLives', () => {
  it('answers the lives, LIVE first', async () => {
    const res = await call<Live[]>(
      `${server.url}/api/fosung/live/getAllLives`,
      {
        params: {},
      },
    );
    const list = res.body.data ?? [];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list[0]?.status).toBe('LIVE');
    expect(new Set(list.map((l) => l.status))).toEqual(
      new Set(['LIVE', 'UPCOMING', 'ENDED']),
    );
    for (const live of list) {
      expect(Object.keys(live).sort()).toEqual(
        [
          'cover',
          'id',
          'speaker',
          'startTime',
          'status',
          'title',
          'url',
        ].sort(),
      );
      expect(live.url === '').toBe(live.status === 'UPCOMING');
    }
  });
});

describe('statistics', () => {
  it('ranking: top 10 of the tenant, updated by earned hours', async () => {
    const url = `${server.url}/api/portal/statistics/ranking`;
    const res = await call<RankingRow[]>(url);
    const rows = res.body.data ?? [];
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const hours = rows.map((r) => r.hours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'hours',
      'name',
      'orgName',
      'rank',
    ]);
    const city = await call<RankingRow[]>(url, { headers: CITY });
    expect(city.body.data?.[0]?.orgName).toContain('市直机关工作委员会');
  });

  it('info: counts courses and adds earned hours and today learners', async () => {
    const url = `${server.url}/api/portal/statistics/info`;
    const before = await call<Record<string, number>>(url);
    expect(before.body.data).toMatchObject({ courseCount: 64 });
    expect(before.body.data?.learnerCount).toBeGreaterThan(1000);

    const token = await login(server.url, 'learner');
    await call(`${server.url}/api/study/start`, {
      headers: { token },
      params: { courseId: '13001' },
    });
    clock += 6000;
    await call(`${server.url}/api/study/progress`, {
      headers: { token },
      params: { courseId: '13001', studyTimes: 6 },
    });
    const after = await call<Record<string, number>>(url);
    expect(after.body.data?.todayLearners).toBe(
      (before.body.data?.todayLearners ?? 0) + 1,
    );
    expect(after.body.data?.totalHours).toBeCloseTo(
      (before.body.data?.totalHours ?? 0) + 1,
    );
  });
});
