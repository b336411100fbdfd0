/**
 * Records of the surveys domain: surveys, their answers and who answered.
 */

import type {
  SurveyAnswer,
  SurveyItem,
  SurveySummary,
} from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/**
 * 问卷调查 or a course/teacher evaluation (评估问卷); the list adds the
 * caller's standing.
 */
export interface SurveyRecord extends Omit<
  SurveySummary,
  'tbtpName' | 'itemCount' | 'state' | 'submittedAt'
> {
  tenantId: TenantId;
  items: SurveyItem[];
}

export interface SurveyResponse {
  id: string;
  tenantId: TenantId;
  surveyId: string;
  /** Absent for anonymous surveys. */
  username?: string;
  answers: Record<string, SurveyAnswer>;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
}

/** Who has answered a survey (kept apart so anonymous answers stay so). */
export interface SurveyParticipation {
  tenantId: TenantId;
  surveyId: string;
  username: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
}

/** The collections of this domain (keys of DbState). */
export interface SurveysCollections {
  surveys: SurveyRecord[];
  surveyResponses: SurveyResponse[];
  surveyParticipations: SurveyParticipation[];
}
