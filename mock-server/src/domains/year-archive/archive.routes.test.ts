import type {
  ArchiveCourse as ArchiveCourseRow,
  CategoryFigure,
  CourseFigure,
  KeywordFigure,
  YearTotal,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { roundHours } from '../course-study';
import { call, login } from '../../testing';
import type { CourseRecord } from '../course-catalogue';
import {
  FIXTURE_COURSES,
  startFixtureServer,
  type ArchiveFixture,
} from './archive.fixtures';
import { keywordsOf, MSG_YEAR_RANGE } from './archive.routes';

let fx: ArchiveFixture;
let token: string;
let law: CourseRecord;
let net: CourseRecord;
let data: CourseRecord;
let ai: CourseRecord;

beforeAll(async () => {
  fx = await startFixtureServer();
  token = await login(fx.server.url, 'learner');
  law = fx.course(FIXTURE_COURSES.law);
  net = fx.course(FIXTURE_COURSES.netSecurity);
  data = fx.course(FIXTURE_COURSES.dataSecurity);
  ai = fx.course(FIXTURE_COURSES.ai);
});

afterAll(async () => {
  await fx.server.dispose();
});

function post<T>(path: string, params: object, auth: string | null = token) {
  return call<T>(`${fx.server.url}/api/personal/${path}`, {
    headers: auth ? { token: auth } : {},
    params,
  });
}

const sum = (...courses: CourseRecord[]) =>
  roundHours(courses.reduce((s, c) => s + c.creditHour, 0));
const compulsorySum = (...courses: CourseRecord[]) =>
  sum(...courses.filter((c) => c.isCompulsory));

describe('yearTotalStatistics', () => {
  it('adds the seeded hours to the credits and splits the credits by month', async () => {
    const res = await post<YearTotal>('yearTotalStatistics', { year: 2026 });
    expect(res.status).toBe(200);
    const t = res.body.data!;
    expect(t.year).toBe(2026);
    expect(t.courseHours).toBe(sum(law, net, data, ai));
    expect(t.otherHours).toBe(15);
    expect(t.totalHours).toBe(roundHours(15 + sum(law, net, data, ai)));
    expect(t.compulsoryHours).toBe(
      roundHours(10 + compulsorySum(law, net, data, ai)),
    );
    expect(t.months).toHaveLength(12);
    expect(t.months[2]).toEqual({
      month: 3,
      hours: sum(law, net),
      courses: 2,
    });
    expect(t.months[6]).toEqual({
      month: 7,
      hours: sum(data, ai),
      courses: 2,
    });
    expect(t.months.filter((m) => m.hours > 0)).toHaveLength(2);
    expect(t.completedCourses).toBe(4);
    // Started in 2026: law, data, ai and the course still 学习中.
    expect(t.startedCourses).toBe(4);
    expect(t.requiredHours).toBe(50);
    expect(t.requirementMet).toBe(false);
    expect(t.remainingHours).toBe(roundHours(50 - t.totalHours));
  });

  it('gives another year other figures', async () => {
    const t = (await post<YearTotal>('yearTotalStatistics', { year: '2025' }))
      .body.data!;
    expect(t.courseHours).toBe(net.creditHour);
    expect(t.totalHours).toBe(roundHours(50 + net.creditHour));
    expect(t.months[10]?.hours).toBe(net.creditHour);
    expect(t.requirementMet).toBe(true);
    expect(t.remainingHours).toBe(0);
  });

  it('answers zeros for a year without anything', async () => {
    const t = (await post<YearTotal>('yearTotalStatistics', { year: 2010 }))
      .body.data!;
    expect(t.totalHours).toBe(0);
    expect(t.months.every((m) => m.hours === 0 && m.courses === 0)).toBe(true);
  });

  it('defaults to the current year of the clock', async () => {
    const t = (await post<YearTotal>('yearTotalStatistics', {})).body.data!;
    expect(t.year).toBe(2026);
  });
});

describe('yearCourseTotalStatistics', () => {
  it('lists the credited courses of the year, oldest first', async () => {
    const res = await post<{
      courses: ArchiveCourseRow[];
      courseCount: number;
      totalHours: number;
    }>('yearCourseTotalStatistics', { year: 2026 });
    const d = res.body.data!;
    expect(d.courseCount).toBe(4);
    expect(d.totalHours).toBe(sum(law, net, data, ai));
    expect(d.courses.map((c) => c.courseName)).toEqual([
      law.name,
      net.name,
      data.name,
      ai.name,
    ]);
    expect(d.courses[0]).toMatchObject({
      courseId: law.id,
      categoryName: '政治理论',
      subCategoryName: law.categoryName,
      month: 3,
      hours: law.creditHour,
      studyStatus: '2',
    });
  });
});

describe('courseCategoryStatistics and courseListByCategory', () => {
  it('sums hours per root category, most hours first', async () => {
    const list = (
      await post<CategoryFigure[]>('courseCategoryStatistics', { year: 2026 })
    ).body.data!;
    const it = list.find((c) => c.categoryName === '信息技术');
    expect(it).toMatchObject({ hours: sum(net, ai), courses: 2 });
    expect(list.map((c) => c.categoryName).sort()).toEqual(
      ['业务能力', '信息技术', '政治理论'].sort(),
    );
    for (let i = 1; i < list.length; i++) {
      expect(list[i - 1]!.hours).toBeGreaterThanOrEqual(list[i]!.hours);
    }
    const last = (
      await post<CategoryFigure[]>('courseCategoryStatistics', { year: 2025 })
    ).body.data!;
    expect(last).toEqual([
      expect.objectContaining({ categoryName: '信息技术', courses: 1 }),
    ]);
  });

  it('pages the courses of one category', async () => {
    const list = (
      await post<CategoryFigure[]>('courseCategoryStatistics', { year: 2026 })
    ).body.data!;
    const categoryId = list.find(
      (c) => c.categoryName === '信息技术',
    )!.categoryId;
    const page = (
      await post<{ datalist: ArchiveCourseRow[]; totalelements: number }>(
        'courseListByCategory',
        { year: 2026, categoryId, pagesize: 1, pagenum: 1 },
      )
    ).body.data!;
    expect(page.totalelements).toBe(2);
    expect(page.datalist.map((c) => c.courseName)).toEqual([ai.name]);
    const missing = await post('courseListByCategory', { year: 2026 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('缺少参数categoryId');
  });
});

describe('keyWordStatistics', () => {
  it('counts leaf categories and vocabulary terms of the year', async () => {
    const words = (
      await post<KeywordFigure[]>('keyWordStatistics', { year: 2026 })
    ).body.data!;
    const get = (k: string) => words.find((w) => w.keyword === k);
    expect(get('法治')).toEqual({
      keyword: '法治',
      count: 1,
      hours: law.creditHour,
    });
    expect(get('数据')?.count).toBe(1);
    expect(get('网络安全')?.count).toBe(1);
    expect(get('人工智能')?.count).toBe(1);
    const limited = (
      await post<KeywordFigure[]>('keyWordStatistics', { year: 2026, size: 2 })
    ).body.data!;
    expect(limited).toHaveLength(2);
  });

  it('does not count a term twice when the category already has it', () => {
    expect(keywordsOf('网络安全法解读与案例', '网络安全')).toEqual([
      '网络安全',
    ]);
    expect(
      keywordsOf('习近平法治思想概论', '习近平新时代中国特色社会主义思想'),
    ).toEqual(['习近平新时代中国特色社会主义思想', '法治']);
  });
});

describe('hotStatisticsList and newStatisticsList', () => {
  it('ranks the tenant courses by learners of the year', async () => {
    const hot = (
      await post<CourseFigure[]>('hotStatisticsList', { year: 2026, size: 3 })
    ).body.data!;
    expect(hot).toHaveLength(3);
    expect(hot[0]).toMatchObject({
      courseId: ai.id,
      learners: 2,
      studied: true,
    });
    expect(hot[1]?.learners).toBe(1);
  });

  it('lists courses published in the year up to now, newest first', async () => {
    const fresh = (
      await post<CourseFigure[]>('newStatisticsList', { year: 2026, size: 4 })
    ).body.data!;
    expect(fresh).toHaveLength(4);
    const dates = fresh.map((c) => c.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((d) => d.startsWith('2026-'))).toBe(true);
    expect(dates.every((d) => d <= '2026-12-20 12:00:00')).toBe(true);
    const none = (
      await post<CourseFigure[]>('newStatisticsList', { year: 2025 })
    ).body.data!;
    expect(none).toEqual([]);
  });
});

describe('totalStatistics and personalConfig', () => {
  it('adds up every year until the one asked for', async () => {
    const all = (
      await post<{
        totalHours: number;
        totalCourses: number;
        firstYear: number;
        years: { year: number; hours: number }[];
      }>('totalStatistics', { year: 2026 })
    ).body.data!;
    const y2025 = roundHours(50 + net.creditHour);
    const y2026 = roundHours(15 + sum(law, net, data, ai));
    expect(all.years).toEqual([
      { year: 2025, hours: y2025 },
      { year: 2026, hours: y2026 },
    ]);
    expect(all.totalHours).toBe(roundHours(y2025 + y2026));
    expect(all.totalCourses).toBe(4);
    expect(all.firstYear).toBe(2025);
    const until2025 = (
      await post<{ totalHours: number }>('totalStatistics', { year: 2025 })
    ).body.data!;
    expect(until2025.totalHours).toBe(y2025);
  });

  it('answers the years with data and the requirement', async () => {
    const cfg = (
      await post<{
        currentYear: number;
        years: number[];
        requiredHours: number;
        holderName: string;
      }>('personalConfig', {})
    ).body.data!;
    expect(cfg).toMatchObject({
      currentYear: 2026,
      years: [2026, 2025],
      requiredHours: 50,
      holderName: '张学员',
    });
  });
});

describe('validation', () => {
  it('answers 400 JSON for bad input and 401 without a session', async () => {
    const early = await post('yearTotalStatistics', { year: 1999 });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ success: false, message: MSG_YEAR_RANGE });
    const word = await post('courseCategoryStatistics', { year: 'last' });
    expect(word.status).toBe(400);
    expect(word.body.message).toBe('参数year必须是整数');
    const size = await post('hotStatisticsList', { year: 2026, size: 0 });
    expect(size.status).toBe(400);
    const visitor = await post('keyWordStatistics', { year: 2026 }, null);
    expect(visitor.status).toBe(401);
    const other = await post('yearTotalStatistics', {
      year: 2026,
      idCardHash: 'f'.repeat(64),
    });
    expect(other.status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const t = (
      await call<YearTotal>(
        `${fx.server.url}/api/personal/yearTotalStatistics`,
        {
          headers: { token, tenantId: '001.001.043' },
          params: { year: 2026 },
        },
      )
    ).body.data!;
    const there = fx.state.courses.find(
      (c) => c.tenantId === '001.001.043' && c.name === FIXTURE_COURSES.law,
    );
    expect(t.courseHours).toBe(there?.creditHour);
    expect(t.completedCourses).toBe(1);
    expect(t.otherHours).toBe(0);
  });
});
