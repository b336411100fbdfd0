/** Site search (POST /api/portal/search). */

/** kc 课程, zt 专题, zl 专栏, tz 通知公告. */
export type SearchType = 'kc' | 'zt' | 'zl' | 'tz';

/** A hit of POST /api/portal/search (in pages). */
export interface SearchHit {
  id: string;
  type: SearchType;
  title: string;
  summary: string;
  /** Absent for a notice (tz). */
  cover?: string;
  /** The portal page of the hit. */
  url: string;
}
