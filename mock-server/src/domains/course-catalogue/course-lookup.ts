/** A course of the catalogue by tenant and id, and the catalogue's lists. */
import { COURSE_NOT_FOUND } from '@portal/shared/contracts';

import { compositeKey, indexBy } from '../../platform/derived';
import { HttpError } from '../../platform/http';
import { findInTenant, inTenant, type TenantId } from '../../platform/tenancy';
import type {
  CourseCatalogueCollections,
  CourseCategoryRecord,
  CourseRecord,
  TeacherRecord,
} from './course-catalogue.records';

export function findCourse(
  state: Pick<CourseCatalogueCollections, 'courses'>,
  tenantId: TenantId,
  id: string,
): CourseRecord | undefined {
  return indexBy(state.courses, 'tenant+id', (c) =>
    compositeKey(c.tenantId, c.id),
  ).get(compositeKey(tenantId, id));
}

/** The course or 404 `课程不存在`. */
export function requireCourse(
  state: Pick<CourseCatalogueCollections, 'courses'>,
  tenantId: TenantId,
  id: string,
): CourseRecord {
  const course = findCourse(state, tenantId, id);
  if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
  return course;
}

/** The first course with the id, of any tenant. */
export function courseWithId(
  state: Pick<CourseCatalogueCollections, 'courses'>,
  id: string,
): CourseRecord | undefined {
  return state.courses.find((c) => c.id === id);
}

/** The first course of the tenant with the id, read without the index. */
export function courseOf(
  state: Pick<CourseCatalogueCollections, 'courses'>,
  tenantId: TenantId,
  id: string,
): CourseRecord | undefined {
  return findInTenant(state.courses, tenantId, (c) => c.id === id);
}

/** The tenant's teachers, in stored order. */
export function tenantTeachers(
  state: Pick<CourseCatalogueCollections, 'teachers'>,
  tenantId: TenantId,
): TeacherRecord[] {
  return state.teachers.filter(inTenant(tenantId));
}

/** The tenant's course categories, in stored order. */
export function tenantCategories(
  state: Pick<CourseCatalogueCollections, 'courseCategories'>,
  tenantId: TenantId,
): CourseCategoryRecord[] {
  return state.courseCategories.filter(inTenant(tenantId));
}

/** A category of the tenant by id. */
export function categoryById(
  state: Pick<CourseCatalogueCollections, 'courseCategories'>,
  tenantId: TenantId,
  id: string,
): CourseCategoryRecord | undefined {
  return findInTenant(state.courseCategories, tenantId, (c) => c.id === id);
}
