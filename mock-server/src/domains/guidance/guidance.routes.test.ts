import type {
  CourseCategory,
  Guidance,
  StudyStatus,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';
import {
  type Interest,
  remainingHours,
  type SuggestCourse,
  suggestCourses,
} from './guidance.routes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const BLUE = { tenantId: '001.001.065' };
type Hours = Record<string, number>;

async function roots(headers: Record<string, string> = {}) {
  const res = await call<CourseCategory[]>(
    `${server.url}/api/portal/course/getCategory`,
    { headers },
  );
  return res.body.data ?? [];
}

async function rootId(name: string, headers: Record<string, string> = {}) {
  const root = (await roots(headers)).find((r) => r.name === name);
  expect(root, name).toBeTruthy();
  return root?.id ?? '';
}

async function guidance(
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await call<Guidance>(`${server.url}/api/portal/course/guidance`, {
    headers,
    params,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as Guidance;
}

async function signIn(username: string, headers: Record<string, string> = {}) {
  const token = await login(server.url, username);
  const info = await call<{ idCardHash: string }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers: { ...headers, token } },
  );
  return { token, idCardHash: info.body.data?.idCardHash ?? '' };
}

async function yearHours(
  token: string,
  idCardHash: string,
  headers: Record<string, string> = {},
): Promise<Hours> {
  const res = await call<Hours>(
    `${server.url}/api/personal/yearHourTotalStatistics`,
    { headers: { ...headers, token }, params: { idCardHash } },
  );
  return res.body.data ?? {};
}

const sum = (list: { creditHour: number }[]) =>
  Math.round(list.reduce((s, c) => s + c.creditHour, 0) * 100) / 100;

describe('POST /api/portal/course/guidance for a visitor', () => {
  it('answers the best-rated courses without hours when no interest is picked', async () => {
    const answer = await guidance({});
    expect(answer.personalised).toBe(false);
    expect(answer.hours).toBeNull();
    expect(answer.hoursMode).toBe('TOTAL');
    expect(answer.suggestions).toHaveLength(20);
    expect(new Set(answer.suggestions.map((s) => s.reason))).toEqual(
      new Set(['推荐课程']),
    );
    const scores = answer.suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(answer.suggestedHours).toBe(sum(answer.suggestions));
  });

  it('lists only the picked interests, in turn', async () => {
    const politics = await rootId('政治理论');
    const arts = await rootId('文艺专业');
    const answer = await guidance({ categoryIds: [politics, arts] });
    expect(answer.interests.map((i) => i.name)).toEqual([
      '政治理论',
      '文艺专业',
    ]);
    const reasons = answer.suggestions.map((s) => s.reason);
    // 文艺专业 has 5 courses: they alternate with 政治理论 until used up.
    expect(reasons.slice(0, 4)).toEqual([
      '兴趣：政治理论',
      '兴趣：文艺专业',
      '兴趣：政治理论',
      '兴趣：文艺专业',
    ]);
    expect(reasons.filter((r) => r === '兴趣：文艺专业')).toHaveLength(5);
    expect(reasons.every((r) => r.startsWith('兴趣：'))).toBe(true);
    // 政治理论 has 15 courses in three children; 15 + 5 = 20 = the limit.
    expect(answer.suggestions).toHaveLength(20);
    const artsOnly = await guidance({ categoryIds: arts });
    expect(artsOnly.suggestions.map((s) => s.categoryName)).toEqual(
      Array(5).fill('文艺专业'),
    );
  });

  it('accepts a comma-separated list and honours limit', async () => {
    const politics = await rootId('政治理论');
    const res = await call<Guidance>(
      `${server.url}/api/portal/course/guidance?categoryIds=${politics},&limit=3`,
    );
    expect(res.body.data?.suggestions).toHaveLength(3);
    const many = await guidance({ limit: 500 });
    expect(many.suggestions).toHaveLength(50);
  });

  it('rejects unknown categories and malformed input with 400 JSON', async () => {
    const bad = [
      { categoryIds: ['nope'] },
      { categoryIds: { a: 1 } },
      { categoryIds: [{ id: 1 }] },
      { categoryIds: Array.from({ length: 11 }, (_, i) => String(i)) },
      { limit: 'many' },
    ];
    for (const json of bad) {
      const res = await call(`${server.url}/api/portal/course/guidance`, {
        params: json,
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/参数|最多/);
    }
    // Another tenant's category is unknown here.
    const blueRoot = await rootId('教育管理', BLUE);
    const foreign = await call(`${server.url}/api/portal/course/guidance`, {
      params: { categoryIds: [blueRoot] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('参数categoryIds包含不存在的分类');
  });
});

describe('POST /api/portal/course/guidance for a learner', () => {
  it('covers compulsory hours first, then the rest of the total', async () => {
    const { token, idCardHash } = await signIn('learner');
    const figures = await yearHours(token, idCardHash);
    const answer = await guidance({}, { token });
    expect(answer.personalised).toBe(true);
    expect(answer.hours?.learnt).toEqual({
      total: figures.tbtpHourSum,
      compulsory: figures.compulsoryHour,
      optional: figures.optionalHour,
    });
    expect(answer.hours?.required).toEqual({
      total: 50,
      compulsory: 30,
      optional: 20,
    });
    const remaining = answer.hours?.remaining;
    expect(remaining).toEqual({
      total: 50 - (figures.tbtpHourSum ?? 0),
      compulsory: 30 - (figures.compulsoryHour ?? 0),
      optional: 20 - (figures.optionalHour ?? 0),
    });
    expect(remaining?.compulsory).toBeGreaterThan(0);

    const compulsory = answer.suggestions.filter(
      (s) => s.reasonType === 'COMPULSORY',
    );
    const firstRest = answer.suggestions.findIndex(
      (s) => s.reasonType !== 'COMPULSORY',
    );
    expect(firstRest).toBe(compulsory.length);
    expect(
      compulsory.every((s) => s.isCompulsory && s.reason === '必修课程'),
    ).toBe(true);
    // Just enough: without the last one the compulsory hours would be short.
    expect(sum(compulsory)).toBeGreaterThanOrEqual(remaining?.compulsory ?? 0);
    expect(sum(compulsory.slice(0, -1))).toBeLessThan(
      remaining?.compulsory ?? 0,
    );
    expect(answer.suggestedHours).toBe(sum(answer.suggestions));
    expect(answer.suggestedHours).toBeGreaterThanOrEqual(remaining?.total ?? 0);
    expect(sum(answer.suggestions.slice(0, -1))).toBeLessThan(
      remaining?.total ?? 0,
    );
    // No interest picked: the rest are the best-rated.
    expect(
      answer.suggestions.slice(firstRest).every((s) => s.reason === '推荐课程'),
    ).toBe(true);
  });

  it('fills the rest with the picked interest, so the list changes', async () => {
    const { token } = await signIn('learner');
    const arts = await rootId('文艺专业');
    const it = await rootId('信息技术');
    const plain = await guidance({}, { token });
    const picked = await guidance({ categoryIds: [arts, it] }, { token });
    const rest = picked.suggestions.filter(
      (s) => s.reasonType !== 'COMPULSORY',
    );
    expect(rest.length).toBeGreaterThan(0);
    expect(rest[0]?.reason).toBe('兴趣：文艺专业');
    expect(rest[1]?.reason).toBe('兴趣：信息技术');
    expect(
      rest.every((s) =>
        ['兴趣：文艺专业', '兴趣：信息技术'].includes(s.reason),
      ),
    ).toBe(true);
    expect(picked.suggestions.map((s) => s.id)).not.toEqual(
      plain.suggestions.map((s) => s.id),
    );
  });

  it('leaves out completed courses and counts their hours', async () => {
    const { token } = await signIn('notrainee');
    const before = await guidance({ limit: 50 }, { token });
    // 13001: a compulsory VIDEO of 6 s worth 1 学时.
    expect(before.suggestions.map((s) => s.id)).toContain('13001');
    await call(`${server.url}/api/study/start`, {
      headers: { token },
      params: { courseId: '13001' },
    });
    const done = await call<{ studyStatus: StudyStatus }>(
      `${server.url}/api/study/progress`,
      { headers: { token }, params: { courseId: '13001', studyTimes: 6 } },
    );
    expect(done.body.data?.studyStatus).toBe('2');
    const after = await guidance({ limit: 50 }, { token });
    expect(after.suggestions.map((s) => s.id)).not.toContain('13001');
    expect(after.hours?.remaining.compulsory).toBe(
      (before.hours?.remaining.compulsory ?? 0) - 1,
    );
  });

  it('counts compulsory and optional separately in 001.001.065', async () => {
    const { token, idCardHash } = await signIn('learner', BLUE);
    const figures = await yearHours(token, idCardHash, BLUE);
    const arts = await rootId('文艺专业', BLUE);
    const answer = await guidance({ categoryIds: [arts] }, { ...BLUE, token });
    expect(answer.hoursMode).toBe('SPLIT');
    const remaining = answer.hours?.remaining;
    expect(remaining?.compulsory).toBe(30 - (figures.compulsoryHour ?? 0));
    expect(remaining?.optional).toBe(20 - (figures.optionalHour ?? 0));
    expect(remaining?.total).toBe(
      (remaining?.compulsory ?? 0) + (remaining?.optional ?? 0),
    );
    const rest = answer.suggestions.filter(
      (s) => s.reasonType !== 'COMPULSORY',
    );
    expect(rest.every((s) => !s.isCompulsory)).toBe(true);
    expect(sum(rest)).toBeGreaterThanOrEqual(remaining?.optional ?? 0);
  });
});

describe('suggestCourses (the rule)', () => {
  const course = (
    id: string,
    change: Partial<SuggestCourse> = {},
  ): SuggestCourse => ({
    id,
    categoryId: 'a',
    creditHour: 1,
    isCompulsory: false,
    score: 5,
    publishDate: '2026-01-01 00:00:00',
    ...change,
  });
  const interest = (id: string): Interest => ({
    id,
    name: id.toUpperCase(),
    categoryIds: new Set([id]),
  });
  const hours = (
    remaining: [number, number, number],
  ): Parameters<typeof suggestCourses>[0]['hours'] => ({
    required: { total: 0, compulsory: 0, optional: 0 },
    learnt: { total: 0, compulsory: 0, optional: 0 },
    remaining: {
      total: remaining[0],
      compulsory: remaining[1],
      optional: remaining[2],
    },
  });

  it('puts courses in progress first and skips completed ones', () => {
    const courses = [course('1'), course('2'), course('3')];
    const status: Record<string, StudyStatus> = { 1: '2', 2: '0', 3: '1' };
    const list = suggestCourses({
      courses,
      status: (c) => status[c.id] ?? '0',
      interests: [interest('a')],
      hours: null,
      splitHours: false,
      limit: 10,
    });
    expect(list.map((s) => s.course.id)).toEqual(['3', '2']);
  });

  it('prefers compulsory courses of the interests and stops when covered', () => {
    const courses = [
      course('c1', { isCompulsory: true, categoryId: 'x', score: 9 }),
      course('c2', { isCompulsory: true, categoryId: 'a', score: 1 }),
      course('c3', { isCompulsory: true, categoryId: 'x' }),
      course('o1', { categoryId: 'a' }),
      course('o2', { categoryId: 'b' }),
    ];
    const list = suggestCourses({
      courses,
      status: () => '0',
      interests: [interest('a')],
      hours: hours([2, 1, 0]),
      splitHours: false,
      limit: 10,
    });
    expect(list.map((s) => [s.course.id, s.reason])).toEqual([
      ['c2', '必修课程'],
      ['o1', '兴趣：A'],
    ]);
  });

  it('tops up with the best-rated when the interests run out', () => {
    const courses = [
      course('a1'),
      course('b1', { categoryId: 'b', score: 2 }),
      course('b2', { categoryId: 'b', score: 8 }),
    ];
    const list = suggestCourses({
      courses,
      status: () => '0',
      interests: [interest('a')],
      hours: hours([2, 0, 2]),
      splitHours: false,
      limit: 10,
    });
    expect(list.map((s) => [s.course.id, s.reasonType])).toEqual([
      ['a1', 'INTEREST'],
      ['b2', 'RECOMMENDED'],
    ]);
  });

  it('computes the remaining hours for both ways of counting', () => {
    const required = { total: 50, compulsory: 30, optional: 20 };
    const learnt = { total: 45, compulsory: 32, optional: 13 };
    expect(remainingHours(required, learnt, false)).toEqual({
      total: 5,
      compulsory: 0,
      optional: 7,
    });
    expect(remainingHours(required, learnt, true)).toEqual({
      total: 7,
      compulsory: 0,
      optional: 7,
    });
  });
});
