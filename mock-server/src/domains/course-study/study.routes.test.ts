import type { CourseDetail, StudyStatus } from '@portal/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';
import { STUDY_MESSAGES } from './study.routes';

/** Tenant 001.001: course 1 is a VIDEO of 6 s (lesson-1), 32 min → 1 学时 (compulsory). */
const VIDEO_6S = '13001';
/** A VIDEO of 10 s (lesson-3), 25 min → 0.5 学时, optional. */
const VIDEO_10S = '13022';
/** An ARTICLE (20 reading seconds), 45 min → 1 学时, compulsory. */
const ARTICLE = '13003';

let server: TestServer;
let clock = Date.now();
const tick = (seconds: number) => {
  clock += seconds * 1000;
};

interface StudyAnswer {
  studyTimes: number;
  studyStatus: StudyStatus;
  plagFlag?: boolean;
}

type Hours = Record<string, number>;

async function signIn(username: string) {
  const token = await login(server.url, username);
  const info = await call<{ idCardHash: string }>(
    `${server.url}/api/user/info`,
    { method: 'POST', headers: { token } },
  );
  return { token, idCardHash: info.body.data?.idCardHash ?? '' };
}

function study(path: string, token: string, params: Record<string, unknown>) {
  return call<StudyAnswer>(`${server.url}/api/study/${path}`, {
    headers: { token },
    params,
  });
}

async function yearHours(token: string, idCardHash: string): Promise<Hours> {
  const res = await call<Hours>(
    `${server.url}/api/personal/yearHourTotalStatistics`,
    { headers: { token }, params: { idCardHash } },
  );
  expect(res.status).toBe(200);
  return res.body.data ?? {};
}

async function detail(id: string, token?: string) {
  const res = await call<CourseDetail>(
    `${server.url}/api/portal/course/get?id=${id}`,
    token ? { headers: { token } } : {},
  );
  return res.body.data as CourseDetail;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  await fetch(`${server.url}/__reset`, { method: 'POST' });
});

describe('study recording', () => {
  it('requires a token and an existing course', async () => {
    const anon = await call(`${server.url}/api/study/start`, {
      params: { courseId: VIDEO_6S },
    });
    expect(anon.status).toBe(401);
    const { token } = await signIn('learner');
    const missing = await study('start', token, { courseId: '99999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('课程不存在');
    // Another tenant's course is not this tenant's.
    const other = await study('start', token, { courseId: '23001' });
    expect(other.status).toBe(404);
  });

  it('start creates the record once (idempotent)', async () => {
    const { token } = await signIn('learner');
    expect((await detail(VIDEO_10S, token)).studyStatus).toBe('0');
    const first = await study('start', token, { courseId: VIDEO_10S });
    expect(first.body.data).toEqual({ studyTimes: 0, studyStatus: '1' });
    tick(4);
    await study('progress', token, { courseId: VIDEO_10S, studyTimes: 4 });
    const again = await study('start', token, { courseId: VIDEO_10S });
    expect(again.body.data).toEqual({ studyTimes: 4, studyStatus: '1' });
    const d = await detail(VIDEO_10S, token);
    expect(d).toMatchObject({
      studyStatus: '1',
      showStatusMsg: '学习中',
      studyTimes: 4,
      earnedHours: 0,
    });
    expect(d.hoursStatus).toContain('已观看 4 秒，还需观看至 95%');
  });

  it('keeps the maximum: progress never decreases', async () => {
    const { token } = await signIn('learner');
    await study('start', token, { courseId: VIDEO_10S });
    tick(5);
    const five = await study('progress', token, {
      courseId: VIDEO_10S,
      studyTimes: 5,
    });
    expect(five.body.data).toEqual({ studyTimes: 5, studyStatus: '1' });
    tick(1);
    const back = await study('progress', token, {
      courseId: VIDEO_10S,
      studyTimes: 2,
    });
    expect(back.body).toMatchObject({
      success: true,
      data: { studyTimes: 5, studyStatus: '1' },
    });
    const zero = await study('progress', token, {
      courseId: VIDEO_10S,
      studyTimes: '0',
    });
    expect(zero.body.data?.studyTimes).toBe(5);
  });

  it('rejects invalid studyTimes', async () => {
    const { token } = await signIn('learner');
    for (const studyTimes of [-1, 1.5, 'abc']) {
      const res = await study('progress', token, {
        courseId: VIDEO_10S,
        studyTimes,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(STUDY_MESSAGES.badTimes);
    }
    const missing = await study('progress', token, { courseId: VIDEO_10S });
    expect(missing.status).toBe(400);
  });

  it('flags a jump beyond elapsed time + 30 s (plagFlag) and keeps the record', async () => {
    const { token } = await signIn('learner');
    await study('start', token, { courseId: ARTICLE });
    tick(2);
    // 2 s elapsed: up to 32 s ahead is accepted, 33 is not.
    const jump = await study('progress', token, {
      courseId: ARTICLE,
      studyTimes: 33,
    });
    expect(jump.status).toBe(200);
    expect(jump.body).toEqual({
      success: true,
      message: '检测到异常学习进度，已暂停记录，请正常观看',
      data: { studyTimes: 0, studyStatus: '1', plagFlag: true },
    });
    // A video refuses a jump of 1000 s too (checked before capping).
    await study('start', token, { courseId: VIDEO_6S });
    const far = await study('progress', token, {
      courseId: VIDEO_6S,
      studyTimes: 1000,
    });
    expect(far.body.data).toEqual({
      studyTimes: 0,
      studyStatus: '1',
      plagFlag: true,
    });
    // A normal report afterwards is accepted.
    tick(3);
    const fine = await study('progress', token, {
      courseId: ARTICLE,
      studyTimes: 5,
    });
    expect(fine.body.data).toEqual({ studyTimes: 5, studyStatus: '1' });
    expect(fine.body.data).not.toHaveProperty('plagFlag');
  });

  it('accepts exactly elapsed seconds + 30 s', async () => {
    const { token } = await signIn('learner');
    await study('start', token, { courseId: ARTICLE });
    tick(2);
    const edge = await study('progress', token, {
      courseId: ARTICLE,
      studyTimes: 32,
    });
    // Accepted, capped at the 20 reading seconds: the ARTICLE is complete.
    expect(edge.body.data).toEqual({ studyTimes: 20, studyStatus: '2' });
  });

  it('end refuses below 95 % and completes at 100 % with the hours', async () => {
    const { token, idCardHash } = await signIn('learner');
    const before = await yearHours(token, idCardHash);

    const early = await study('v2/end', token, { courseId: VIDEO_6S });
    expect(early.body).toEqual({
      success: false,
      message: '学习进度不足，暂不能完成课程',
    });
    await study('start', token, { courseId: VIDEO_6S });
    tick(3);
    await study('progress', token, { courseId: VIDEO_6S, studyTimes: 3 });
    const half = await study('v2/end', token, { courseId: VIDEO_6S });
    expect(half.body.success).toBe(false);
    expect((await detail(VIDEO_6S, token)).hoursStatus).toBe(
      '已观看 3 秒，还需观看至 95%（至少 6 秒）',
    );

    tick(3);
    const full = await study('progress', token, {
      courseId: VIDEO_6S,
      studyTimes: 6,
    });
    // 100 % completes the course without end.
    expect(full.body.data).toEqual({ studyTimes: 6, studyStatus: '2' });
    const end = await study('v2/end', token, { courseId: VIDEO_6S });
    expect(end.body).toEqual({
      success: true,
      message: '课程已完成',
      data: { studyStatus: '2', earnedHours: 1 },
    });

    const d = await detail(VIDEO_6S, token);
    expect(d).toMatchObject({
      studyStatus: '2',
      showStatusMsg: '已学习',
      studyTimes: 6,
      earnedHours: 1,
      creditHour: 1,
      isCompulsory: true,
    });
    expect(d.hoursStatus).toBe('已学习完成，本年度已获得1学时');
    expect(d.hoursRule).toBe(
      '本课程时长32分钟，视频课程观看完毕（进度达到95%以上）后获得1学时',
    );

    // The compulsory hour is added to compulsoryHour and tbtpHourSum.
    const after = await yearHours(token, idCardHash);
    expect(after.compulsoryHour).toBeCloseTo((before.compulsoryHour ?? 0) + 1);
    expect(after.optionalHour).toBe(before.optionalHour);
    expect(after.tbtpHourSum).toBeCloseTo((before.tbtpHourSum ?? 0) + 1);
    expect(after.ANALYSIS_HOURS_NUM).toBe(50);

    // Credited once per year: ending again adds nothing.
    await study('v2/end', token, { courseId: VIDEO_6S });
    expect(await yearHours(token, idCardHash)).toEqual(after);
  });

  it('end with a final studyTimes completes in one call (optional course)', async () => {
    const { token, idCardHash } = await signIn('learner');
    const before = await yearHours(token, idCardHash);
    await study('start', token, { courseId: VIDEO_10S });
    tick(10);
    const end = await study('v2/end', token, {
      courseId: VIDEO_10S,
      studyTimes: 10,
    });
    expect(end.body.data).toEqual({ studyStatus: '2', earnedHours: 0.5 });
    const after = await yearHours(token, idCardHash);
    expect(after.optionalHour).toBeCloseTo((before.optionalHour ?? 0) + 0.5);
    expect(after.compulsoryHour).toBe(before.compulsoryHour);
    expect(after.tbtpHourSum).toBeCloseTo((before.tbtpHourSum ?? 0) + 0.5);
  });

  it('completes an ARTICLE when the reading seconds are reached', async () => {
    const { token } = await signIn('learner');
    const start = await study('start', token, { courseId: ARTICLE });
    expect(start.body.data?.studyStatus).toBe('1');
    tick(12);
    const part = await study('progress', token, {
      courseId: ARTICLE,
      studyTimes: 12,
    });
    expect(part.body.data).toEqual({ studyTimes: 12, studyStatus: '1' });
    expect((await detail(ARTICLE, token)).hoursStatus).toBe(
      '已阅读 12 秒，还需阅读 8 秒',
    );
    const early = await study('v2/end', token, { courseId: ARTICLE });
    expect(early.body.success).toBe(false);
    tick(8);
    const done = await study('progress', token, {
      courseId: ARTICLE,
      studyTimes: 25,
    });
    // Capped at the required seconds.
    expect(done.body.data).toEqual({ studyTimes: 20, studyStatus: '2' });
    const d = await detail(ARTICLE, token);
    expect(d.earnedHours).toBe(1);
    expect(d.hoursRule).toBe('本课程为图文课程，阅读满20秒后获得1学时');
  });

  it('keeps records per user and per tenant; visitors see 未学习', async () => {
    const learner = await signIn('learner');
    await study('start', learner.token, { courseId: VIDEO_6S });
    tick(6);
    await study('progress', learner.token, {
      courseId: VIDEO_6S,
      studyTimes: 6,
    });
    expect((await detail(VIDEO_6S, learner.token)).studyStatus).toBe('2');

    const admin = await signIn('admin');
    const adminView = await detail(VIDEO_6S, admin.token);
    expect(adminView).toMatchObject({ studyStatus: '0', studyTimes: 0 });
    expect(adminView.hoursStatus).toBe('尚未开始学习，观看至95%后可获得1学时');

    const visitor = await detail(VIDEO_6S);
    expect(visitor).toMatchObject({
      studyStatus: '0',
      showStatusMsg: '未学习',
      studyTimes: 0,
      earnedHours: 0,
      isCollected: false,
    });
    expect(visitor.hoursStatus).toBe('登录后学习本课程可获得1学时');
  });

  it('credits again in a new year, once', async () => {
    const { token } = await signIn('learner');
    await study('start', token, { courseId: VIDEO_6S });
    tick(6);
    await study('progress', token, { courseId: VIDEO_6S, studyTimes: 6 });
    const saved = clock;
    const thisYear = new Date(clock).getFullYear();
    clock = new Date(thisYear + 1, 0, 15, 10).getTime();
    try {
      expect((await detail(VIDEO_6S, token)).hoursStatus).toBe(
        `已于${thisYear}年学习完成并获得1学时，本年度再次学习完成可再获得学时`,
      );
      const end = await study('v2/end', token, { courseId: VIDEO_6S });
      expect(end.body.data).toEqual({ studyStatus: '2', earnedHours: 1 });
      const db = await call<Array<{ year: number; courseId: string }>>(
        `${server.url}/__db/hoursCredits`,
      );
      expect(
        db.body.data?.filter((c) => c.courseId === VIDEO_6S).map((c) => c.year),
      ).toEqual([thisYear, thisYear + 1]);
    } finally {
      clock = saved;
    }
  });
});
