import { postPage } from '@portal/shared/api';
import type { MyCourse, Page } from '@portal/shared/contracts';

/** POST /api/personal/myCourses: the courses the learner has studied. */
export function fetchMyCourses(query: {
  pagesize: number;
  pagenum: number;
  studyStatus?: '1' | '2';
  year?: number;
}): Promise<Page<MyCourse>> {
  return postPage<MyCourse>('personal/myCourses', query);
}

/** Where a course is studied (mf-home's course pages). */
export function coursePath(id: string, resourceType: string): string {
  const page = resourceType === 'ARTICLE' ? 'coursetextdetail' : 'coursedetail';
  return `/commendIndex/${page}?id=${encodeURIComponent(id)}`;
}
