/** Dictionaries for drop-downs (/api/dictionary/list/:parentCode, /api/dictionary/runtime/:code). */

/** One option of a dictionary (dropdown) list. */
export interface DictionaryItem {
  name: string;
  code: string;
}

/** The answer carries `datalist` at the top level (not in `data`), as the real backend does. */
export interface DictionaryAnswer {
  success: true;
  message: '';
  datalist: DictionaryItem[];
}
