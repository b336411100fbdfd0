import type { Course } from '@portal/shared/contracts';

import { coursePath } from '../course-catalogue/catalogue.api';

/** The open (visitor) page of a course: ARTICLE courses have their own. */
export function openCoursePath(
  course: Pick<Course, 'id' | 'resourceType'>,
): string {
  const page =
    course.resourceType === 'ARTICLE'
      ? 'openCourseTextDetail'
      : 'openCourseDetail';
  return `/${page}?id=${encodeURIComponent(course.id)}`;
}

/** Study pages for the portal's own pages, open pages for the open ones. */
export function courseLink(
  course: Pick<Course, 'id' | 'resourceType'>,
  open: boolean,
): string {
  return open ? openCoursePath(course) : coursePath(course);
}
