import type { Page, SearchHit } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

function search(body: Record<string, unknown>) {
  return call<Page<SearchHit>>(`${server.url}/api/portal/search`, {
    params: { pagesize: 100, pagenum: 0, ...body },
  });
}

describe('POST /api/portal/search', () => {
  it('lists everything of a type for an empty k', async () => {
    const kc = await search({ k: '', t: 'kc' });
    expect(kc.body.data?.totalelements).toBe(64);
    const zt = await search({ t: 'zt' });
    expect(zt.body.data?.totalelements).toBe(8);
    const zl = await search({ t: 'zl' });
    expect(zl.body.data?.totalelements).toBe(6);
    const tz = await search({ t: 'tz' });
    expect(tz.body.data?.totalelements).toBe(20);
    expect(tz.body.data?.datalist[0]).not.toHaveProperty('cover');
    // Without t: courses.
    const none = await search({});
    expect(none.body.data?.totalelements).toBe(64);
  });

  it('matches title or summary, case-insensitively, with portal urls', async () => {
    const latin = await search({ k: 'aIgC', t: 'kc' });
    expect(latin.body.data?.datalist).toHaveLength(1);
    const hit = latin.body.data?.datalist[0] as SearchHit;
    expect(hit).toMatchObject({
      type: 'kc',
      title: '生成式人工智能（AIGC）在政务中的应用',
      url: `/commendIndex/coursedetail?id=${hit.id}`,
      cover: `/pcStatic/img/course-${hit.id}.svg`,
    });
    expect(Object.keys(hit).sort()).toEqual(
      ['cover', 'id', 'summary', 'title', 'type', 'url'].sort(),
    );

    const article = await search({ k: '以中国式现代化', t: 'kc' });
    expect(article.body.data?.datalist[0]?.url).toBe(
      '/commendIndex/coursetextdetail?id=13003',
    );

    // A teacher's name appears only in the course summaries.
    const bySummary = await search({ k: '孙志强', t: 'kc' });
    expect(bySummary.body.data?.totalelements).toBeGreaterThan(3);
    expect(
      bySummary.body.data?.datalist.every((h) => h.summary.includes('孙志强')),
    ).toBe(true);

    const topic = await search({ k: '党纪', t: 'zt' });
    expect(topic.body.data?.datalist.map((h) => h.title)).toEqual([
      '党纪学习教育专题',
    ]);
    expect(topic.body.data?.datalist[0]?.url).toMatch(
      /^\/subjectDetail\?id=\d+$/,
    );

    const column = await search({ k: '微课', t: 'zl' });
    expect(column.body.data?.datalist[0]?.url).toMatch(
      /^\/specialReDetails\?id=\d+$/,
    );

    const notice = await search({ k: '网络安全风险', t: 'tz' });
    expect(notice.body.data?.datalist).toEqual([
      {
        id: '1019',
        type: 'tz',
        title: '关于防范网络安全风险的提示',
        summary: expect.any(String) as string,
        url: '/informationDetail?id=1019',
      },
    ]);

    const nothing = await search({ k: '不存在的关键词', t: 'kc' });
    expect(nothing.body.data).toMatchObject({
      datalist: [],
      totalelements: 0,
      totalpages: 0,
    });
  });

  it('pages results and rejects unknown types', async () => {
    const first = await search({ t: 'kc', pagesize: 20, pagenum: 3 });
    expect(first.body.data).toMatchObject({
      pagenum: 3,
      totalelements: 64,
      totalpages: 4,
    });
    expect(first.body.data?.datalist).toHaveLength(4);
    const bad = await search({ t: 'xx' });
    expect(bad.status).toBe(400);
  });
});

describe('hostile keywords', () => {
  it('refuses a keyword past 50 characters or with control characters', async () => {
    for (const [k, message] of [
      ['k'.repeat(10_000), '关键词不能超过50个字'],
      ['党\u0000史', '关键词不能包含控制字符'],
      ['党\u202E史', '关键词不能包含控制字符'],
    ] as const) {
      const res = await call(`${server.url}/api/portal/search`, {
        params: { k, t: 'kc' },
        headers: { tenantId: '001.001' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
  });

  it('searches with emoji and full-width digits', async () => {
    for (const k of ['👍', '１２３']) {
      const res = await call(`${server.url}/api/portal/search`, {
        params: { k, t: 'kc' },
        headers: { tenantId: '001.001' },
      });
      expect(res.status).toBe(200);
    }
  });
});
