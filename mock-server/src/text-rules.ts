/**
 * Control characters refused in free text (issue #10, hostile input): C0
 * controls (tab and line breaks allowed in multi-line text), DEL, C1 and
 * the bidi controls U+202A–U+202E, U+2066–U+2069. The same rule as the
 * forms' (shared/src/validation/text.ts; text-rules.test.ts compares both).
 */
import { HttpError } from './http';

/* eslint-disable no-control-regex */
const CONTROL =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const CONTROL_SINGLE_LINE =
  /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

export function hasControlCharacters(
  value: string,
  options: { multiline?: boolean } = {},
): boolean {
  return (options.multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value);
}

export function controlMessage(label: string): string {
  return `${label}不能包含控制字符`;
}

/** 400 `{label}不能包含控制字符` when `value` holds one. */
export function refuseControlCharacters(
  value: string,
  label: string,
  options: { multiline?: boolean } = {},
): void {
  if (hasControlCharacters(value, options)) {
    throw new HttpError(400, controlMessage(label));
  }
}
