import type { Banner, Page } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';
import { XSS_NOTICE } from './home.seed';
import type { Article } from './home.records';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const CITY = { 'X-Forwarded-Host': '001-001-043.localhost:8080' };

describe('POST /api/portal/banner', () => {
  it('answers the tenant banners sorted by sort', async () => {
    const res = await call<Banner[]>(`${server.url}/api/portal/banner`, {
      method: 'POST',
      headers: CITY,
    });
    const banners = res.body.data ?? [];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(4);
    expect(banners.map((b) => b.sort)).toEqual(
      [...banners.map((b) => b.sort)].sort((a, b) => a - b),
    );
    expect(Object.keys(banners[0] ?? {}).sort()).toEqual(
      ['id', 'imageUrl', 'linkUrl', 'sort', 'title'].sort(),
    );
    const main = await call<Banner[]>(`${server.url}/api/portal/banner`, {
      method: 'POST',
    });
    expect(main.body.data?.map((b) => b.id)).not.toEqual(
      banners.map((b) => b.id),
    );
  });
});

describe('GET /api/portal/article/queryTop', () => {
  it('answers 5 notices without content, top ones first', async () => {
    const res = await call<Article[]>(
      `${server.url}/api/portal/article/queryTop`,
    );
    const list = res.body.data ?? [];
    expect(list).toHaveLength(5);
    expect(list.slice(0, 3).every((a) => a.isTop)).toBe(true);
    expect(list.slice(3).every((a) => !a.isTop)).toBe(true);
    expect(list[0]).not.toHaveProperty('content');
    expect(list[3]!.publishDate > list[4]!.publishDate).toBe(true);
    expect(list[0]?.publishDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('honours size up to 20 and rejects non-numbers', async () => {
    const eight = await call<Article[]>(
      `${server.url}/api/portal/article/queryTop?size=8`,
    );
    expect(eight.body.data).toHaveLength(8);
    const many = await call<Article[]>(
      `${server.url}/api/portal/article/queryTop?size=500`,
    );
    expect(many.body.data).toHaveLength(20);
    const bad = await call(`${server.url}/api/portal/article/queryTop?size=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数size必须是整数');
  });
});

describe('GET /api/portal/article/get', () => {
  it('answers one article with content and counts the view', async () => {
    const top = await call<Article[]>(
      `${server.url}/api/portal/article/queryTop?size=1`,
    );
    const id = top.body.data?.[0]?.id;
    const first = await call<Article>(
      `${server.url}/api/portal/article/get?id=${id}`,
    );
    expect(first.body.data?.id).toBe(id);
    expect(first.body.data?.content).toContain('<p>');
    const second = await call<Article>(
      `${server.url}/api/portal/article/get?id=${id}`,
    );
    expect(second.body.data?.views).toBe((first.body.data?.views ?? 0) + 1);
  });

  it('answers 404 JSON for a missing or foreign article', async () => {
    const missing = await call(`${server.url}/api/portal/article/get?id=99999`);
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
    const foreign = await call(`${server.url}/api/portal/article/get?id=1001`, {
      headers: CITY,
    });
    expect(foreign.status).toBe(404);
    const noId = await call(`${server.url}/api/portal/article/get`);
    expect(noId.status).toBe(400);
  });
});

describe('the notice with markup (sanitising tests)', () => {
  it('is stored and answered unchanged in tenant 001.001 only', async () => {
    const res = await call<Article>(
      `${server.url}/api/portal/article/get?id=1019`,
    );
    const article = res.body.data as Article;
    expect(article.title).toBe('关于防范网络安全风险的提示');
    expect(article.content).toBe(XSS_NOTICE.content);
    expect(article.content).toContain('<img src=x onerror=alert(1)>');
    expect(article.content).toContain('<script>alert(2)</script>');
    expect(article.content).toMatch(
      /^<p>各单位、各位学员：<\/p><p>.+<\/p><img/,
    );
    expect(article.content).toMatch(/<\/script><p>.+<\/p>$/);

    const listed = await call<Page<Article>>(
      `${server.url}/api/portal/article/query`,
      { params: { title: '网络安全风险', pagesize: 10, pagenum: 0 } },
    );
    expect(listed.body.data?.datalist.map((a) => a.id)).toEqual(['1019']);
    const city = await call<Page<Article>>(
      `${server.url}/api/portal/article/query`,
      { headers: CITY, params: { title: '网络安全风险' } },
    );
    expect(city.body.data?.totalelements).toBe(0);
  });
});

describe('POST /api/portal/article/query', () => {
  it('pages the notices in the envelope', async () => {
    const res = await call<Page<Article>>(
      `${server.url}/api/portal/article/query`,
      { params: { pagesize: 6, pagenum: 3 } },
    );
    expect(res.body.success).toBe(true);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.data).toMatchObject({
      pagenum: 3,
      pagesize: 6,
      totalelements: 20,
      totalpages: 4,
    });
    expect(res.body.data?.datalist).toHaveLength(2);
    expect(res.body.data?.datalist[0]).not.toHaveProperty('content');
  });

  it('uses the default paging and filters by title', async () => {
    const all = await call<Page<Article>>(
      `${server.url}/api/portal/article/query`,
      { params: {} },
    );
    expect(all.body.data).toMatchObject({ pagesize: 10, pagenum: 0 });
    const some = await call<Page<Article>>(
      `${server.url}/api/portal/article/query`,
      { params: { title: '巩固练习' } },
    );
    expect(some.body.data?.totalelements).toBe(1);
    expect(some.body.data?.datalist[0]?.title).toContain('巩固练习');
  });

  it('rejects a non-numeric pagesize', async () => {
    const res = await call(`${server.url}/api/portal/article/query`, {
      params: { pagesize: 'ten' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: '参数pagesize必须是整数',
    });
  });
});

describe('suggestions', () => {
  it('needs a session', async () => {
    const res = await call(`${server.url}/api/portal/suggest/createSuggest`, {
      params: { content: '你好' },
    });
    expect(res.status).toBe(401);
  });

  it('checks the length of content', async () => {
    const token = await login(server.url, 'learner');
    for (const content of ['', '   ', 'x'.repeat(501)]) {
      const res = await call(`${server.url}/api/portal/suggest/createSuggest`, {
        headers: { token },
        params: { content },
      });
      expect(res.status, JSON.stringify(content)).toBe(400);
    }
    const wrongType = await call(
      `${server.url}/api/portal/suggest/createSuggest`,
      {
        method: 'POST',
        headers: {
          token,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        // A repeated field is a list, not a text.
        body: 'content=a&content=b',
      },
    );
    expect(wrongType.status).toBe(400);
    const max = await call(`${server.url}/api/portal/suggest/createSuggest`, {
      headers: { token },
      params: { content: '意'.repeat(500) },
    });
    expect(max.status).toBe(200);
  });

  it('lists only my suggestions, newest first', async () => {
    const me = await login(server.url, 'admin');
    const other = await login(server.url, 'pwdexpired');
    for (const content of ['第一条', '第二条']) {
      await call(`${server.url}/api/portal/suggest/createSuggest`, {
        headers: { token: me },
        params: { content },
      });
    }
    await call(`${server.url}/api/portal/suggest/createSuggest`, {
      headers: { token: other },
      params: { content: '别人的' },
    });
    const mine = await call<Page<{ content: string; username: string }>>(
      `${server.url}/api/portal/suggest/queryMySuggest`,
      { headers: { token: me }, params: { pagesize: 10, pagenum: 0 } },
    );
    expect(mine.body.data?.datalist.map((s) => s.content)).toEqual([
      '第二条',
      '第一条',
    ]);
    expect(mine.body.data?.totalelements).toBe(2);
  });
});

describe('feedback (createSuggest with the form fields)', () => {
  interface Feedback {
    id: string;
    content: string;
    type: string;
    typeName: string;
    phone: string;
    status: string;
    statusName: string;
    reply: string;
  }

  it('refuses what the form refuses, with its messages', async () => {
    const token = await login(server.url, 'norole');
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请输入反馈内容'],
      [{ content: ' \n ' }, '请输入反馈内容'],
      [{ content: '长'.repeat(501) }, '反馈内容不能超过500字'],
      [{ content: '你好\u0000世界' }, '反馈内容不能包含控制字符'],
      [{ content: '响铃\u0007' }, '反馈内容不能包含控制字符'],
      [{ content: '好的', phone: '12345678901' }, '请输入正确的手机号'],
      [{ content: '好的', phone: '010-12345678' }, '请输入正确的手机号'],
      [
        { content: '好的', type: 'SPAM' },
        '参数type必须是USAGE、COURSE、HOURS、SUGGESTION、OTHER之一',
      ],
    ];
    for (const [json, message] of cases) {
      const res = await call(`${server.url}/api/portal/suggest/createSuggest`, {
        headers: { token },
        params: json,
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    const mine = await call<Page<Feedback>>(
      `${server.url}/api/portal/suggest/queryMySuggest`,
      { headers: { token }, params: {} },
    );
    expect(mine.body.data?.totalelements).toBe(0);
  });

  it('stores type and phone, keeps line breaks, and lists status and reply', async () => {
    const token = await login(server.url, 'notrainee');
    const created = await call<Feedback>(
      `${server.url}/api/portal/suggest/createSuggest`,
      {
        headers: { token },
        params: {
          content: '  第一行\n第二行\t结束  ',
          type: 'COURSE',
          phone: '13800138000',
        },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      content: '第一行\n第二行\t结束',
      type: 'COURSE',
      typeName: '课程内容',
      phone: '13800138000',
      status: 'PENDING',
      statusName: '待回复',
      reply: '',
    });
    const plain = await call<Feedback>(
      `${server.url}/api/portal/suggest/createSuggest`,
      { headers: { token }, params: { content: '只有内容' } },
    );
    expect(plain.body.data).toMatchObject({ type: 'OTHER', phone: '' });
    const mine = await call<Page<Feedback>>(
      `${server.url}/api/portal/suggest/queryMySuggest`,
      { headers: { token }, params: { pagesize: 1, pagenum: 1 } },
    );
    expect(mine.body.data?.totalelements).toBe(2);
    expect(mine.body.data?.datalist[0]?.content).toBe('第一行\n第二行\t结束');
  });

  it('shows the seeded reply to learner in every tenant', async () => {
    const tenants: Record<string, string>[] = [
      {},
      CITY,
      { tenantId: '001.001.065' },
    ];
    for (const headers of tenants) {
      const token = await login(server.url, 'learner');
      const mine = await call<Page<Feedback>>(
        `${server.url}/api/portal/suggest/queryMySuggest`,
        { headers: { ...headers, token }, params: {} },
      );
      const replied = mine.body.data?.datalist.find(
        (s) => s.status === 'REPLIED',
      );
      expect(replied?.statusName).toBe('已回复');
      expect(replied?.reply).toContain('不影响学时认定');
    }
  });
});
