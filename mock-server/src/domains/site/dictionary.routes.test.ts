import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

interface DictionaryBody {
  success: boolean;
  message: string;
  datalist: Array<{ name: string; code: string }>;
  data?: unknown;
}

async function dictionary(
  path: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<DictionaryBody> {
  const res = await fetch(`${server.url}/api/dictionary/${path}`, { method });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  return (await res.json()) as DictionaryBody;
}

describe('/api/dictionary/list/:parentCode', () => {
  it('answers datalist at the top level over POST and GET', async () => {
    const post = await dictionary('list/COURSE_TYPE');
    expect(post).toEqual({
      success: true,
      message: '',
      datalist: [
        { name: '必修', code: '1' },
        { name: '选修', code: '2' },
      ],
    });
    expect(await dictionary('list/COURSE_TYPE', 'GET')).toEqual(post);
  });

  it('holds the seeded dictionaries', async () => {
    const education = (await dictionary('list/EDUCATION')).datalist;
    expect(education.map((d) => d.name)).toContain('大学本科');
    expect(education[0]).toEqual({ name: '博士研究生', code: '11' });
    const political = (await dictionary('list/POLITICAL_STATUS')).datalist;
    expect(political).toContainEqual({ name: '中共党员', code: '01' });
    expect(political.at(-1)).toEqual({ name: '群众', code: '13' });
    const resources = (await dictionary('list/RESOURCE_TYPE')).datalist;
    expect(resources.map((d) => d.name)).toEqual(['视频', '图文']);
    for (const item of [...education, ...political, ...resources]) {
      expect(Object.keys(item).sort()).toEqual(['code', 'name']);
    }
  });

  it('answers an empty list for unknown codes', async () => {
    for (const code of ['NOPE', 'YEAR', 'a%20b', '__proto__']) {
      expect(await dictionary(`list/${code}`)).toEqual({
        success: true,
        message: '',
        datalist: [],
      });
    }
  });
});

describe('/api/dictionary/runtime/:parentCode', () => {
  it('computes YEAR: the last five years', async () => {
    const year = new Date().getFullYear();
    const body = await dictionary('runtime/YEAR', 'GET');
    expect(body.success).toBe(true);
    expect(body.datalist).toEqual(
      [0, 1, 2, 3, 4].map((back) => ({
        name: `${year - back}年`,
        code: String(year - back),
      })),
    );
  });

  it('falls back to the stored dictionaries, then to an empty list', async () => {
    expect((await dictionary('runtime/COURSE_TYPE')).datalist).toHaveLength(2);
    expect((await dictionary('runtime/constructor')).datalist).toEqual([]);
    expect((await dictionary('runtime/NOPE')).datalist).toEqual([]);
  });
});
