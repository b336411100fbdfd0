/**
 * What other domains read of the classes and enrolments, and the one
 * change the class-study seed makes (its ready learner's enrolment); the
 * classes domain keeps the collections.
 */
import { belongsToTenant, findInTenant } from '../../platform/tenancy';
import type {
  ClassesCollections,
  ClassRecord,
  ClassEnrolment,
} from './classes.records';

interface Who {
  username: string;
  tenantId: string;
}

/** The class of the tenant. */
export function classById(
  state: Pick<ClassesCollections, 'classes'>,
  tenantId: string,
  tbtpId: string | undefined,
): ClassRecord | undefined {
  return findInTenant(state.classes, tenantId, (c) => c.tbtpId === tbtpId);
}

/** The learner's enrolments, in stored order. */
export function enrolmentsOfLearner(
  state: Pick<ClassesCollections, 'classEnrolments'>,
  who: Who,
): ClassEnrolment[] {
  return state.classEnrolments.filter(
    (e) => e.username === who.username && belongsToTenant(e, who.tenantId),
  );
}

/** The learner's enrolment in the class. */
export function enrolmentOf(
  state: Pick<ClassesCollections, 'classEnrolments'>,
  who: Who,
  tbtpId: string,
): ClassEnrolment | undefined {
  return findInTenant(
    state.classEnrolments,
    who.tenantId,
    (e) => e.tbtpId === tbtpId && e.username === who.username,
  );
}

/**
 * The enrolments with the learner's row of the class replaced by
 * `build(previous)` (added last); the rows of other tenants stay.
 */
export function withEnrolment(
  state: Pick<ClassesCollections, 'classEnrolments'>,
  who: Who,
  tbtpId: string,
  build: (previous: ClassEnrolment | undefined) => ClassEnrolment,
): ClassEnrolment[] {
  const isTheirs = (e: ClassEnrolment) =>
    e.username === who.username && e.tbtpId === tbtpId;
  const rows = state.classEnrolments.filter(
    (e) => !(belongsToTenant(e, who.tenantId) && isTheirs(e)),
  );
  const previous = findInTenant(state.classEnrolments, who.tenantId, isTheirs);
  return [...rows, build(previous)];
}
