/**
 * The course catalogue's lookups this domain's routes need, handed in by
 * the composition root: the catalogue builds on this domain (study status,
 * hours), so this domain cannot import it.
 */
import type { CourseRecord } from '../course-catalogue';

export interface CatalogueCourses {
  /** The course of the tenant or 404 `课程不存在`. */
  requireCourse(tenantId: string, id: string): CourseRecord;
  /** The first course with the id, of any tenant. */
  courseWithId(id: string): CourseRecord | undefined;
}
