/**
 * Checks of the feedback form as pure functions (each returns the message to
 * show, or null). The mock backend refuses the same input with the same
 * messages (mock-server/src/routes/portal-home.ts, createSuggest).
 */

import { hasControlCharacters } from '@portal/shared/validation';

export const FEEDBACK_MAX_CHARS = 500;

export const FEEDBACK_MESSAGES = {
  contentRequired: '请输入反馈内容',
  contentTooLong: `反馈内容不能超过${FEEDBACK_MAX_CHARS}字`,
  contentControl: '反馈内容不能包含控制字符',
  phoneInvalid: '请输入正确的手机号',
  typeRequired: '请选择反馈类型',
} as const;

/** Mainland mobile numbers: 1, then 3–9, then nine digits. */
const MOBILE = /^1[3-9]\d{9}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Characters as a person counts them (an emoji is one). */
export function countChars(value: string): number {
  return [...value].length;
}

export function validateFeedbackContent(value: unknown): string | null {
  const content = text(value).trim();
  if (content === '') return FEEDBACK_MESSAGES.contentRequired;
  if (countChars(content) > FEEDBACK_MAX_CHARS) {
    return FEEDBACK_MESSAGES.contentTooLong;
  }
  // C0/C1 controls, DEL, bidi controls; tab and line breaks are allowed.
  if (hasControlCharacters(content, { multiline: true })) {
    return FEEDBACK_MESSAGES.contentControl;
  }
  return null;
}

/** Optional; when given, a mainland mobile number. */
export function validateFeedbackPhone(value: unknown): string | null {
  const phone = text(value).trim();
  if (phone === '') return null;
  return MOBILE.test(phone) ? null : FEEDBACK_MESSAGES.phoneInvalid;
}

export function validateFeedbackType(value: unknown): string | null {
  return text(value) === '' ? FEEDBACK_MESSAGES.typeRequired : null;
}
