/** Site search (POST /api/portal/search). */

/** kc 课程, zt 专题, zl 专栏, tz 通知公告. */
export type SearchType = 'kc' | 'zt' | 'zl' | 'tz';

export interface SearchHit {
  id: string;
  type: SearchType;
  title: string;
  summary: string;
  cover?: string;
  /** The portal page of the hit. */
  url: string;
}
