import type { ChecklistItem, Homework } from '@portal/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { HOMEWORK_MESSAGES } from './class-study-rules';
import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let token: string;
let cityToken: string;

/** Tenant 001.001: learner is ready for the exam of TBTP10002 (paper 17013). */
const READY_CLASS = 'TBTP10002';
const READY_PAPER = '17013';
/** Tenant 001.001.043: the same class there is only half done. */
const CITY = '001.001.043';
const CITY_CLASS = 'TBTP20002';
const CITY_PAPER = '27013';

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'learner');
  cityToken = await login(server.url, 'learner');
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  await fetch(`${server.url}/__reset`, { method: 'POST' });
  token = await login(server.url, 'learner');
  cityToken = await login(server.url, 'learner');
});

function post<T>(
  path: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = { token },
) {
  return call<T>(`${server.url}${path}`, { headers, params });
}

const city = () => ({ token: cityToken, tenantId: CITY });

interface Checklist {
  graduated: boolean;
  examOpen: boolean;
  examRefusal: string | null;
  paperId: string | null;
  certificate: { certNo: string } | null;
  items: ChecklistItem[];
}

const PDF = Buffer.from('%PDF-1.4\n% homework\n').toString('base64');

describe('graduation checklist', () => {
  it('shows every condition with its state, deadline and link', async () => {
    const res = await post<Checklist>('/api/tbtp/study/checklist', {
      tbtpId: READY_CLASS,
    });
    expect(res.status).toBe(200);
    const items = res.body.data?.items ?? [];
    expect(items.map((i) => i.key)).toEqual([
      'COURSES',
      'HOURS',
      'HOMEWORK',
      'SURVEY',
      'EXAM',
    ]);
    expect(items.map((i) => i.state)).toEqual([
      'DONE',
      'DONE',
      'DONE',
      'DONE',
      'TODO',
    ]);
    expect(items.find((i) => i.key === 'EXAM')?.link).toBe(
      `/projectStartExam?id=${READY_CLASS}`,
    );
    for (const item of items)
      expect(item.deadline).toMatch(/^\d{4}-\d\d-\d\d /);
    expect(res.body.data?.examOpen).toBe(true);
    expect(res.body.data?.paperId).toBe(READY_PAPER);
  });

  it('locks the exam while other conditions are unmet', async () => {
    const res = await post<Checklist>(
      '/api/tbtp/study/checklist',
      { tbtpId: CITY_CLASS },
      city(),
    );
    const items = res.body.data?.items ?? [];
    expect(items.find((i) => i.key === 'EXAM')?.state).toBe('LOCKED');
    expect(items.find((i) => i.key === 'HOMEWORK')?.state).toBe('TODO');
    expect(res.body.data?.examOpen).toBe(false);
    expect(res.body.data?.examRefusal).toContain('班级作业');
  });

  it('refuses classes the caller is not in, with a 400 message', async () => {
    const res = await post('/api/tbtp/study/checklist', {
      tbtpId: 'TBTP10004',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('您未报名该专题班');
    const missing = await post('/api/tbtp/study/checklist', { tbtpId: 'X' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('专题班不存在');
    const none = await post('/api/tbtp/study/checklist', {});
    expect(none.status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await post(
      '/api/tbtp/study/checklist',
      { tbtpId: READY_CLASS },
      {},
    );
    expect(res.status).toBe(401);
  });
});

describe('graduation exam', () => {
  it('refuses to start while conditions are unmet, in getExam and startRecord', async () => {
    const exam = await post<{ canStart: boolean; refusal: string }>(
      '/api/exam/getExam',
      { paperId: CITY_PAPER },
      city(),
    );
    expect(exam.body.data?.canStart).toBe(false);
    expect(exam.body.data?.refusal).toContain('请先完成以下结业条件');
    const start = await post(
      '/api/exam/startRecord',
      { paperId: CITY_PAPER },
      city(),
    );
    expect(start.status).toBe(400);
    expect(start.body.message).toContain('班级作业');
  });

  it('passing graduates the learner and issues a class certificate', async () => {
    const db = await fetch(`${server.url}/__db/examPapers/${READY_PAPER}`);
    const paper = (
      (await db.json()) as {
        data: { questions: { id: string; answer: string[] }[] };
      }
    ).data;
    const start = await post<{ attemptId: string }>('/api/exam/startRecord', {
      paperId: READY_PAPER,
    });
    expect(start.status).toBe(200);
    const answers = Object.fromEntries(
      paper.questions.map((q) => [q.id, q.answer.map((a) => a.split('|')[0])]),
    );
    const submit = await post<{ passed: boolean }>('/api/exam/submitExam', {
      attemptId: start.body.data?.attemptId,
      answers,
    });
    expect(submit.body.data?.passed).toBe(true);

    const list = await post<Checklist>('/api/tbtp/study/checklist', {
      tbtpId: READY_CLASS,
    });
    expect(list.body.data?.graduated).toBe(true);
    expect(list.body.data?.items.every((i) => i.state === 'DONE')).toBe(true);
    const certNo = list.body.data?.certificate?.certNo;
    expect(certNo).toMatch(/^GBWL-\d{4}-\d{6}$/);

    const certs = await post<{ datalist: { certNo: string; type: string }[] }>(
      '/api/personal/queryMyCertificateList',
      { pagesize: 50, pagenum: 0 },
    );
    expect(
      certs.body.data?.datalist.find((c) => c.certNo === certNo)?.type,
    ).toBe('CLASS_GRADUATION');
    const mine = await post<{
      datalist: { tbtpId: string; learningStatus: string }[];
    }>('/api/personal/queryMyTbtps', { pagesize: 50, pagenum: 0 });
    expect(
      mine.body.data?.datalist.find((r) => r.tbtpId === READY_CLASS)
        ?.learningStatus,
    ).toBe('GRADUATED');
  });
});

describe('homework', () => {
  async function list(headers?: Record<string, string>) {
    const res = await post<Homework[]>(
      '/api/tbtp/homework/list',
      { tbtpId: headers ? CITY_CLASS : READY_CLASS },
      headers,
    );
    return res.body.data ?? [];
  }

  it('lists the assignments with my submission and state', async () => {
    const rows = await list();
    expect(rows.map((h) => h.state).sort()).toEqual(
      ['GRADED', 'OVERDUE', 'TODO'].sort(),
    );
    expect(rows.find((h) => h.state === 'GRADED')?.submission?.score).toBe(92);
  });

  it('accepts text and a file before the deadline and shows them', async () => {
    const open = (await list()).find((h) => h.state === 'TODO');
    const res = await post<Homework>('/api/tbtp/homework/submit', {
      homeworkId: open?.id,
      content: '调研报告正文',
      file: { name: '报告.pdf', type: 'application/pdf', base64: PDF },
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.state).toBe('SUBMITTED');
    const again = (await list()).find((h) => h.id === open?.id);
    expect(again?.submission?.content).toBe('调研报告正文');
    expect(again?.submission?.file?.name).toBe('报告.pdf');
    const file = await post<{ base64: string }>('/api/tbtp/homework/file', {
      homeworkId: open?.id,
    });
    expect(file.body.data?.base64).toBe(PDF);
  });

  it('refuses late, graded, empty, oversized and disguised submissions', async () => {
    const rows = await list();
    const late = rows.find((h) => h.state === 'OVERDUE');
    const graded = rows.find((h) => h.state === 'GRADED');
    const open = rows.find((h) => h.state === 'TODO');
    const cases: [Record<string, unknown>, string][] = [
      [{ homeworkId: late?.id, content: '迟交' }, HOMEWORK_MESSAGES.late],
      [{ homeworkId: graded?.id, content: '改' }, HOMEWORK_MESSAGES.graded],
      [
        { homeworkId: open?.id, content: '  ' },
        HOMEWORK_MESSAGES.contentMissing,
      ],
      [
        {
          homeworkId: open?.id,
          content: '正文',
          file: {
            name: 'a.exe',
            type: 'application/x-msdownload',
            base64: PDF,
          },
        },
        HOMEWORK_MESSAGES.fileType,
      ],
      [
        {
          homeworkId: open?.id,
          content: '正文',
          file: {
            name: 'a.png',
            type: 'image/png',
            base64: Buffer.from('not a png').toString('base64'),
          },
        },
        HOMEWORK_MESSAGES.fileBroken,
      ],
      [
        {
          homeworkId: open?.id,
          content: '正文',
          file: {
            name: 'a.txt',
            type: 'text/plain',
            base64: Buffer.alloc(600 * 1024, 'a').toString('base64'),
          },
        },
        // The body itself is over the server's 1 MB limit.
        '',
      ],
      [{ homeworkId: 'HW999', content: '正文' }, HOMEWORK_MESSAGES.missing],
    ];
    for (const [json, message] of cases) {
      const res = await post('/api/tbtp/homework/submit', json);
      expect(
        res.status,
        JSON.stringify(json).slice(0, 80),
      ).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
      if (message) expect(res.body.message).toBe(message);
    }
    const big = await post('/api/tbtp/homework/submit', {
      homeworkId: open?.id,
      content: '正文',
      file: {
        name: 'a.txt',
        type: 'text/plain',
        base64: Buffer.alloc(520 * 1024, 'a').toString('base64'),
      },
    });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(HOMEWORK_MESSAGES.fileTooLarge);
    const after = (await list()).find((h) => h.id === open?.id);
    expect(after?.submission).toBeNull();
  });

  it('handing in the required homework moves the checklist on', async () => {
    const required = (await list(city())).find((h) => h.required);
    await post(
      '/api/tbtp/homework/submit',
      { homeworkId: required?.id, content: '学习心得' },
      city(),
    );
    const res = await post<Checklist>(
      '/api/tbtp/study/checklist',
      { tbtpId: CITY_CLASS },
      city(),
    );
    expect(res.body.data?.items.find((i) => i.key === 'HOMEWORK')?.state).toBe(
      'DONE',
    );
  });
});

describe('archive', () => {
  it('my class: hours, courses and state', async () => {
    const res = await post<{
      earnedHours: number;
      requiredHours: number;
      learningStatus: string;
      courses: { isCompulsory: boolean }[];
    }>('/api/tbtp/study/myClass', { tbtpId: READY_CLASS });
    expect(res.body.data?.earnedHours).toBe(res.body.data?.requiredHours);
    expect(res.body.data?.learningStatus).toBe('IN_PROGRESS');
    expect(res.body.data?.courses.some((c) => c.isCompulsory)).toBe(true);
  });

  it('my exams: the class paper and my attempts', async () => {
    const res = await post<{ paper: { paperId: string }; attempts: unknown[] }>(
      '/api/tbtp/study/myExams',
      { tbtpId: READY_CLASS },
    );
    expect(res.body.data?.paper.paperId).toBe(READY_PAPER);
    expect(res.body.data?.attempts).toEqual([]);
  });

  it('ranking: ordered by hours with my place', async () => {
    const res = await post<{
      datalist: { rank: number; hours: number; isMe: boolean }[];
      totalelements: number;
      myRank: number;
    }>('/api/tbtp/study/ranking', {
      tbtpId: READY_CLASS,
      pagesize: 100,
      pagenum: 0,
    });
    const rows = res.body.data?.datalist ?? [];
    expect(rows.length).toBe(100);
    expect(res.body.data?.totalelements).toBeGreaterThan(100);
    const hours = rows.map((r) => r.hours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    const me = rows.find((r) => r.isMe);
    expect(me?.rank).toBe(res.body.data?.myRank);
  });
});
