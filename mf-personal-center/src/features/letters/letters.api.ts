import { post, postPage } from '@portal/shared/api';
import type {
  LetterDetail,
  LettersReadAll,
  LetterSummary,
  LetterType,
  UnreadLetterCount,
  Page,
} from '@portal/shared/contracts';

/** POST /api/letter/getUnReadNum */
export function fetchUnreadCount(): Promise<number> {
  return post<UnreadLetterCount>(
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
export function markAllLettersRead(): Promise<LettersReadAll> {
  return post<LettersReadAll>('letter/readAll', {});
}
