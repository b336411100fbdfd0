import { charCount, hasControlCharacters } from '@portal/shared/validation';

import type { SurveyAnswer, SurveyAnswers, SurveyItem } from './surveys.api';

/** Longest text answer (the server's limit too). */
export const SURVEY_TEXT_MAX = 500;

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

/**
 * The first text answer the server would refuse (too long, or holding
 * control characters), with the server's message ('第2题不能超过500字').
 */
export function firstBadText(
  items: readonly SurveyItem[],
  answers: SurveyAnswers,
): { itemId: string; message: string } | null {
  for (const [index, item] of items.entries()) {
    const value = answers[item.id];
    if (item.type !== 'TEXT' || typeof value !== 'string') continue;
    const text = value.trim();
    const label = `第${index + 1}题`;
    if (charCount(text) > SURVEY_TEXT_MAX) {
      return {
        itemId: item.id,
        message: `${label}不能超过${SURVEY_TEXT_MAX}字`,
      };
    }
    if (hasControlCharacters(text, { multiline: true })) {
      return { itemId: item.id, message: `${label}不能包含控制字符` };
    }
  }
  return null;
}

/** What stops a submission: a required answer missing, or a bad text. */
export function firstProblem(
  items: readonly SurveyItem[],
  answers: SurveyAnswers,
): { itemId: string; message: string } | null {
  return firstMissing(items, answers) ?? firstBadText(items, answers);
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
