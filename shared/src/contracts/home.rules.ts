/**
 * The feedback form of the help centre (意见反馈): its types, its content
 * and the optional phone. The form checks them; the backend (createSuggest)
 * refuses the same input with the same messages.
 */
import { VALIDATION_MESSAGES, isMobilePhone } from './profile.rules';
import type { FeedbackType } from './home';
import { validateText } from './text.rules';

/** The feedback types in the form's order, with the labels both sides show. */
export const FEEDBACK_TYPE_LABELS: Readonly<Record<FeedbackType, string>> = {
  USAGE: '使用问题',
  COURSE: '课程内容',
  HOURS: '学时认定',
  SUGGESTION: '意见建议',
  OTHER: '其他',
};

export const FEEDBACK_MAX_CHARS = 500;

export const FEEDBACK_MESSAGES = {
  contentRequired: '请输入反馈内容',
  contentTooLong: `反馈内容不能超过${FEEDBACK_MAX_CHARS}字`,
  phoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
} as const;

/**
 * Required (after trimming), at most 500 characters as a person counts
 * them, no control characters (tab and line breaks allowed).
 */
export function validateFeedbackContent(value: unknown): string | null {
  return validateText(value, {
    label: '反馈内容',
    max: FEEDBACK_MAX_CHARS,
    required: true,
    multiline: true,
    requiredMessage: FEEDBACK_MESSAGES.contentRequired,
    tooLongMessage: FEEDBACK_MESSAGES.contentTooLong,
  });
}

/** Optional; when given, a mainland mobile number. */
export function validateFeedbackPhone(value: unknown): string | null {
  const phone = typeof value === 'string' ? value.trim() : '';
  if (phone === '') return null;
  return isMobilePhone(phone) ? null : FEEDBACK_MESSAGES.phoneInvalid;
}
