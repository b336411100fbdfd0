/**
 * Site search: its types, and the keyword (the header's search box and
 * /api/portal/search): optional, at most 50 characters, no control
 * characters. The box refuses it before searching; the backend answers 400
 * with the same message.
 */
import type { SearchType } from './search';
import { validateText } from './text.rules';

/** The search types in the tabs' order, with the labels the tabs show. */
export const SEARCH_TYPE_LABELS: Readonly<Record<SearchType, string>> = {
  kc: '课程',
  zt: '专题',
  zl: '专栏',
  tz: '通知',
};

/** Longest keyword. */
export const SEARCH_KEYWORD_MAX = 50;

/**
 * What is wrong with a keyword (too long, control characters), or null.
 * An empty keyword is fine: it lists everything.
 */
export function searchKeywordError(keyword: unknown): string | null {
  return validateText(keyword, { label: '关键词', max: SEARCH_KEYWORD_MAX });
}
