import {
  checkSurveyAnswers,
  isSurveyAnswered,
  type SurveyAnswers,
  type SurveyItem,
} from '@portal/shared/contracts';

/**
 * What stops a submission, with the message the server would give for it
 * (the contract's checkSurveyAnswers: '请回答第3题：…', '第2题不能超过500字'):
 * the first problem in the items' order; null when the answers may be sent.
 */
export function firstProblem(
  items: readonly SurveyItem[],
  answers: SurveyAnswers,
): { itemId?: string; message: string } | null {
  const checked = checkSurveyAnswers(items, answers);
  if (!('error' in checked)) return null;
  return checked.itemId === undefined
    ? { message: checked.error }
    : { itemId: checked.itemId, message: checked.error };
}

/** What is sent: answered items only, text trimmed. */
export function answersToSend(
  items: readonly SurveyItem[],
  answers: SurveyAnswers,
): SurveyAnswers {
  const out: SurveyAnswers = {};
  for (const item of items) {
    const value = answers[item.id];
    if (value === undefined || !isSurveyAnswered(value)) continue;
    out[item.id] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

export const SURVEY_STATES = {
  NOT_STARTED: { text: '未开始', color: 'default' },
  OPEN: { text: '进行中', color: 'processing' },
  SUBMITTED: { text: '已提交', color: 'success' },
  ENDED: { text: '已结束', color: 'default' },
} as const;
