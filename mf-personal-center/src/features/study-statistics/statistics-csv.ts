/** The rows of the two exports of the study statistics page. */
import type { CsvValue } from './csv';
import type { YearCourseStatistics } from '@portal/shared/contracts';

export const COURSE_CSV_HEADER = [
  '序号',
  '课程名称',
  '分类',
  '子分类',
  '课程性质',
  '学时',
  '完成时间',
] as const;

const MONTH_CSV_HEADER = ['月份', '完成课程数', '学时'] as const;

const hours = (n: number) => Math.round(n * 100) / 100;

export function courseCsvRows(stats: YearCourseStatistics): CsvValue[][] {
  return [
    [...COURSE_CSV_HEADER],
    ...stats.courses.map((c, i) => [
      i + 1,
      c.courseName,
      c.categoryName,
      c.subCategoryName,
      c.isCompulsory ? '必修' : '选修',
      hours(c.hours),
      c.creditedAt,
    ]),
    ['合计', '', '', '', '', hours(stats.totalHours), ''],
  ];
}

export function monthCsvRows(stats: YearCourseStatistics): CsvValue[][] {
  return [
    [...MONTH_CSV_HEADER],
    ...stats.months.map((m) => [
      `${stats.year}年${m.month}月`,
      m.courses,
      hours(m.hours),
    ]),
    ['合计', stats.courseCount, hours(stats.totalHours)],
  ];
}

export function csvFileName(year: number, kind: 'courses' | 'months'): string {
  return `学时统计-${year}-${kind === 'courses' ? '课程' : '月度'}.csv`;
}
