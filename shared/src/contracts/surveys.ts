/** Surveys (问卷调查) and evaluations (评估问卷), /api/survey/*. */

export type SurveyKind = 'SURVEY' | 'EVALUATION';
export type SurveyItemType = 'SINGLE' | 'MULTIPLE' | 'RATING' | 'TEXT';
/** The caller's standing: open first, then not started, submitted, ended. */
export type SurveyState = 'NOT_STARTED' | 'OPEN' | 'SUBMITTED' | 'ENDED';

export interface SurveyItem {
  id: string;
  type: SurveyItemType;
  label: string;
  required: boolean;
  /** SINGLE / MULTIPLE: the choices. */
  options?: string[];
  /** RATING: 1..max (5). */
  max?: number;
}

/** One value per item: option indexes (SINGLE, MULTIPLE), a rating, or text. */
export type SurveyAnswer = number[] | number | string;
