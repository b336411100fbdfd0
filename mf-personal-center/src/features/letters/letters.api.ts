import { post, postPage } from '@portal/shared/api';
import type {
  LetterDetail,
  LetterSummary,
  LetterType,
} from '@portal/shared/contracts';
import type { Page } from '@portal/shared/contracts';

export const LETTER_TYPE_NAMES: Record<LetterType, string> = {
  SYSTEM: '系统消息',
  CLASS: '班级通知',
  NOTICE: '通知公告',
};

/** POST /api/letter/getUnReadNum */
export function fetchUnreadCount(): Promise<number> {
  return post<{ unReadNum: number }>(
    'letter/getUnReadNum',
    {},
    { silent: true },
  ).then((data) => data.unReadNum);
}

/** POST /api/letter/page: unread first, newest first. */
export function fetchLetters(query: {
  pagesize: number;
  pagenum: number;
  type?: LetterType;
}): Promise<Page<LetterSummary>> {
  return postPage<LetterSummary>('letter/page', query);
}

/** POST /api/letter/detail: opening a letter marks it read. */
export function fetchLetter(id: string): Promise<LetterDetail> {
  return post<LetterDetail>('letter/detail', { id });
}

/** POST /api/letter/readAll */
export function markAllLettersRead(): Promise<{
  updated: number;
  unReadNum: number;
}> {
  return post<{ updated: number; unReadNum: number }>('letter/readAll', {});
}
