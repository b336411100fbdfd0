/**
 * The exams domain's answer this domain's course detail needs, handed in by
 * the composition root: exams build on classes, which build on this
 * catalogue, so this domain cannot import the exams index.
 */
import type { ClassroomTestSummary } from '@portal/shared/contracts';

import type { Learner } from '../course-study';

export interface ClassroomTests {
  /** The classroom test that follows the course, with the caller's outcome. */
  classroomTestOf(
    tenantId: string,
    courseId: string,
    who: Learner | undefined,
  ): ClassroomTestSummary | undefined;
}
