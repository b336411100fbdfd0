import { postPage } from '@portal/shared/api';
import type { SearchHit, SearchType } from '@portal/shared/contracts';
import type { Page } from '@portal/shared/contracts';

export const SEARCH_TYPES: { key: SearchType; label: string }[] = [
  { key: 'kc', label: '课程' },
  { key: 'zt', label: '专题' },
  { key: 'zl', label: '专栏' },
  { key: 'tz', label: '通知' },
];

/** POST /api/portal/search */
export function search(query: {
  k: string;
  t: SearchType;
  pagesize: number;
  pagenum: number;
}): Promise<Page<SearchHit>> {
  return postPage<SearchHit>('portal/search', query);
}

export function toSearchType(value: string | null): SearchType {
  return SEARCH_TYPES.some((type) => type.key === value)
    ? (value as SearchType)
    : 'kc';
}
