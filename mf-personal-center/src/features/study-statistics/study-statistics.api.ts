import { post } from '@portal/shared/api';

/** One course credited in the year. */
export interface CourseHours {
  courseId: string;
  courseName: string;
  categoryId: string;
  /** Root category. */
  categoryName: string;
  subCategoryName: string;
  resourceType: 'VIDEO' | 'ARTICLE' | '';
  isCompulsory: boolean;
  hours: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  creditedAt: string;
  /** 1–12 */
  month: number;
  studyStatus: '0' | '1' | '2';
  studyTimes: number;
}

interface MonthHours {
  month: number;
  hours: number;
  courses: number;
}

/** POST /api/personal/yearCourseTotalStatistics */
export interface YearCourseStatistics {
  year: number;
  courseCount: number;
  totalHours: number;
  compulsoryHours: number;
  optionalHours: number;
  courses: CourseHours[];
  months: MonthHours[];
}

export function fetchYearCourseStatistics(
  year: number,
): Promise<YearCourseStatistics> {
  return post<YearCourseStatistics>('personal/yearCourseTotalStatistics', {
    year,
  });
}

/** The years with data (POST /api/personal/personalConfig). */
export async function fetchStatisticsYears(): Promise<number[]> {
  const config = await post<{ years: number[] }>('personal/personalConfig');
  return config.years;
}
