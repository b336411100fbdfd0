import { post, postPage } from '@portal/shared/api';
import type {
  AllYearsTotal,
  ArchiveConfig,
  ArchiveCourse,
  CategoryFigure,
  CourseFigure,
  KeywordFigure,
  YearTotal,
  Page,
} from '@portal/shared/contracts';

/** POST /api/personal/personalConfig */
export function fetchArchiveConfig(): Promise<ArchiveConfig> {
  return post<ArchiveConfig>('personal/personalConfig');
}

export function fetchYearTotal(year: number): Promise<YearTotal> {
  return post<YearTotal>('personal/yearTotalStatistics', { year });
}

export function fetchAllYearsTotal(year: number): Promise<AllYearsTotal> {
  return post<AllYearsTotal>('personal/totalStatistics', { year });
}

export function fetchCategories(year: number): Promise<CategoryFigure[]> {
  return post<CategoryFigure[]>('personal/courseCategoryStatistics', {
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
  return post<KeywordFigure[]>('personal/keyWordStatistics', {
    year,
    size: 12,
  });
}

export function fetchHotCourses(year: number): Promise<CourseFigure[]> {
  return post<CourseFigure[]>('personal/hotStatisticsList', {
    year,
    size: 5,
  });
}

export function fetchNewCourses(year: number): Promise<CourseFigure[]> {
  return post<CourseFigure[]>('personal/newStatisticsList', {
    year,
    size: 5,
  });
}
