/**
 * The answers of a survey (问卷调查, 评估问卷): known items, values of each
 * item's type and range, every required item answered, text within its
 * limit. The survey form checks them before sending; the backend answers
 * the first problem (in the items' order) with 400 and the same message.
 */
import type { SurveyAnswer, SurveyItem } from './surveys';
import { charCount, hasControlCharacters, textMessages } from './text.rules';

/**
 * Why a survey takes no answers now: the backend refuses a submission with
 * these messages, the survey page shows them for the state.
 */
export const SURVEY_STATE_MESSAGES = {
  notStarted: '问卷尚未开始',
  ended: '问卷已结束',
} as const;

/** Longest text answer. */
export const SURVEY_TEXT_MAX = 500;

/** An answer was given: not missing, not blank text, not an empty choice. */
export function isSurveyAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export type SurveyCheck =
  | { answers: Record<string, SurveyAnswer> }
  /** The first problem; `itemId` names its item when it has one. */
  | { error: string; itemId?: string };

/**
 * Checks the answers against the items. Returns the cleaned answers
 * (answered items only, text trimmed, choices sorted without repeats) or
 * the first problem, in the items' order.
 */
export function checkSurveyAnswers(
  items: readonly SurveyItem[],
  raw: unknown,
): SurveyCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { error: '参数answers格式不正确' };
  }
  const input = raw as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!items.some((i) => i.id === key)) return { error: `题目${key}不存在` };
  }
  const answers: Record<string, SurveyAnswer> = {};
  for (const [index, item] of items.entries()) {
    const label = `第${index + 1}题`;
    const refuse = (error: string) => ({ error, itemId: item.id });
    const value = input[item.id];
    if (!isSurveyAnswered(value)) {
      if (item.required) return refuse(`请回答${label}：${item.label}`);
      continue;
    }
    const options = item.options ?? [];
    const isIndex = (v: unknown): v is number =>
      typeof v === 'number' &&
      Number.isInteger(v) &&
      v >= 0 &&
      v < options.length;
    switch (item.type) {
      case 'SINGLE': {
        const v = Array.isArray(value) ? value : [value];
        if (v.length !== 1 || !isIndex(v[0]))
          return refuse(`${label}只能选择一个选项`);
        answers[item.id] = [v[0]];
        break;
      }
      case 'MULTIPLE': {
        if (!Array.isArray(value) || !value.every(isIndex))
          return refuse(`${label}的选项不正确`);
        answers[item.id] = [...new Set(value)].sort((a, b) => a - b);
        break;
      }
      case 'RATING': {
        const max = item.max ?? 5;
        if (
          typeof value !== 'number' ||
          !Number.isInteger(value) ||
          value < 1 ||
          value > max
        )
          return refuse(`${label}的评分必须是1到${max}之间的整数`);
        answers[item.id] = value;
        break;
      }
      case 'TEXT': {
        if (typeof value !== 'string') return refuse(`${label}必须是文字`);
        const text = value.trim();
        if (charCount(text) > SURVEY_TEXT_MAX)
          return refuse(`${label}不能超过${SURVEY_TEXT_MAX}字`);
        if (hasControlCharacters(text, { multiline: true }))
          return refuse(textMessages.control(label));
        answers[item.id] = text;
        break;
      }
    }
  }
  return { answers };
}
