import { getJson, post, postPage } from '@portal/shared/api';
import type {
  MySurveyAnswers,
  Survey,
  SurveyAnswers,
  SurveyKind,
  SurveyResults,
  SurveySummary,
  Page,
} from '@portal/shared/contracts';

/** POST /api/survey/list */
export function fetchSurveys(query: {
  pagesize: number;
  pagenum: number;
  tbtpId?: string;
  kind?: SurveyKind;
}): Promise<Page<SurveySummary>> {
  return postPage<SurveySummary>('survey/list', query);
}

/** GET /api/survey/get */
export function fetchSurvey(id: string): Promise<Survey> {
  return getJson<Survey>('survey/get', { id });
}

/** POST /api/survey/submit (silent: the form shows the message). */
export function submitSurvey(
  id: string,
  answers: SurveyAnswers,
): Promise<Survey> {
  return post<Survey>('survey/submit', { id, answers }, { silent: true });
}

/** GET /api/survey/myAnswers: null for anonymous surveys. */
export function fetchMyAnswers(id: string): Promise<MySurveyAnswers | null> {
  return getJson('survey/myAnswers', { id });
}

/** GET /api/survey/results */
export function fetchSurveyResults(id: string): Promise<SurveyResults> {
  return getJson<SurveyResults>('survey/results', { id }, { silent: true });
}
