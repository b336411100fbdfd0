import type {
  AllYearsTotal,
  ArchiveConfig,
  CategoryFigure,
  CourseFigure,
  KeywordFigure,
  MonthFigure,
  YearTotal,
} from '@portal/shared/contracts';
import { formatHours } from '@portal/shared/format';
import { type RemoteData, useRemoteData } from '@portal/shared/hooks';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  fetchAllYearsTotal,
  fetchArchiveConfig,
  fetchCategories,
  fetchHotCourses,
  fetchKeywords,
  fetchNewCourses,
  fetchYearTotal,
} from './archive.api';

const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

/** The `year` query value, or `fallback` when absent or not a sane year. */
export function parseYear(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{4}$/.test(raw.trim())) return fallback;
  const year = Number(raw.trim());
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : fallback;
}

/** The years to offer, newest first, with the selected one included. */
export function yearOptions(years: readonly number[], selected: number) {
  return [...new Set([...years, selected])].sort((a, b) => b - a);
}

/** The selected year, kept in the URL (`?year=`) so it survives reload. */
export function useArchiveYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = parseYear(params.get('year'), new Date().getFullYear());
  const setYear = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('year', String(next));
        return updated;
      });
    },
    [setParams],
  );
  return [year, setYear];
}

export interface ArchiveData {
  config: RemoteData<ArchiveConfig>;
  total: RemoteData<YearTotal>;
  allYears: RemoteData<AllYearsTotal>;
  categories: RemoteData<CategoryFigure[]>;
  keywords: RemoteData<KeywordFigure[]>;
  hot: RemoteData<CourseFigure[]>;
  fresh: RemoteData<CourseFigure[]>;
}

/** Every block of the archive for one year, loaded side by side. */
export function useArchiveData(year: number): ArchiveData {
  const config = useRemoteData(fetchArchiveConfig);
  const total = useRemoteData(useCallback(() => fetchYearTotal(year), [year]));
  const allYears = useRemoteData(
    useCallback(() => fetchAllYearsTotal(year), [year]),
  );
  const categories = useRemoteData(
    useCallback(() => fetchCategories(year), [year]),
  );
  const keywords = useRemoteData(
    useCallback(() => fetchKeywords(year), [year]),
  );
  const hot = useRemoteData(useCallback(() => fetchHotCourses(year), [year]));
  const fresh = useRemoteData(useCallback(() => fetchNewCourses(year), [year]));
  return { config, total, allYears, categories, keywords, hot, fresh };
}

/** The month chart in words (its text alternative). */
export function describeMonths(
  year: number,
  months: readonly MonthFigure[],
): string {
  const busy = months.filter((m) => m.hours > 0);
  if (busy.length === 0) return `${year}年各月均无课程学时`;
  const parts = busy.map((m) => `${m.month}月${formatHours(m.hours)}学时`);
  const rest = busy.length < 12 ? '，其余月份0学时' : '';
  return `${year}年各月课程学时：${parts.join('，')}${rest}`;
}

/** The category chart in words (its text alternative). */
export function describeCategories(
  year: number,
  categories: readonly CategoryFigure[],
): string {
  if (categories.length === 0) return `${year}年暂无分类学时`;
  return `${year}年各分类学时：${categories
    .map((c) => `${c.categoryName}${formatHours(c.hours)}学时`)
    .join('，')}`;
}

/** The month with the most hours (the earliest on a tie), if any. */
export function busiestMonth(
  months: readonly MonthFigure[],
): MonthFigure | undefined {
  let best: MonthFigure | undefined;
  for (const m of months) {
    if (m.hours > 0 && (!best || m.hours > best.hours)) best = m;
  }
  return best;
}
