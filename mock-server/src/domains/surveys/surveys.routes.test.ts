import type { Page } from '@portal/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';
import { SURVEY_MESSAGES } from './surveys.routes';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  await fetch(`${server.url}/__reset`, { method: 'POST' });
  token = await login(server.url, 'learner');
});

function post<T>(
  path: string,
  params: Record<string, unknown> = {},
  t = token,
) {
  return call<T>(`${server.url}${path}`, {
    headers: { token: t },
    params,
  });
}

interface Row {
  id: string;
  kind: string;
  state: string;
  tbtpId?: string;
  anonymous: boolean;
}

async function db<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/__db/${path}`);
  return ((await res.json()) as { data: T }).data;
}

const complete = { q1: [1], q2: [0, 3], q3: 4, q4: '增加更多案例课程' };

describe('survey list', () => {
  it('lists general surveys and those of my classes, each with its state', async () => {
    const res = await post<Page<Row>>('/api/survey/list', {
      pagesize: 50,
      pagenum: 0,
    });
    const rows = res.body.data?.datalist ?? [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('SV101')?.state).toBe('SUBMITTED');
    expect(byId.get('SV102')?.state).toBe('OPEN');
    expect(byId.get('SV103')?.state).toBe('ENDED');
    expect(byId.get('EV102')?.state).toBe('SUBMITTED');
    // Open ones first.
    expect(rows[0]?.state).toBe('OPEN');
    const evaluations = await post<Page<Row>>('/api/survey/list', {
      kind: 'EVALUATION',
    });
    expect(
      evaluations.body.data?.datalist.every((r) => r.kind === 'EVALUATION'),
    ).toBe(true);
    const ofClass = await post<Page<Row>>('/api/survey/list', {
      tbtpId: 'TBTP10002',
    });
    expect(
      ofClass.body.data?.datalist.every((r) => r.tbtpId === 'TBTP10002'),
    ).toBe(true);
  });
});

describe('answering', () => {
  it('refuses a missing required answer and saves nothing', async () => {
    const res = await post('/api/survey/submit', {
      id: 'SV102',
      answers: { ...complete, q3: undefined },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请回答第3题：您对平台的总体满意度');
    expect((await db<unknown[]>('surveyResponses?surveyId=SV102')).length).toBe(
      0,
    );
  });

  it('accepts a complete survey once; the second submission is refused', async () => {
    const first = await post<{ state: string }>('/api/survey/submit', {
      id: 'SV102',
      answers: complete,
    });
    expect(first.status).toBe(200);
    expect(first.body.data?.state).toBe('SUBMITTED');
    const again = await post('/api/survey/submit', {
      id: 'SV102',
      answers: complete,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SURVEY_MESSAGES.again);
    const mine = await post<{ answers: Record<string, unknown> }>(
      '/api/survey/myAnswers',
      { id: 'SV102' },
    );
    expect(mine.body.data?.answers).toEqual({
      q1: [1],
      q2: [0, 3],
      q3: 4,
      q4: '增加更多案例课程',
    });
    const results = await post<{
      responseCount: number;
      items: { id: string; average?: number; counts?: { count: number }[] }[];
    }>('/api/survey/results', { id: 'SV102' });
    expect(results.body.data?.responseCount).toBe(1);
    expect(results.body.data?.items[2]?.average).toBe(4);
    expect(results.body.data?.items[0]?.counts?.[1]?.count).toBe(1);
  });

  it('stores no user id with anonymous answers', async () => {
    const admin = await login(server.url, 'admin');
    const res = await post(
      '/api/survey/submit',
      { id: 'SV101', answers: { q1: [0], q2: [1], q3: 3 } },
      admin,
    );
    expect(res.status).toBe(200);
    const rows = await db<Record<string, unknown>[]>(
      'surveyResponses?surveyId=SV101',
    );
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row).not.toHaveProperty('username');
    const mine = await post('/api/survey/myAnswers', { id: 'SV101' }, admin);
    expect(mine.body.data).toBeNull();
  });

  it('refuses ended surveys, unknown ones and results before submitting', async () => {
    const ended = await post('/api/survey/submit', {
      id: 'SV103',
      answers: { q1: [0], q2: [0] },
    });
    expect(ended.body.message).toBe(SURVEY_MESSAGES.ended);
    const unknown = await post('/api/survey/get', { id: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SURVEY_MESSAGES.missing);
    const early = await post('/api/survey/results', { id: 'SV102' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(SURVEY_MESSAGES.resultsAfterSubmit);
    const hidden = await post('/api/survey/results', { id: 'EV102' });
    expect(hidden.body.message).toBe(SURVEY_MESSAGES.noResults);
  });

  it('a class survey is for the class members only', async () => {
    const other = await login(server.url, 'notrainee');
    const res = await post(
      '/api/survey/submit',
      { id: 'SV101', answers: { q1: [0], q2: [1], q3: 3 } },
      other,
    );
    expect(res.status).toBe(400);
  });
});
