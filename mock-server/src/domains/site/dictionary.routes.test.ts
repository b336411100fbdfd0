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
        { name: '选修', code: '0' },
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

  it("holds the filters' dictionaries with the codes their list calls take", async () => {
    const codes = async (parent: string) =>
      (await dictionary(`list/${parent}`)).datalist.map((d) => d.code);
    expect(await codes('STUDY_STATUS')).toEqual(['0', '1', '2']);
    expect(await codes('COURSE_DURATION')).toEqual(['short', 'medium', 'long']);
    expect((await dictionary('list/CLASS_STATUS')).datalist).toEqual([
      { name: '报名中', code: 'NOT_STARTED' },
      { name: '进行中', code: 'IN_PROGRESS' },
      { name: '已结束', code: 'ENDED' },
    ]);
    expect((await dictionary('list/DISPATCH_STATUS')).datalist).toEqual([
      { name: '待审核', code: 'PENDING' },
      { name: '已通过', code: 'APPROVED' },
      { name: '已驳回', code: 'REJECTED' },
    ]);
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

  it('computes CLASS_YEAR: next year and the four before it', async () => {
    const year = new Date().getFullYear();
    const body = await dictionary('runtime/CLASS_YEAR');
    expect(body.datalist.map((d) => d.code)).toEqual(
      [1, 0, -1, -2, -3].map((ahead) => String(year + ahead)),
    );
    expect(body.datalist[0]?.name).toBe(`${year + 1}年`);
  });

  it('falls back to the stored dictionaries, then to an empty list', async () => {
    expect((await dictionary('runtime/COURSE_TYPE')).datalist).toHaveLength(2);
    expect((await dictionary('runtime/constructor')).datalist).toEqual([]);
    expect((await dictionary('runtime/NOPE')).datalist).toEqual([]);
  });
});
