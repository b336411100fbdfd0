/**
 * The journey class of the seed (TBTP<t>0016, domains/classes/classes.seed.ts): enrol,
 * study its two short compulsory videos, hand in its homework, pass its
 * graduation paper (<t>7016) and graduate — through the API, with a clock
 * the test moves (the study routes check the time a video takes).
 */
import type { ChecklistItem } from '@portal/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildSeed } from '../../seed';
import { RESERVED_COURSE_NUMBERS } from '../course-study';
import { call, login, startTestServer, type TestServer } from '../../testing';

const CLASS = 'TBTP10016';
const PAPER = '17016';

let server: TestServer;
let token: string;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  await fetch(`${server.url}/__reset`, { method: 'POST' });
  token = await login(server.url, 'learner');
});

function post<T>(path: string, params: Record<string, unknown> = {}) {
  return call<T>(`${server.url}${path}`, { headers: { token }, params });
}

interface Checklist {
  graduated: boolean;
  examOpen: boolean;
  certificate: { certNo: string } | null;
  items: ChecklistItem[];
}

const states = async () => {
  const res = await post<Checklist>('/api/tbtp/study/checklist', {
    tbtpId: CLASS,
  });
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body.data?.items ?? []).map((i) => [i.key, i.state]),
  );
};

/** Watches a video to its end, a second of the clock per second of video. */
async function watch(courseId: string, seconds: number) {
  await post('/api/study/start', { courseId });
  clock += seconds * 1000;
  await post('/api/study/progress', { courseId, studyTimes: seconds });
  const end = await post<{ studyStatus: string }>('/api/study/v2/end', {
    courseId,
    studyTimes: seconds,
  });
  expect(end.body.data?.studyStatus).toBe('2');
}

describe('the journey class seed', () => {
  it('is open, nobody is in it, its courses are short videos nobody else uses', () => {
    const seed = buildSeed();
    for (const [t, tenantId] of [
      '001.001',
      '001.001.043',
      '001.001.065',
    ].entries()) {
      const id = `TBTP${t + 1}0016`;
      const cls = seed.classes.find(
        (c) => c.tenantId === tenantId && c.tbtpId === id,
      );
      expect(cls).toMatchObject({ enrollMode: 'OPEN', status: 'IN_PROGRESS' });
      expect(seed.classEnrolments.some((e) => e.tbtpId === id)).toBe(false);
      const courses = (cls?.compulsoryCourseIds ?? []).map((cid) =>
        seed.courses.find((c) => c.id === cid),
      );
      expect(courses).toHaveLength(2);
      for (const course of courses) {
        expect(course?.resourceType).toBe('VIDEO');
        expect(course?.videoSeconds).toBeLessThanOrEqual(10);
        expect(RESERVED_COURSE_NUMBERS.has(Number(course?.id.slice(2)))).toBe(
          true,
        );
        expect(seed.studyRecords.some((r) => r.courseId === course?.id)).toBe(
          false,
        );
        expect(
          seed.classes.filter(
            (c) =>
              c.compulsoryCourseIds.includes(course?.id ?? '') ||
              c.optionalCourseIds.includes(course?.id ?? ''),
          ),
        ).toHaveLength(1);
      }
      const credit = courses.reduce((s, c) => s + (c?.creditHour ?? 0), 0);
      expect(cls?.requiredHours).toBe(credit);
      expect(cls?.compulsoryHours).toBe(credit);
      expect(
        seed.classHomeworks.filter((h) => h.tbtpId === id && h.required),
      ).toHaveLength(1);
      expect(
        seed.examPapers.find((p) => p.kind === 'GRADUATION' && p.tbtpId === id)
          ?.id,
      ).toBe(`${t + 1}7016`);
    }
  });
});

describe('from enrolment to graduation', () => {
  it('graduates the learner with a certificate and up-to-date counters', async () => {
    const enrol = await post('/api/tbtpenrollment/web/save', { tbtpId: CLASS });
    expect(enrol.status).toBe(200);
    expect(await states()).toEqual({
      COURSES: 'TODO',
      HOURS: 'TODO',
      HOMEWORK: 'TODO',
      EXAM: 'LOCKED',
    });
    const start = await post('/api/exam/startRecord', { paperId: PAPER });
    expect(start.status).toBe(400);

    const detail = await call<{ compulsoryCourseIds: string[] }>(
      `${server.url}/api/portal/tbtp/get?id=${CLASS}`,
      { headers: { token } },
    );
    for (const courseId of detail.body.data?.compulsoryCourseIds ?? []) {
      await watch(courseId, 8);
    }
    expect(await states()).toMatchObject({
      COURSES: 'DONE',
      HOURS: 'DONE',
      HOMEWORK: 'TODO',
    });

    const homework = await post<{ id: string; required: boolean }[]>(
      '/api/tbtp/homework/list',
      { tbtpId: CLASS },
    );
    const required = homework.body.data?.find((h) => h.required);
    const handed = await post('/api/tbtp/homework/submit', {
      homeworkId: required?.id,
      content: '学习体会',
      file: {
        name: '体会.txt',
        type: 'text/plain',
        base64: Buffer.from('学习体会').toString('base64'),
      },
    });
    expect(handed.status).toBe(200);
    expect(await states()).toMatchObject({ HOMEWORK: 'DONE', EXAM: 'TODO' });

    const db = await fetch(`${server.url}/__db/examPapers/${PAPER}`);
    const paper = (
      (await db.json()) as {
        data: { questions: { id: string; answer: string[] }[] };
      }
    ).data;
    const attempt = await post<{ attemptId: string }>('/api/exam/startRecord', {
      paperId: PAPER,
    });
    expect(attempt.status).toBe(200);
    const submit = await post<{ passed: boolean }>('/api/exam/submitExam', {
      attemptId: attempt.body.data?.attemptId,
      answers: Object.fromEntries(
        paper.questions.map((q) => [
          q.id,
          q.answer.map((a) => a.split('|')[0]),
        ]),
      ),
    });
    expect(submit.body.data?.passed).toBe(true);

    const list = await post<Checklist>('/api/tbtp/study/checklist', {
      tbtpId: CLASS,
    });
    expect(list.body.data?.graduated).toBe(true);
    const certNo = list.body.data?.certificate?.certNo;
    expect(certNo).toMatch(/^GBWL-\d{4}-\d{6}$/);
    const certs = await post<{ datalist: { certNo: string; title: string }[] }>(
      '/api/personal/queryMyCertificateList',
      { pagesize: 50, pagenum: 0 },
    );
    expect(
      certs.body.data?.datalist.find((c) => c.certNo === certNo)?.title,
    ).toContain('干部综合素养提升网上专题班');

    // The learning centre's row: 已结业 with the hours and courses studied.
    const mine = await post<{
      datalist: {
        tbtpId: string;
        learningStatus: string;
        earnedHours: number;
        requiredHours: number;
        finishedCourses: number;
        examPassed: boolean;
      }[];
    }>('/api/personal/queryMyTbtps', { pagesize: 50, pagenum: 0 });
    const row = mine.body.data?.datalist.find((r) => r.tbtpId === CLASS);
    expect(row).toMatchObject({
      learningStatus: 'GRADUATED',
      examPassed: true,
    });
    // Both compulsory videos (an optional course may be in the history).
    expect(row?.finishedCourses).toBeGreaterThanOrEqual(2);
    expect(row?.earnedHours).toBeGreaterThanOrEqual(row?.requiredHours ?? 1);
  });
});
