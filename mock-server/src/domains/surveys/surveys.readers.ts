/** What other domains read of the surveys and who answered them. */
import { belongsToTenant, filterInTenant } from '../../platform/tenancy';
import type { SurveyRecord, SurveysCollections } from './surveys.records';

/** The surveys of the tenant that `match` accepts, in stored order. */
export function surveysOfTenant(
  state: Pick<SurveysCollections, 'surveys'>,
  tenantId: string,
  match: (survey: SurveyRecord) => boolean,
): SurveyRecord[] {
  return filterInTenant(state.surveys, tenantId, match);
}

/** Whether the learner answered the survey. */
export function hasAnswered(
  state: Pick<SurveysCollections, 'surveyParticipations'>,
  who: { username: string; tenantId: string },
  surveyId: string,
): boolean {
  return state.surveyParticipations.some(
    (p) =>
      p.surveyId === surveyId &&
      p.username === who.username &&
      belongsToTenant(p, who.tenantId),
  );
}
