import { ApiError, getJson } from '@portal/shared/api';
import type { CourseDetail } from '@portal/shared/contracts';

/** GET /api/portal/course/get (silent: the page shows the failure). */
export function fetchCourseDetail(id: string): Promise<CourseDetail> {
  return getJson<CourseDetail>('portal/course/get', { id }, { silent: true });
}

/**
 * The same for anyone, visitors included (they get the course without
 * personal state). null: no such course in this tenant.
 */
export async function fetchOpenCourse(
  id: string,
): Promise<CourseDetail | null> {
  if (!id) return null;
  try {
    return await fetchCourseDetail(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
