/**
 * 站内信 (letters): the names of the letter types, which the backend sends
 * as each letter's `typeName` and the message centre shows on its filter.
 */
import type { LetterType } from './letters';

export const LETTER_TYPE_NAMES: Readonly<Record<LetterType, string>> = {
  SYSTEM: '系统消息',
  CLASS: '班级通知',
  NOTICE: '通知公告',
};
