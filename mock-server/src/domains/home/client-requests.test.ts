/**
 * The portal's calls as its request layer sends them (seed-spec 7.1, 7.2):
 * the /apiLive and /pcApi/ clients' paths, form-encoded bodies for the calls
 * the seed does not mark JSON, paging in the academy lists' query, POST for
 * the portal configuration. Malformed requests get 4xx JSON.
 */
import type {
  AcademyCourse,
  AcademyTopic,
  Live,
  Page,
  ProjectConfig,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const JSON_TYPE = { 'Content-Type': 'application/json;charset=UTF-8' };

/** A POST with a form body, as URLSearchParams writes it. */
function postForm<T>(
  path: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return call<T>(`${server.url}${path}`, { headers, form: fields });
}

describe('the /apiLive client: POST /apiLive/api/fosung/live/getAllLives', () => {
  it('answers the tenant lives to a JSON post, as under /api/', async () => {
    const live = await call<Live[]>(
      `${server.url}/apiLive/api/fosung/live/getAllLives`,
      { method: 'POST', headers: JSON_TYPE, body: '{}' },
    );
    const plain = await call<Live[]>(
      `${server.url}/api/fosung/live/getAllLives`,
      { params: {} },
    );
    expect(live.status).toBe(200);
    expect(live.body.success).toBe(true);
    expect(live.body.data?.length).toBeGreaterThan(0);
    expect(live.body.data).toEqual(plain.body.data);
  });

  it('refuses a malformed JSON body with 400 JSON', async () => {
    const res = await call(
      `${server.url}/apiLive/api/fosung/live/getAllLives`,
      { method: 'POST', headers: JSON_TYPE, body: '{"a":' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: '请求体不是合法的JSON',
    });
  });

  it('knows no other path under /apiLive/', async () => {
    const res = await call(`${server.url}/apiLive/api/portal/banner`, {
      method: 'POST',
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: '请求的路径不存在' });
  });
});

describe('the /pcApi/ client: the academy lists with query paging', () => {
  it('pages the topics and courses from the query of an empty form post', async () => {
    const topics = await postForm<Page<AcademyTopic>>(
      '/pcApi/api/cela/queryTopicPageList?pagesize=5&pagenum=2',
    );
    expect(topics.status).toBe(200);
    expect(topics.body.data).toMatchObject({
      pagesize: 5,
      pagenum: 2,
      totalelements: 14,
    });
    expect(topics.body.data?.datalist).toHaveLength(4);
    const courses = await postForm<Page<AcademyCourse>>(
      '/pcApi/api/cela/queryCoursePageList?pagesize=12&pagenum=0',
    );
    expect(courses.body.data).toMatchObject({ pagesize: 12, pagenum: 0 });
    expect(courses.body.data?.datalist).toHaveLength(12);
  });

  it('refuses bad paging with 400 JSON', async () => {
    const res = await postForm(
      '/pcApi/api/cela/queryCoursePageList?pagesize=ten&pagenum=0',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: '参数pagesize必须是整数',
    });
  });

  it('refuses a body of an unknown type with 415 JSON', async () => {
    const res = await call(
      `${server.url}/pcApi/api/cela/queryTopicPageList?pagesize=5&pagenum=0`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'pagesize=5',
      },
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      success: false,
      message: '不支持的请求体类型',
    });
  });
});

describe('form-encoded posts', () => {
  it('POST /api/portal/config with an empty form body', async () => {
    const res = await postForm<ProjectConfig>('/api/portal/config');
    expect(res.status).toBe(200);
    expect(res.body.data?.loginUrl).toEqual(expect.any(String));
    expect(res.body.data?.logoutUrl).toEqual(expect.any(String));
  });

  it('answers the empty public forms', async () => {
    for (const path of [
      '/api/portal/banner',
      '/api/subject/queryIndex',
      '/api/portal/course/recommend',
      '/api/portal/app/init',
      '/api/webmember/getValidateCode',
    ]) {
      const res = await postForm(path);
      expect(res.status, path).toBe(200);
      expect(res.body.success, path).toBe(true);
    }
  });

  it('reads a teacher id from a form', async () => {
    const page = await call<Page<{ id: string }>>(
      `${server.url}/api/portal/queryFamous`,
      { params: { pagesize: 1, pagenum: 0 } },
    );
    const id = page.body.data?.datalist[0]?.id ?? '';
    const res = await postForm<{ id: string }>('/api/portal/getFamousDetail', {
      id,
    });
    expect(res.body.data?.id).toBe(id);
    const missing = await postForm('/api/portal/getFamousDetail');
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);
  });

  it('reads the signed-in calls from forms', async () => {
    const token = await login(server.url, 'learner');
    const headers = { token, tenantId: '001.001' };
    const info = await postForm<{ idCardHash: string }>(
      '/api/user/info',
      {},
      headers,
    );
    expect(info.status).toBe(200);
    const idCardHash = info.body.data?.idCardHash ?? '';
    expect(idCardHash).not.toBe('');

    const hours = await postForm(
      '/api/personal/yearHourTotalStatistics',
      { idCardHash, year: String(new Date().getFullYear()) },
      headers,
    );
    expect(hours.status).toBe(200);
    expect(hours.body.success).toBe(true);
    const badYear = await postForm(
      '/api/personal/yearHourTotalStatistics',
      { idCardHash, year: 'this year' },
      headers,
    );
    expect(badYear.status).toBe(400);
    expect(badYear.body).toEqual({
      success: false,
      message: '参数year必须是整数',
    });

    const origin = await postForm(
      '/api/user/configure/new',
      { ipPort: 'http://localhost:8080' },
      headers,
    );
    expect(origin.status).toBe(200);

    const academy = await call<unknown>(
      `${server.url}/api/portal/user/rdrZWY`,
      { headers, form: { idCardHash } },
    );
    expect(academy.body).toMatchObject({ code: 'true' });
  });
});
