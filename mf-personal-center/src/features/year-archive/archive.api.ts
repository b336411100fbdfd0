import { postJson, postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

/** Hours of one month of the year (course hours credited that month). */
export interface MonthFigure {
  /** 1–12 */
  month: number;
  hours: number;
  courses: number;
}

/** POST /api/personal/yearTotalStatistics */
export interface YearTotal {
  year: number;
  totalHours: number;
  compulsoryHours: number;
  optionalHours: number;
  /** Hours credited for courses completed that year. */
  courseHours: number;
  /** Hours from classes and other sources (no course, no month). */
  otherHours: number;
  requiredHours: number;
  requiredCompulsoryHours: number;
  remainingHours: number;
  requirementMet: boolean;
  completedCourses: number;
  startedCourses: number;
  studyDays: number;
  months: MonthFigure[];
}

/** POST /api/personal/totalStatistics */
export interface AllYearsTotal {
  untilYear: number;
  totalHours: number;
  totalCourses: number;
  firstYear: number | null;
  years: { year: number; hours: number }[];
}

/** POST /api/personal/courseCategoryStatistics (root categories). */
export interface CategoryFigure {
  categoryId: string;
  categoryName: string;
  hours: number;
  courses: number;
}

/** One credited course (courseListByCategory, yearCourseTotalStatistics). */
export interface ArchiveCourse {
  courseId: string;
  courseName: string;
  categoryId: string;
  categoryName: string;
  subCategoryName: string;
  resourceType: 'VIDEO' | 'ARTICLE' | '';
  isCompulsory: boolean;
  hours: number;
  creditedAt: string;
  month: number;
  studyStatus: '0' | '1' | '2';
  studyTimes: number;
}

/** POST /api/personal/keyWordStatistics */
export interface KeywordFigure {
  keyword: string;
  count: number;
  hours: number;
}

/** POST /api/personal/hotStatisticsList and newStatisticsList */
export interface CourseFigure {
  courseId: string;
  courseName: string;
  categoryName: string;
  creditHour: number;
  publishDate: string;
  courseVisitor: number;
  learners: number;
  studied: boolean;
}

/** POST /api/personal/personalConfig */
export interface ArchiveConfig {
  currentYear: number;
  /** Years with data, newest first (the current year always). */
  years: number[];
  requiredHours: number;
  requiredCompulsoryHours: number;
  holderName: string;
  orgName: string;
}

export function fetchArchiveConfig(): Promise<ArchiveConfig> {
  return postJson<ArchiveConfig>('personal/personalConfig');
}

export function fetchYearTotal(year: number): Promise<YearTotal> {
  return postJson<YearTotal>('personal/yearTotalStatistics', { year });
}

export function fetchAllYearsTotal(year: number): Promise<AllYearsTotal> {
  return postJson<AllYearsTotal>('personal/totalStatistics', { year });
}

export function fetchCategories(year: number): Promise<CategoryFigure[]> {
  return postJson<CategoryFigure[]>('personal/courseCategoryStatistics', {
    year,
  });
}

export function fetchCoursesOfCategory(query: {
  year: number;
  categoryId: string;
  pagesize: number;
  pagenum: number;
}): Promise<Page<ArchiveCourse>> {
  return postPage<ArchiveCourse>('personal/courseListByCategory', query);
}

export function fetchKeywords(year: number): Promise<KeywordFigure[]> {
  return postJson<KeywordFigure[]>('personal/keyWordStatistics', {
    year,
    size: 12,
  });
}

export function fetchHotCourses(year: number): Promise<CourseFigure[]> {
  return postJson<CourseFigure[]>('personal/hotStatisticsList', {
    year,
    size: 5,
  });
}

export function fetchNewCourses(year: number): Promise<CourseFigure[]> {
  return postJson<CourseFigure[]>('personal/newStatisticsList', {
    year,
    size: 5,
  });
}
