/**
 * A comment in a course's discussion room (研讨室): required, at most 300
 * characters, no control characters (line breaks allowed). The comment
 * form checks it; the backend (course/discuss/create) answers 400 with the
 * same message.
 */
import { validateText } from './text.rules';

export const DISCUSS_MAX_CHARS = 300;

export const DISCUSS_MESSAGES = {
  empty: '请输入评论内容',
  tooLong: `评论内容不能超过${DISCUSS_MAX_CHARS}字`,
} as const;

/** The comment (trimmed): the message to show, or null. */
export function commentError(content: unknown): string | null {
  return validateText(content, {
    label: '评论内容',
    max: DISCUSS_MAX_CHARS,
    required: true,
    multiline: true,
    requiredMessage: DISCUSS_MESSAGES.empty,
    tooLongMessage: DISCUSS_MESSAGES.tooLong,
  });
}
