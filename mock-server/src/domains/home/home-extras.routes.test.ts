import type {
  AcademyCourse,
  AcademyTopic,
  DigitalBook,
  EducationBase,
  Page,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const CITY = { 'X-Forwarded-Host': '001-001-043.localhost:8080' };
const BLUE = { tenantId: '001.001.065' };

async function fetchText(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

describe('GET /api/queryDxjyjdList', () => {
  it('answers 6–8 bases per tenant with their fields', async () => {
    const main = await call<EducationBase[]>(
      `${server.url}/api/queryDxjyjdList`,
    );
    const city = await call<EducationBase[]>(
      `${server.url}/api/queryDxjyjdList`,
      { headers: CITY },
    );
    const blue = await call<EducationBase[]>(
      `${server.url}/api/queryDxjyjdList`,
      { method: 'POST', headers: BLUE },
    );
    expect(main.body.success).toBe(true);
    expect(main.body.data).toHaveLength(8);
    expect(city.body.data).toHaveLength(7);
    expect(blue.body.data).toHaveLength(6);
    const first = main.body.data?.[0] as EducationBase;
    expect(Object.keys(first).sort()).toEqual(
      ['address', 'city', 'cover', 'description', 'id', 'link', 'name'].sort(),
    );
    expect(first.cover).toBe(`/pcStatic/img/${first.id}.svg`);
    expect(first.link).toBe(`/pcStatic/page/${first.id}.html`);
    // Each tenant has its own ids and starts with another base.
    expect(city.body.data?.[0]?.id).not.toBe(first.id);
    expect(city.body.data?.[0]?.name).not.toBe(first.name);
  });

  it('serves the cover and the page of a base', async () => {
    const list = await call<EducationBase[]>(
      `${server.url}/api/queryDxjyjdList`,
    );
    const base = list.body.data?.[0] as EducationBase;
    const cover = await fetchText(base.cover);
    expect(cover.status).toBe(200);
    expect(cover.type).toContain('image/svg+xml');
    expect(cover.text).toContain(base.name);
    const page = await fetchText(base.link);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain(`<h1>${base.name}</h1>`);
    expect((await fetchText('/pcStatic/page/base-9-99.html')).status).toBe(404);
    expect((await fetchText('/pcStatic/page/..%2Fetc.html')).status).toBe(404);
  });
});

describe('GET /api/portal/book', () => {
  it('answers the first N books, 6 by default, at most 20', async () => {
    const six = await call<DigitalBook[]>(
      `${server.url}/api/portal/book?number=6`,
    );
    expect(six.body.data).toHaveLength(6);
    expect(Object.keys(six.body.data?.[0] ?? {}).sort()).toEqual(
      ['author', 'cover', 'id', 'link', 'title'].sort(),
    );
    const three = await call<DigitalBook[]>(
      `${server.url}/api/portal/book?number=3`,
    );
    expect(three.body.data?.map((b) => b.id)).toEqual(
      six.body.data?.slice(0, 3).map((b) => b.id),
    );
    const byDefault = await call<DigitalBook[]>(
      `${server.url}/api/portal/book`,
    );
    expect(byDefault.body.data).toHaveLength(6);
    const capped = await call<DigitalBook[]>(
      `${server.url}/api/portal/book?number=1000`,
    );
    expect(capped.body.data).toHaveLength(20);
    const posted = await call<DigitalBook[]>(`${server.url}/api/portal/book`, {
      params: { number: '2' },
    });
    expect(posted.body.data).toHaveLength(2);
    const city = await call<DigitalBook[]>(
      `${server.url}/api/portal/book?number=1`,
      { headers: CITY },
    );
    expect(city.body.data?.[0]?.title).not.toBe(six.body.data?.[0]?.title);
  });

  it('rejects a number that is not a positive integer', async () => {
    for (const number of ['0', '-1', 'x', '1.5', '1e3']) {
      const res = await call(
        `${server.url}/api/portal/book?number=${encodeURIComponent(number)}`,
      );
      expect(res.status, number).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: '参数number必须是正整数',
      });
    }
  });

  it('serves a book cover', async () => {
    const res = await call<DigitalBook[]>(
      `${server.url}/api/portal/book?number=1`,
    );
    const book = res.body.data?.[0] as DigitalBook;
    const cover = await fetchText(book.cover);
    expect(cover.status).toBe(200);
    expect(cover.text).toContain(book.title);
  });
});

describe('academy lists (/api/cela/…)', () => {
  it('pages the topics with pagesize and pagenum', async () => {
    const res = await call<Page<AcademyTopic>>(
      `${server.url}/api/cela/queryTopicPageList?pagesize=5&pagenum=2`,
    );
    expect(res.body.data).toMatchObject({
      pagesize: 5,
      pagenum: 2,
      totalelements: 14,
      totalpages: 3,
    });
    expect(res.body.data?.datalist).toHaveLength(4);
    expect(Object.keys(res.body.data?.datalist[0] ?? {}).sort()).toEqual(
      [
        'courseCount',
        'cover',
        'description',
        'id',
        'name',
        'publishDate',
        'url',
      ].sort(),
    );
    const posted = await call<Page<AcademyTopic>>(
      `${server.url}/api/cela/queryTopicPageList`,
      { headers: CITY, params: { pagesize: 10, pagenum: 0 } },
    );
    expect(posted.body.data?.totalelements).toBe(13);
    const first = await call<Page<AcademyTopic>>(
      `${server.url}/api/cela/queryTopicPageList?pagesize=5&pagenum=0`,
    );
    const dates = first.body.data?.datalist.map((t) => t.publishDate) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages the courses, three per topic', async () => {
    const res = await call<Page<AcademyCourse>>(
      `${server.url}/api/cela/queryCoursePageList`,
      { params: { pagesize: 12, pagenum: 0 } },
    );
    expect(res.body.data?.totalelements).toBe(42);
    expect(res.body.data?.datalist).toHaveLength(12);
    const course = res.body.data?.datalist[0] as AcademyCourse;
    expect(course.url).toBe(`/pcStatic/page/${course.id}.html`);
    expect([0.5, 1]).toContain(course.creditHour);
    const blue = await call<Page<AcademyCourse>>(
      `${server.url}/api/cela/queryCoursePageList?pagenum=0`,
      { headers: BLUE },
    );
    expect(blue.body.data?.totalelements).toBe(36);
    expect(blue.body.data?.pagesize).toBe(10);
  });

  it('rejects bad paging with 400 JSON', async () => {
    const res = await call(
      `${server.url}/api/cela/queryCoursePageList?pagesize=ten`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: '参数pagesize必须是整数',
    });
    const topics = await call(`${server.url}/api/cela/queryTopicPageList`, {
      params: { pagenum: 'x' },
    });
    expect(topics.status).toBe(400);
  });
});
