import type { Course } from '@portal/shared/contracts';

type CourseRef = Pick<Course, 'id' | 'resourceType'>;

/** The study page of a course: VIDEO and ARTICLE courses have their own. */
export function coursePath(course: CourseRef): string {
  const page =
    course.resourceType === 'ARTICLE' ? 'coursetextdetail' : 'coursedetail';
  return `/commendIndex/${page}?id=${encodeURIComponent(course.id)}`;
}

/** The open (no login) page of a course: video and image-text have their own. */
export function openCoursePath(course: CourseRef): string {
  const page =
    course.resourceType === 'ARTICLE'
      ? 'openCourseTextDetail'
      : 'openCourseDetail';
  return `/${page}?id=${encodeURIComponent(course.id)}`;
}

/** Study pages for the portal's own pages, open pages for the open ones. */
export function courseLink(course: CourseRef, open: boolean): string {
  return open ? openCoursePath(course) : coursePath(course);
}

export function mobileCoursePath(courseId: string): string {
  return `/openCourseDetailMobile?id=${encodeURIComponent(courseId)}`;
}

/** The phone page of a course as an absolute address on this origin (QR codes, shared links). */
export function mobileCourseUrl(
  courseId: string,
  origin = window.location.origin,
): string {
  return new URL(mobileCoursePath(courseId), origin).href;
}

/** The share address of a course: /share looks the course up and forwards. */
export function sharePath(courseId: string): string {
  return `/share?id=${encodeURIComponent(courseId)}`;
}
