/**
 * What the course pages and the backend both say: the discussion room's
 * comment rule, the study status texts, the missing course.
 */
import type { StudyStatus } from './course-catalogue';
import { validateText } from './text.rules';

/**
 * A comment in a course's discussion room (研讨室): required, at most 300
 * characters, no control characters (line breaks allowed). The comment
 * form checks it; the backend (course/discuss/create) answers 400 with the
 * same message.
 */
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

/** The text of each study status (a course's showStatusMsg). */
export const STUDY_STATUS_TEXT: Readonly<Record<StudyStatus, string>> = {
  '0': '未学习',
  '1': '学习中',
  '2': '已学习',
};

/** What the backend answers (404) for a course the tenant does not have. */
export const COURSE_NOT_FOUND = '课程不存在';
