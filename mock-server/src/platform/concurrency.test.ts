/**
 * Faults: 200 concurrent progress reports (different learners and courses,
 * all three tenants) against a listening server are all recorded, in memory
 * and in the db file, and survive a restart.
 */
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMockServer } from '../server';
import { call, login, startTestServer, type TestServer } from '../testing';
import { TENANT_IDS, type DbState } from '../db-state';
import type { StudyRecord } from '../domains/course-study';

const REPORTS = 200;
const ACCOUNTS = [
  'learner',
  'admin',
  'admin_sms',
  'admin_ukey',
  'notrainee',
  'pwdexpired',
  'norole',
  'emptyrole',
] as const;

interface Report {
  tenantId: string;
  username: string;
  courseId: string;
  /** Seconds reported: 1..5, within the anti-cheat allowance. */
  seconds: number;
  /** What the record must hold afterwards (capped at the course length). */
  expected: number;
  /** 已学习 once the whole course is reported. */
  status: '1' | '2';
}

let server: TestServer;
let clock = Date.UTC(2026, 4, 20, 8, 0, 0);
const tokens = new Map<string, string>();

function readDb(file: string): DbState {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
}

/**
 * 200 (tenant, account, course) triples without a study record yet: the
 * courses of the three tenants (192) once each, then second accounts.
 */
function planReports(state: DbState): Report[] {
  const courses = TENANT_IDS.flatMap((tenantId) =>
    state.courses.filter((c) => c.tenantId === tenantId),
  );
  const taken = new Set(
    state.studyRecords.map((r) => `${r.tenantId}/${r.username}/${r.courseId}`),
  );
  const reports: Report[] = [];
  // Round 0 gives every course to the first account without a record for
  // it; the next rounds add second accounts until there are 200.
  for (let round = 0; round < ACCOUNTS.length; round += 1) {
    courses.forEach((course, i) => {
      if (reports.length >= REPORTS) return;
      const free = ACCOUNTS.map(
        (_, k) => ACCOUNTS[(i + round + k) % ACCOUNTS.length] ?? 'learner',
      ).find((u) => !taken.has(`${course.tenantId}/${u}/${course.id}`));
      if (!free) return;
      taken.add(`${course.tenantId}/${free}/${course.id}`);
      const seconds = 1 + (reports.length % 5);
      reports.push({
        tenantId: course.tenantId,
        username: free,
        courseId: course.id,
        seconds,
        expected: Math.min(seconds, course.videoSeconds),
        status: seconds >= course.videoSeconds ? '2' : '1',
      });
    });
  }
  return reports;
}

function recordOf(records: StudyRecord[], r: Report): StudyRecord | undefined {
  return records.find(
    (s) =>
      s.tenantId === r.tenantId &&
      s.username === r.username &&
      s.courseId === r.courseId,
  );
}

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

interface Answer {
  status: number;
  text: string;
}

/**
 * Sends all requests at once from a worker thread: a client in the test's
 * own thread would share the server's event loop and hand the requests
 * over one at a time.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
Promise.all(
  workerData.map((r) =>
    fetch(r.url, { method: 'POST', headers: r.headers, body: r.body }).then(
      async (res) => ({ status: res.status, text: await res.text() }),
    ),
  ),
).then(
  (answers) => parentPort.postMessage(answers),
  (err) => parentPort.postMessage(String(err)),
);
`;

function sendAtOnce(requests: Sent[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: requests });
    worker.once('message', (answers: Answer[] | string) => {
      void worker.terminate();
      if (typeof answers === 'string') reject(new Error(answers));
      else resolve(answers);
    });
    worker.once('error', reject);
  });
}

function study(path: string, reports: Report[], body: (r: Report) => object) {
  return sendAtOnce(
    reports.map((r) => ({
      url: `${server.url}/api/study/${path}`,
      headers: {
        'Content-Type': 'application/json',
        token: tokens.get(r.username) ?? '',
        tenantId: r.tenantId,
      },
      body: JSON.stringify(body(r)),
    })),
  );
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  for (const username of ACCOUNTS) {
    tokens.set(username, await login(server.url, username));
  }
});

afterAll(async () => {
  await server.dispose();
});

describe('200 concurrent progress reports', () => {
  it('are all recorded in memory, in the file and after a restart', async () => {
    const reports = planReports(readDb(server.dbFile));
    expect(reports).toHaveLength(REPORTS);
    // Nearly every course of the three tenants (192), a few of them for
    // two learners (the seeded history covers some courses for everyone).
    expect(new Set(reports.map((r) => r.courseId)).size).toBeGreaterThanOrEqual(
      180,
    );

    const started = await study('start', reports, (r) => ({
      courseId: r.courseId,
    }));
    expect(started.map((a) => a.status)).toEqual(reports.map(() => 200));

    clock += 60_000;
    const answers = await study('progress', reports, (r) => ({
      courseId: r.courseId,
      studyTimes: r.seconds,
    }));
    answers.forEach((answer, i) => {
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({
        success: true,
        message: '操作成功',
        data: {
          studyTimes: reports[i]?.expected,
          studyStatus: reports[i]?.status,
        },
      });
    });

    // In memory (the read-only /__db view of the live state).
    const live = await call<StudyRecord[]>(`${server.url}/__db/studyRecords`);
    const inMemory = live.body.data ?? [];
    // On disk: every write is done when its answer is sent.
    const onDisk = readDb(server.dbFile).studyRecords;
    for (const r of reports) {
      expect(recordOf(inMemory, r)?.studyTimes, JSON.stringify(r)).toBe(
        r.expected,
      );
      expect(recordOf(onDisk, r)?.studyTimes, JSON.stringify(r)).toBe(
        r.expected,
      );
    }
    expect(
      fs.readdirSync(server.dir).filter((n) => n.endsWith('.tmp')),
    ).toEqual([]);

    // A restart on the file sees all of them.
    await server.close();
    const again = await createMockServer({
      dbFile: server.dbFile,
      port: 0,
      quiet: true,
      dev: true,
    });
    try {
      const reloaded = await call<StudyRecord[]>(
        `${again.url}/__db/studyRecords`,
      );
      for (const r of reports) {
        expect(recordOf(reloaded.body.data ?? [], r)?.studyTimes).toBe(
          r.expected,
        );
      }
    } finally {
      await again.close();
    }
  }, 60_000);
});
