import { post } from '@portal/shared/api';
import type {
  ArchiveConfig,
  YearCourseStatistics,
} from '@portal/shared/contracts';

/** POST /api/personal/yearCourseTotalStatistics */
export function fetchYearCourseStatistics(
  year: number,
): Promise<YearCourseStatistics> {
  return post<YearCourseStatistics>('personal/yearCourseTotalStatistics', {
    year,
  });
}

/** The years with data (POST /api/personal/personalConfig). */
export async function fetchStatisticsYears(): Promise<number[]> {
  const config = await post<ArchiveConfig>('personal/personalConfig');
  return config.years;
}
