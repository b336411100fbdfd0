/**
 * A course of the catalogue by tenant and id. The study routes need it and
 * the course catalogue builds on this domain, so the lookup lives here.
 */
import { COURSE_NOT_FOUND } from '@portal/shared/contracts';

import type { DbState, TenantId } from '../../db-state';
import { compositeKey, indexBy } from '../../platform/derived';
import { HttpError } from '../../platform/http';

/** A stored course (the course catalogue's CourseRecord). */
type StoredCourse = DbState['courses'][number];

export function findCourse(
  state: DbState,
  tenantId: TenantId,
  id: string,
): StoredCourse | undefined {
  return indexBy(state.courses, 'tenant+id', (c) =>
    compositeKey(c.tenantId, c.id),
  ).get(compositeKey(tenantId, id));
}

/** The course or 404 `课程不存在`. */
export function requireCourse(
  state: DbState,
  tenantId: TenantId,
  id: string,
): StoredCourse {
  const course = findCourse(state, tenantId, id);
  if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
  return course;
}
