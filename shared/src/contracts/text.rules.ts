/**
 * Hygiene of typed text (hostile input), enforced alike by every
 * form and by the backend: control characters and the invisible bidi
 * controls that reorder what is shown (U+202A–U+202E, U+2066–U+2069:
 * "Trojan Source" style spoofing) are refused, with a message naming the
 * field.
 */

/** C0 controls but tab and line breaks, DEL, C1 controls, bidi controls. */
/* eslint-disable no-control-regex */
const CONTROL =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** The same, and tab and line breaks too (single-line fields). */
const CONTROL_SINGLE_LINE =
  /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

export function hasControlCharacters(
  value: string,
  options: { multiline?: boolean } = {},
): boolean {
  return (options.multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value);
}

/** Characters as a person counts them (an emoji or CJK character is one). */
export function charCount(value: string): number {
  return [...value].length;
}

export const textMessages = {
  required: (label: string) => `请输入${label}`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  control: (label: string) => `${label}不能包含控制字符`,
};

/** What one free-text field must be. */
export interface TextRule {
  label: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
  /** Message for blank input (default 请输入{label}). */
  requiredMessage?: string;
  tooLongMessage?: string;
}

/**
 * One free-text field: the message to show, or null. Blank (after trim) is
 * refused only when `required`. Non-strings count as blank.
 */
export function validateText(value: unknown, rule: TextRule): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    return rule.required
      ? (rule.requiredMessage ?? textMessages.required(rule.label))
      : null;
  }
  if (charCount(text) > rule.max) {
    return rule.tooLongMessage ?? textMessages.tooLong(rule.label, rule.max);
  }
  if (hasControlCharacters(text, { multiline: rule.multiline ?? false })) {
    return textMessages.control(rule.label);
  }
  return null;
}
