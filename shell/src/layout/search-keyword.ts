import { validateText } from '@portal/shared/validation';

/** Longest keyword the header search sends (the backend's limit too). */
export const SEARCH_KEYWORD_MAX = 50;

/**
 * What is wrong with a keyword (too long, control characters), or null.
 * An empty keyword is fine: it lists everything.
 */
export function searchKeywordError(keyword: string): string | null {
  return validateText(keyword, { label: '关键词', max: SEARCH_KEYWORD_MAX });
}
