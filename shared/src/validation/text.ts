/**
 * Hygiene of typed text (issue #10, hostile input), shared by every form:
 * control characters and the invisible bidi controls that reorder what is
 * shown (U+202A–U+202E, U+2066–U+2069: "Trojan Source" style spoofing)
 * are refused, with a message naming the field. The mock backend refuses the
 * same characters (mock-server/src/text-rules.ts; its test compares both).
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

/**
 * One free-text field: the message to show, or null. Blank (after trim) is
 * refused only when `required`.
 */
export function validateText(
  value: unknown,
  rule: {
    label: string;
    max: number;
    required?: boolean;
    multiline?: boolean;
    /** Message for blank input (default 请输入{label}). */
    requiredMessage?: string;
    tooLongMessage?: string;
  },
): string | null {
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
