import type {
  MyCollect,
  MyCourse,
  MyExam as MyExamRow,
  MySubject,
  MyClassSummary as MyClassRow,
  Page,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'learner');
});

afterAll(async () => {
  await server.dispose();
});

const year = new Date().getFullYear();

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

const all = { pagesize: 100, pagenum: 0 };

describe('my training projects', () => {
  it('lists the classes with earned hours and a learning status', async () => {
    const res = await post<Page<MyClassRow>>('/api/personal/queryMyTbtps', all);
    const rows = res.body.data?.datalist ?? [];
    expect(rows.length).toBe(6);
    const starts = rows.map((r) => r.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set(rows.map((r) => r.learningStatus))).toEqual(
      new Set(['IN_PROGRESS', 'GRADUATED', 'NOT_GRADUATED']),
    );
    for (const r of rows) {
      expect(r.earnedHours).toBeCloseTo(r.compulsoryEarned + r.electiveEarned);
      expect(r.progress).toBe(
        Math.round((r.finishedCourses / r.courseCount) * 100),
      );
      expect(Boolean(r.graduatedAt)).toBe(r.learningStatus === 'GRADUATED');
    }
    const graduated = await post<Page<MyClassRow>>(
      '/api/personal/queryMyTbtps',
      { ...all, learningStatus: 'GRADUATED' },
    );
    expect(
      graduated.body.data?.datalist.every(
        (r) => r.learningStatus === 'GRADUATED',
      ),
    ).toBe(true);
    const stats = await post<Record<string, number>>(
      '/api/personal/queryTbtpStatisticsInfo',
    );
    expect(stats.body.data).toMatchObject({
      totalCount: 6,
      graduatedCount: graduated.body.data?.totalelements,
    });
    expect(
      (stats.body.data?.inProgressCount ?? 0) +
        (stats.body.data?.graduatedCount ?? 0) +
        (stats.body.data?.notGraduatedCount ?? 0),
    ).toBe(6);
    expect(stats.body.data?.earnedHours).toBeCloseTo(
      rows.reduce((s, r) => s + r.earnedHours, 0),
    );
  });
});

describe('my courses', () => {
  it('lists studied courses with hours, filters by status and year', async () => {
    const res = await post<Page<MyCourse>>('/api/personal/myCourses', all);
    const rows = res.body.data?.datalist ?? [];
    expect(rows.length).toBeGreaterThan(20);
    const last = rows.map((r) => r.lastStudyAt);
    expect(last).toEqual([...last].sort().reverse());
    const studying = await post<Page<MyCourse>>('/api/personal/myCourses', {
      ...all,
      studyStatus: '1',
    });
    const open = studying.body.data?.datalist ?? [];
    expect(open.length).toBe(4);
    for (const r of open) {
      expect(r.showStatusMsg).toBe('学习中');
      expect(r.progress).toBeLessThan(100);
      expect(r.earnedHours).toBe(0);
    }
    const done = await post<Page<MyCourse>>('/api/personal/myCourses', {
      ...all,
      studyStatus: '2',
      year,
    });
    const finished = done.body.data?.datalist ?? [];
    expect(finished.length).toBeGreaterThan(0);
    for (const r of finished) {
      expect(r.progress).toBe(100);
      expect(r.earnedHours).toBe(r.creditHour);
    }
    // The year's hours of the completed courses are the credited hours.
    const summary = await call<Record<string, number>>(
      `${server.url}/api/personal/yearHourTotalStatistics`,
      { headers: { token }, params: { idCardHash: await hash(), year } },
    );
    expect(summary.body.data?.tbtpHourSum).toBeGreaterThan(
      finished.reduce((s, r) => s + r.earnedHours, 0),
    );
    const none = await post<Page<MyCourse>>('/api/personal/myCourses', {
      ...all,
      year: 2001,
    });
    expect(none.body.data?.totalelements).toBe(0);
    for (const bad of [{ studyStatus: '0' }, { year: 1900 }, { year: 'x' }]) {
      const r = await post('/api/personal/myCourses', bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('shows a course started now first, as 学习中', async () => {
    const other = await login(server.url, 'admin');
    await call(`${server.url}/api/study/start`, {
      headers: { token: other },
      params: { courseId: '13006' },
    });
    const res = await post<Page<MyCourse>>(
      '/api/personal/myCourses',
      { ...all, studyStatus: '1' },
      other,
    );
    expect(res.body.data?.datalist[0]).toMatchObject({
      id: '13006',
      studyStatus: '1',
      progress: 0,
    });
  });
});

async function hash(): Promise<string> {
  const info = await call<{ idCardHash: string }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers: { token } },
  );
  return info.body.data?.idCardHash ?? '';
}

describe('my subjects', () => {
  it('lists the subjects with studied courses and their progress', async () => {
    const res = await post<Page<MySubject>>('/api/subject/queryMySubject', all);
    const rows = res.body.data?.datalist ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.finishedCount + r.studyingCount).toBeGreaterThan(0);
      expect(r.progress).toBe(
        Math.round((r.finishedCount / r.courseCount) * 100),
      );
    }
  });
});

describe('my collections', () => {
  it('lists the collected courses and follows toggleCollect', async () => {
    const fresh = await login(server.url, 'learner');
    const read = async () =>
      (await post<Page<MyCollect>>('/api/personal/queryMyCollect', all, fresh))
        .body.data?.datalist ?? [];
    const before = await read();
    expect(before.length).toBe(6);
    const first = before[0] as MyCollect;
    const toggle = () =>
      call(`${server.url}/api/portal/collect/toggleCollect`, {
        headers: { token: fresh },
        params: { courseId: first.courseId, type: 'collect' },
      });
    await toggle();
    expect((await read()).map((r) => r.courseId)).not.toContain(first.courseId);
    await toggle();
    expect((await read()).map((r) => r.courseId)).toContain(first.courseId);
  });
});

describe('my exams and evaluations', () => {
  it('lists exam results, newest first, with pass state', async () => {
    const res = await post<Page<MyExamRow>>('/api/tbtp/exam/getUserExam', all);
    const rows = res.body.data?.datalist ?? [];
    expect(rows.length).toBe(7);
    expect(rows.some((r) => !r.passed)).toBe(true);
    for (const r of rows) expect(r.passed).toBe(r.score >= r.passScore);
    const at = rows.map((r) => r.submittedAt);
    expect(at).toEqual([...at].sort().reverse());
  });

  it('lists evaluations and answers one result; another user’s is 404', async () => {
    const list = await post<{ examId: string; name: string }[]>(
      '/api/cePing/queryExamId',
    );
    const first = list.body.data?.[0];
    expect(list.body.data?.length).toBe(3);
    const result = await post<{
      name: string;
      score: number;
      dimensions: { score: number }[];
    }>('/api/cePing/queryExamResult', { examId: first?.examId });
    expect(result.body.data?.name).toBe(first?.name);
    expect(result.body.data?.score).toBe(
      result.body.data?.dimensions.reduce((s, d) => s + d.score, 0),
    );
    const admin = await login(server.url, 'admin');
    const foreign = await post(
      '/api/cePing/queryExamResult',
      { examId: first?.examId },
      admin,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('测评不存在');
    expect((await post('/api/cePing/queryExamResult', {}, admin)).status).toBe(
      400,
    );
  });

  it('needs a session everywhere', async () => {
    for (const path of [
      '/api/personal/queryMyTbtps',
      '/api/personal/queryTbtpStatisticsInfo',
      '/api/personal/myCourses',
      '/api/subject/queryMySubject',
      '/api/personal/queryMyCollect',
      '/api/tbtp/exam/getUserExam',
      '/api/cePing/queryExamId',
      '/api/cePing/queryExamResult',
    ]) {
      const res = await call(`${server.url}${path}`, { params: {} });
      expect(res.status, path).toBe(401);
    }
  });
});
