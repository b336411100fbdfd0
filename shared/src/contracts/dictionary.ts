/** Dictionaries for drop-downs (/api/dictionary/list/:parentCode, /api/dictionary/runtime/:code). */

/**
 * The stored dictionaries (/api/dictionary/list/:parentCode). A code is the
 * value the list calls take for that filter, so a chosen option goes onto
 * the wire unchanged.
 */
export type StoredDictionaryCode =
  | 'EDUCATION'
  | 'POLITICAL_STATUS'
  /** 课程性质: isCompulsory of the course lists (1 必修, 0 选修). */
  | 'COURSE_TYPE'
  /** 课程类型: resourceType (VIDEO, ARTICLE). */
  | 'RESOURCE_TYPE'
  /** 学习状态: studyStatus (0, 1, 2). */
  | 'STUDY_STATUS'
  /** 课程时长: duration (short, medium, long). */
  | 'COURSE_DURATION'
  /** 专题班状态: status of queryTbtpList (NOT_STARTED, IN_PROGRESS, ENDED). */
  | 'CLASS_STATUS'
  /** 调训申请状态: status of queryDispatch (PENDING, APPROVED, REJECTED). */
  | 'DISPATCH_STATUS';

/** Dictionaries computed at request time (/api/dictionary/runtime/:code). */
export type RuntimeDictionaryCode =
  /** The last five years, this year first; codes are the years. */
  | 'YEAR'
  /**
   * The class list's years: next year (classes are planned ahead) and the
   * four before it; codes are the years.
   */
  | 'CLASS_YEAR';

export type DictionaryCode = StoredDictionaryCode | RuntimeDictionaryCode;

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
