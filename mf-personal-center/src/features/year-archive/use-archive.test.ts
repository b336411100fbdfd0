import type { MonthFigure } from '@portal/shared/contracts';
import { formatHours } from '@portal/shared/format';

import {
  busiestMonth,
  describeCategories,
  describeMonths,
  parseYear,
  yearOptions,
} from './use-archive';

const months = (hours: Record<number, number>): MonthFigure[] =>
  Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    hours: hours[i + 1] ?? 0,
    courses: hours[i + 1] ? 1 : 0,
  }));

describe('parseYear', () => {
  it('reads a four-digit year within range, else the fallback', () => {
    expect(parseYear('2025', 2026)).toBe(2025);
    expect(parseYear(' 2024 ', 2026)).toBe(2024);
    expect(parseYear(null, 2026)).toBe(2026);
    expect(parseYear('', 2026)).toBe(2026);
    expect(parseYear('last', 2026)).toBe(2026);
    expect(parseYear('1999', 2026)).toBe(2026);
    expect(parseYear('20250', 2026)).toBe(2026);
    expect(parseYear('2025.5', 2026)).toBe(2026);
  });
});

describe('yearOptions', () => {
  it('adds the selected year and sorts newest first', () => {
    expect(yearOptions([2026, 2025], 2020)).toEqual([2026, 2025, 2020]);
    expect(yearOptions([2025, 2026], 2026)).toEqual([2026, 2025]);
    expect(yearOptions([], 2026)).toEqual([2026]);
  });
});

describe('the text alternatives of the charts', () => {
  it('names every month with hours', () => {
    expect(describeMonths(2026, months({ 3: 2, 7: 1.25 }))).toBe(
      '2026年各月课程学时：3月2学时，7月1.25学时，其余月份0学时',
    );
    expect(describeMonths(2025, months({}))).toBe('2025年各月均无课程学时');
    const full = describeMonths(
      2024,
      months(
        Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, 1])),
      ),
    );
    expect(full.endsWith('12月1学时')).toBe(true);
  });

  it('names every category with its hours', () => {
    expect(
      describeCategories(2026, [
        { categoryId: 'a', categoryName: '政治理论', hours: 8, courses: 12 },
        { categoryId: 'b', categoryName: '信息技术', hours: 0.75, courses: 2 },
      ]),
    ).toBe('2026年各分类学时：政治理论8学时，信息技术0.75学时');
    expect(describeCategories(2026, [])).toBe('2026年暂无分类学时');
  });
});

describe('busiestMonth and formatHours', () => {
  it('picks the month with the most hours, the earliest on a tie', () => {
    expect(busiestMonth(months({ 2: 1, 5: 3, 9: 3 }))?.month).toBe(5);
    expect(busiestMonth(months({}))).toBeUndefined();
  });

  it('writes hours without float noise', () => {
    expect(formatHours(0.1 + 0.2)).toBe('0.3');
    expect(formatHours(3)).toBe('3');
    expect(formatHours(2.255)).toBe('2.26');
  });
});
