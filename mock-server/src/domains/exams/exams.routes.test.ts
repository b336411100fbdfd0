import type { Page } from '@portal/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { EXAM_RULES } from './exam-engine';
import { call, login, startTestServer, type TestServer } from '../../testing';
import type { ConsolidatePlan } from './exam-records';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

describe('POST /api/exam/consolidate/queryPlanList', () => {
  it('pages the 8 plans of the tenant', async () => {
    const token = await login(server.url, 'learner');
    const res = await call<Page<ConsolidatePlan>>(
      `${server.url}/api/exam/consolidate/queryPlanList`,
      { headers: { token }, params: { pagesize: 3, pagenum: 2 } },
    );
    expect(res.body.data).toMatchObject({
      pagesize: 3,
      pagenum: 2,
      totalelements: 8,
      totalpages: 3,
    });
    expect(res.body.data?.datalist).toHaveLength(2);
    const plan = res.body.data?.datalist[0];
    expect(Object.keys(plan ?? {}).sort()).toEqual(
      [
        'description',
        'endTime',
        'examCount',
        'id',
        'name',
        'passScore',
        'startTime',
        'status',
      ].sort(),
    );
  });

  it('needs a session', async () => {
    const res = await call(`${server.url}/api/exam/consolidate/queryPlanList`, {
      params: {},
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('身份过期，请重新登录');
  });
});

// ------------------------------------------------------------ exam engine

describe('exam engine endpoints', () => {
  let clockServer: TestServer;
  let clock = Date.now();
  let token = '';

  beforeAll(async () => {
    clockServer = await startTestServer({ now: () => clock });
  });

  afterAll(async () => {
    await clockServer.dispose();
  });

  beforeEach(async () => {
    await call(`${clockServer.url}/__reset`, { method: 'POST' });
    clock = Date.now();
    token = await login(clockServer.url, 'learner');
  });

  interface AttemptData {
    attemptId: string;
    deadline: number | null;
    serverNow: number;
    answers: Record<string, string[]>;
    questions: Array<{ id: string; type: string; answer?: unknown }>;
  }
  interface ResultData {
    score: number;
    passed: boolean;
    autoSubmitted: boolean;
    canRetry: boolean;
    review:
      | { allowed: true; questions: Array<{ correctAnswer: string[] }> }
      | { allowed: false; reason: string };
  }

  const api = <T>(path: string, params: object) =>
    call<T>(`${clockServer.url}/api/exam/${path}`, {
      headers: { token },
      params,
    });

  it('lists every family with windows, attempts and best score', async () => {
    const res = await api<Page<{ paperId: string; windowStatus: string }>>(
      'listExam',
      { family: 'consolidate', pagesize: 20 },
    );
    expect(res.status).toBe(200);
    // /scheme shows the 8 consolidation papers (one page).
    expect(res.body.data?.totalelements).toBe(8);
    const byId = Object.fromEntries(
      (res.body.data?.datalist ?? []).map((p) => [p.paperId, p]),
    );
    expect(byId['17008']).toMatchObject({
      windowStatus: 'OPEN',
      timeLimitSec: 60,
      attemptsUsed: 0,
      bestScore: null,
    });
    expect(byId['17011']).toMatchObject({ windowStatus: 'NOT_STARTED' });
    expect(byId['17012']).toMatchObject({ windowStatus: 'CLOSED' });
    for (const family of ['classroom', 'cultivate', 'interest', 'graduation']) {
      const list = await api<Page<unknown>>('listExam', { family });
      expect(list.body.data?.totalelements).toBeGreaterThan(0);
    }
    const bad = await api('listExam', { family: 'x' });
    expect(bad.status).toBe(400);
  });

  it('never sends the answer key with the questions', async () => {
    const res = await api<AttemptData>('startRecord', { paperId: '17004' });
    expect(res.status).toBe(200);
    expect(res.body.data?.questions).toHaveLength(10);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('explanation');
  });

  it('finds the classroom test by course and credits it when passed', async () => {
    const before = await call<{ paperId: string; examStatus: string }>(
      `${clockServer.url}/api/exam/getExam?courseId=13005`,
      { headers: { token } },
    );
    expect(before.body.data).toMatchObject({
      paperId: '17001',
      examStatus: '0',
    });
    const start = await api<AttemptData>('startRecord', { paperId: '17001' });
    const attemptId = start.body.data?.attemptId;
    const submit = await api<ResultData>('submitExam', {
      attemptId,
      answers: {
        '17001-1': ['A'],
        '17001-2': ['A', 'B', 'C'],
        '17001-3': ['T'],
        '17001-4': ['宪 法'],
        '17001-5': ['人民'],
      },
    });
    expect(submit.body.data).toMatchObject({ score: 100, passed: true });
    expect(submit.body.data?.review.allowed).toBe(true);
    const after = await call<{ examStatus: string; bestScore: number }>(
      `${clockServer.url}/api/exam/getExam?courseId=13005`,
      { headers: { token } },
    );
    expect(after.body.data).toMatchObject({ examStatus: '1', bestScore: 100 });
  });

  it('saves answers, resumes them, and keeps the deadline on the server', async () => {
    const start = await api<AttemptData>('startRecord', { paperId: '17009' });
    const attemptId = start.body.data?.attemptId;
    expect(start.body.data?.deadline).toBe(clock + 600_000);
    const save = await api('save', {
      attemptId,
      answers: { '17009-1': ['B'] },
    });
    expect(save.status).toBe(200);
    await api('save', { attemptId, answers: { '17009-4': ['２０１７'] } });
    clock += 60_000;
    const again = await api<AttemptData>('startRecord', { paperId: '17009' });
    expect(again.body.data).toMatchObject({
      attemptId,
      deadline: start.body.data?.deadline,
      answers: { '17009-1': ['B'], '17009-4': ['２０１７'] },
    });
    const bad = await api('save', { attemptId, answers: { '17009-1': ['Z'] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      message: '试题17009-1的选项不存在',
    });
  });

  it('a failed attempt of a never-review paper gets no key', async () => {
    const start = await api<AttemptData>('startRecord', { paperId: '17009' });
    const submit = await api<ResultData>('submitExam', {
      attemptId: start.body.data?.attemptId,
      answers: { '17009-1': ['A'] },
    });
    expect(submit.body.data).toMatchObject({ score: 0, passed: false });
    expect(submit.body.data?.review).toEqual({
      allowed: false,
      reason: '本试卷不公布答案和解析',
    });
    expect(JSON.stringify(submit.body)).not.toContain('correctAnswer');
    const record = await call(
      `${clockServer.url}/api/exam/getRecord?attemptId=${start.body.data?.attemptId}`,
      { headers: { token } },
    );
    expect(JSON.stringify(record.body)).not.toContain('correctAnswer');
  });

  it('refuses attempts beyond the limit', async () => {
    const start = await api<AttemptData>('startRecord', { paperId: '17010' });
    await api('submitExam', { attemptId: start.body.data?.attemptId });
    const again = await api('startRecord', { paperId: '17010' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      success: false,
      message: '本试卷最多可作答1次，您的作答次数已用完',
    });
  });

  it('accepts a submit within the grace, refuses it later and submits what was saved', async () => {
    const first = await api<AttemptData>('startRecord', { paperId: '17008' });
    clock += 60_000 + EXAM_RULES.submitGraceMs - 1000;
    const inGrace = await api<ResultData>('submitExam', {
      attemptId: first.body.data?.attemptId,
      answers: { '17008-1': ['A'] },
    });
    expect(inGrace.status).toBe(200);
    expect(inGrace.body.data).toMatchObject({ score: 25, autoSubmitted: true });

    const second = await api<AttemptData>('startRecord', { paperId: '17008' });
    const attemptId = second.body.data?.attemptId;
    await api('save', { attemptId, answers: { '17008-2': ['F'] } });
    clock += 60_000 + EXAM_RULES.submitGraceMs + 1000;
    const late = await api('submitExam', {
      attemptId,
      answers: { '17008-1': ['A'], '17008-2': ['F'] },
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(
      '已超过交卷时间，系统已按已保存的答案自动交卷',
    );
    const record = await call<ResultData>(
      `${clockServer.url}/api/exam/getRecord?attemptId=${attemptId}`,
      { headers: { token } },
    );
    expect(record.body.data).toMatchObject({ score: 25, autoSubmitted: true });
    const lateSave = await api('save', {
      attemptId,
      answers: { '17008-3': ['T'] },
    });
    expect(lateSave.status).toBe(422);
  });

  it('finalises an abandoned attempt after its deadline', async () => {
    const start = await api<AttemptData>('startRecord', { paperId: '17008' });
    const attemptId = start.body.data?.attemptId;
    await api('save', {
      attemptId,
      answers: { '17008-1': ['A'], '17008-2': ['F'] },
    });
    clock += 10 * 60_000;
    const exam = await call<{
      attempts: Array<{ score: number; autoSubmitted: boolean }>;
      inProgressAttemptId: string | null;
    }>(`${clockServer.url}/api/exam/getExam?paperId=17008`, {
      headers: { token },
    });
    expect(exam.body.data?.inProgressAttemptId).toBeNull();
    expect(exam.body.data?.attempts[0]).toMatchObject({
      score: 50,
      autoSubmitted: true,
    });
  });

  it('mock papers give the key of one question at once; formal papers do not', async () => {
    const mock = await api<AttemptData>('startRecord', { paperId: '17007' });
    const check = await api('check', {
      attemptId: mock.body.data?.attemptId,
      questionId: '17007-3',
      answer: ['F'],
    });
    expect(check.body.data).toMatchObject({
      correct: true,
      correctAnswer: ['F'],
    });
    const formal = await api<AttemptData>('startRecord', { paperId: '17009' });
    const refused = await api('check', {
      attemptId: formal.body.data?.attemptId,
      questionId: '17009-1',
    });
    expect(refused.status).toBe(422);
  });

  it('another learner cannot use my attempt', async () => {
    const start = await api<AttemptData>('startRecord', { paperId: '17009' });
    const other = await login(clockServer.url, 'admin');
    const res = await call(`${clockServer.url}/api/exam/save`, {
      headers: { token: other },
      params: { attemptId: start.body.data?.attemptId, answers: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('答题记录不存在');
  });

  it('the dev hook moves a deadline', async () => {
    const start = await api<AttemptData>('startRecord', { paperId: '17009' });
    const res = await call<{ deadline: number }>(
      `${clockServer.url}/__dev/exam/deadline`,
      { params: { attemptId: start.body.data?.attemptId, secondsLeft: 5 } },
    );
    expect(res.body.data?.deadline).toBe(clock + 5000);
  });
});

describe('exam seed', () => {
  it('has papers for every family and at least 40 questions, some explained', async () => {
    const { buildExamPapers } = await import('./exams.seed');
    const { allBankQuestions } = await import('./exam-bank.seed');
    const bank = allBankQuestions();
    expect(bank.length).toBeGreaterThanOrEqual(40);
    expect(new Set(bank.map((q) => q.code)).size).toBe(bank.length);
    expect(bank.filter((q) => q.explanation).length).toBeGreaterThan(20);
    const papers = buildExamPapers(2026).filter(
      (p) => p.tenantId === '001.001',
    );
    expect(new Set(papers.map((p) => p.kind))).toEqual(
      new Set([
        'CLASSROOM',
        'TRAINING',
        'CONSOLIDATE_MOCK',
        'CONSOLIDATE_FORMAL',
        'FUN',
        'GRADUATION',
      ]),
    );
    const byId = new Map(papers.map((p) => [p.id, p]));
    expect(byId.get('17001')?.courseId).toBe('13005');
    expect(byId.get('17008')).toMatchObject({ timeLimitSec: 60 });
    expect(byId.get('17009')).toMatchObject({ reviewPolicy: 'NEVER' });
    expect(byId.get('17010')).toMatchObject({ maxAttempts: 1 });
    for (const paper of papers) {
      for (const q of paper.questions) {
        if (q.type === 'SINGLE' || q.type === 'MULTI' || q.type === 'JUDGE') {
          const keys = q.options.map((o) => o.key);
          expect(
            q.answer.every((k) => keys.includes(k)),
            q.id,
          ).toBe(true);
        }
      }
    }
  });
});
