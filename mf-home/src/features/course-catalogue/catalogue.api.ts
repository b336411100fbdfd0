import { getJson, postPage } from '@portal/shared/api';
import type {
  Course,
  CourseCategory,
  ResourceType,
  StudyStatus,
} from '@portal/shared/contracts';
import type { Page } from '@portal/shared/types';

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

/** The course page of a course: VIDEO and ARTICLE courses have their own. */
export function coursePath(course: Pick<Course, 'id' | 'resourceType'>) {
  const page =
    course.resourceType === 'ARTICLE' ? 'coursetextdetail' : 'coursedetail';
  return `/commendIndex/${page}?id=${encodeURIComponent(course.id)}`;
}

export const STUDY_STATUS_TEXT: Record<StudyStatus, string> = {
  '0': '未学习',
  '1': '学习中',
  '2': '已学习',
};

export const STUDY_STATUS_COLOR: Record<StudyStatus, string> = {
  '0': 'default',
  '1': 'processing',
  '2': 'success',
};
