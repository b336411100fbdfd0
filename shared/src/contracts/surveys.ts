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

/** A survey in the list (POST /api/survey/list) with the caller's standing. */
export interface SurveySummary {
  id: string;
  kind: SurveyKind;
  title: string;
  description: string;
  /** A class survey (shown in the class and its graduation checklist). */
  tbtpId?: string;
  /** The class's name; null for a survey of no class. */
  tbtpName: string | null;
  /** Graduation of tbtpId requires it. */
  requiredForGraduation?: boolean;
  /** EVALUATION: what is evaluated, e.g. 课程《…》 / 授课教师 王… */
  target?: string;
  /** No user id is stored with the answers. */
  anonymous: boolean;
  /** Aggregated results may be shown to those who submitted. */
  showResults: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' */
  openAt: string;
  closeAt: string;
  itemCount: number;
  state: SurveyState;
  /** When the caller submitted it; null before. */
  submittedAt: string | null;
}

/** One answer per item id. */
export type SurveyAnswers = Record<string, SurveyAnswer>;

/** A survey with its items (GET /api/survey/get, and submit's answer). */
export interface Survey extends SurveySummary {
  items: SurveyItem[];
}

/** The caller's own answers (GET /api/survey/myAnswers; null if anonymous). */
export interface MySurveyAnswers {
  answers: SurveyAnswers;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
}

/** One item's aggregate in a survey's results. */
export interface SurveyItemResult {
  id: string;
  type: SurveyItemType;
  label: string;
  /** The answers given to the item. */
  count: number;
  /** RATING: the average rating, one decimal; null before any. */
  average?: number | null;
  /** SINGLE / MULTIPLE: how often each option was chosen. */
  counts?: { option: string; count: number }[];
}

/** Aggregated results of a survey (GET /api/survey/results). */
export interface SurveyResults {
  surveyId: string;
  responseCount: number;
  items: SurveyItemResult[];
}
