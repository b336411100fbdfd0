/** 站内信 (/api/letter/*). */

export type LetterType = 'SYSTEM' | 'CLASS' | 'NOTICE';

/** A letter in the list (POST /api/letter/page): unread first, then newest first. */
export interface LetterSummary {
  id: string;
  type: LetterType;
  /** 系统消息 / 班级通知 / 通知公告 */
  typeName: string;
  title: string;
  /** The first 60 characters of the content. */
  summary: string;
  sender: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  sendTime: string;
  read: boolean;
}

/** POST /api/letter/detail: the letter (opening it marks it read). */
export interface LetterDetail {
  /** Sequence-like ('L1-…'). */
  id: string;
  type: LetterType;
  /** 系统消息 / 班级通知 / 通知公告 */
  typeName: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  content: string;
  sender: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  sendTime: string;
  read: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' when it was first read. */
  readAt?: string;
  /** Unread letters left after this one was read. */
  unReadNum: number;
}

/** POST /api/letter/getUnReadNum: the unread letters of the caller. */
export interface UnreadLetterCount {
  unReadNum: number;
}

/** POST /api/letter/readAll: letters marked read now, and the unread left. */
export interface LettersReadAll {
  updated: number;
  unReadNum: number;
}
