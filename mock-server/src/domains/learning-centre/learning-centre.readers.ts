/** What other domains read of the learning centre's exam history. */
import { filterInTenant } from '../../platform/tenancy';
import type {
  LearningCentreCollections,
  UserExamRecord,
} from './learning-centre.records';

/** The learner's recorded exams of a class, in stored order. */
export function classExamHistoryOf(
  state: Pick<LearningCentreCollections, 'userExams'>,
  who: { username: string; tenantId: string },
  tbtpId: string,
): UserExamRecord[] {
  return filterInTenant(
    state.userExams,
    who.tenantId,
    (e) => e.tbtpId === tbtpId && e.username === who.username,
  );
}
