import { getJson, postPage } from '@portal/shared/api';
import type {
  Course,
  CourseCategory,
  ResourceType,
  StudyStatus,
  Page,
} from '@portal/shared/contracts';

export type DurationRange = 'short' | 'medium' | 'long';
export type CourseSort = 'newest' | 'views';

export interface CourseQuery {
  pagesize: number;
  pagenum: number;
  categoryId?: string;
  isCompulsory?: '1' | '0';
  resourceType?: ResourceType;
  studyStatus?: StudyStatus;
  duration?: DurationRange;
  sort?: CourseSort;
  name?: string;
}

/** GET /api/portal/course/getCategory */
export function fetchCategories(): Promise<CourseCategory[]> {
  return getJson<CourseCategory[]>('portal/course/getCategory');
}

/** POST /api/portal/course/getPageByCategory */
export function fetchCourses(query: CourseQuery): Promise<Page<Course>> {
  return postPage<Course>('portal/course/getPageByCategory', { ...query });
}
