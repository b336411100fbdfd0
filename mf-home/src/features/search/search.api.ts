import { postPage } from '@portal/shared/api';
import {
  SEARCH_TYPE_LABELS,
  type Page,
  type SearchHit,
  type SearchType,
} from '@portal/shared/contracts';

/** The tabs, in the contract's order. */
export const SEARCH_TYPES: { key: SearchType; label: string }[] = (
  Object.keys(SEARCH_TYPE_LABELS) as SearchType[]
).map((key) => ({ key, label: SEARCH_TYPE_LABELS[key] }));

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
