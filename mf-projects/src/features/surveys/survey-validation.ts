import type { SurveyAnswer, SurveyAnswers, SurveyItem } from './surveys.api';

export function isAnswered(value: SurveyAnswer | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The first required item left unanswered, with the message the server
 * gives for it ('请回答第3题：…'); null when the answers may be sent.
 */
export function firstMissing(
  items: readonly SurveyItem[],
  answers: SurveyAnswers,
): { itemId: string; message: string } | null {
  for (const [index, item] of items.entries()) {
    if (item.required && !isAnswered(answers[item.id])) {
      return {
        itemId: item.id,
        message: `请回答第${index + 1}题：${item.label}`,
      };
    }
  }
  return null;
}

/** What is sent: answered items only, text trimmed. */
export function answersToSend(
  items: readonly SurveyItem[],
  answers: SurveyAnswers,
): SurveyAnswers {
  const out: SurveyAnswers = {};
  for (const item of items) {
    const value = answers[item.id];
    if (!isAnswered(value) || value === undefined) continue;
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
