/**
 * A db of its own for the archive and certificate tests: the seed with the
 * study history replaced by a few known credits, so the tests do not depend
 * on the demo history (domains/course-study/study-history.seed.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildSeed } from '../../seed';
import { startTestServer, type TestServer } from '../../testing';
import { findInTenant } from '../../platform/tenancy';
import type { DbState, TenantId } from '../../db-state';
import type { CourseRecord } from '../course-catalogue';
import type {
  HoursCredit,
  StudyRecord,
  YearHoursRecord,
} from '../course-study';

export const FIXTURE_YEAR = 2026;
/** 2026-12-20 12:00 local time: "now" of the fixture server. */
export const FIXTURE_NOW = new Date(FIXTURE_YEAR, 11, 20, 12).getTime();
const MAIN: TenantId = '001.001';

export interface ArchiveFixture {
  server: TestServer;
  state: DbState;
  /** Courses of 001.001 by name. */
  course(name: string): CourseRecord;
}

export const FIXTURE_COURSES = {
  law: '习近平法治思想概论',
  netSecurity: '网络安全法解读与案例',
  dataSecurity: '数据安全法与个人信息保护',
  ai: '人工智能基础知识与发展趋势',
  inProgress: '公文写作的常见问题与修改',
} as const;

function yearRow(
  username: string,
  tenantId: TenantId,
  year: number,
  compulsoryHour: number,
  optionalHour: number,
): YearHoursRecord {
  return {
    username,
    tenantId,
    year,
    tbtpHourSum: compulsoryHour + optionalHour,
    ANALYSIS_HOURS_NUM: 50,
    compulsoryHour,
    compulsoryCourseHour: 30,
    optionalHour,
    optionalCourseHour: 20,
  };
}

/**
 * learner (001.001): 2026 has 15 seeded hours and four credited courses
 * (two in March, two in July) and one course 学习中; 2025 has 50 seeded hours
 * and one credit in November (so 2025 meets the 50-hour requirement and
 * 2026 does not). admin also completed the AI course in 2026, and learner's
 * record in tenant 001.001.043 must not count in 001.001.
 */
export function buildFixtureState(): DbState {
  const state = buildSeed({ currentYear: FIXTURE_YEAR });
  const byName = (name: string, tenantId: TenantId = MAIN) => {
    const found = findInTenant(state.courses, tenantId, (c) => c.name === name);
    if (!found) throw new Error(`no course ${name} in ${tenantId}`);
    return found;
  };
  const credit = (
    username: string,
    course: CourseRecord,
    at: string,
    tenantId: TenantId = MAIN,
  ): HoursCredit => ({
    username,
    tenantId,
    courseId: course.id,
    year: Number(at.slice(0, 4)),
    hours: course.creditHour,
    isCompulsory: course.isCompulsory,
    creditedAt: at,
  });
  const record = (
    username: string,
    course: CourseRecord,
    startedAt: string,
    done: boolean,
    tenantId: TenantId = MAIN,
  ): StudyRecord => ({
    username,
    tenantId,
    courseId: course.id,
    studyTimes: done ? course.videoSeconds : 1,
    studyStatus: done ? '2' : '1',
    startedAt,
    lastReportAt: 0,
    ...(done ? { completedAt: startedAt } : {}),
  });
  const law = byName(FIXTURE_COURSES.law);
  const net = byName(FIXTURE_COURSES.netSecurity);
  const data = byName(FIXTURE_COURSES.dataSecurity);
  const ai = byName(FIXTURE_COURSES.ai);
  const writing = byName(FIXTURE_COURSES.inProgress);
  const otherTenantLaw = byName(FIXTURE_COURSES.law, '001.001.043');
  state.hoursCredits = [
    credit('learner', law, '2026-03-05 09:00:00'),
    credit('learner', net, '2026-03-18 20:00:00'),
    credit('learner', data, '2026-07-02 10:30:00'),
    credit('learner', ai, '2026-07-21 15:00:00'),
    credit('learner', net, '2025-11-10 09:00:00'),
    credit('admin', ai, '2026-05-01 09:00:00'),
    credit('learner', otherTenantLaw, '2026-04-01 09:00:00', '001.001.043'),
  ];
  state.studyRecords = [
    record('learner', law, '2026-03-01 09:00:00', true),
    record('learner', net, '2025-11-01 09:00:00', true),
    record('learner', data, '2026-07-01 10:00:00', true),
    record('learner', ai, '2026-07-20 15:00:00', true),
    record('learner', writing, '2026-08-08 08:00:00', false),
    record('admin', ai, '2026-05-01 08:00:00', true),
    record(
      'learner',
      otherTenantLaw,
      '2026-04-01 08:00:00',
      true,
      '001.001.043',
    ),
  ];
  state.yearHours = [
    yearRow('learner', MAIN, 2026, 10, 5),
    yearRow('learner', MAIN, 2025, 21, 29),
    yearRow('admin', MAIN, 2026, 30, 25),
  ];
  state.courseCollects = [];
  return state;
}

export async function startFixtureServer(): Promise<ArchiveFixture> {
  const state = buildFixtureState();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-archive-'));
  const dbFile = path.join(dir, 'db.json');
  fs.writeFileSync(dbFile, JSON.stringify(state));
  const server = await startTestServer({ dbFile, now: () => FIXTURE_NOW });
  const dispose = server.dispose;
  return {
    server: {
      ...server,
      async dispose() {
        await dispose();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    },
    state,
    course(name: string) {
      const found = findInTenant(state.courses, MAIN, (c) => c.name === name);
      if (!found) throw new Error(`no course ${name}`);
      return found;
    },
  };
}
