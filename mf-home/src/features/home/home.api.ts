import { getJson, postJson } from '@portal/shared/api';

export interface Banner {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
  sort: number;
}

export interface NoticeSummary {
  id: string;
  title: string;
  summary: string;
  publishDate: string;
  isTop: boolean;
  source: string;
}

/** POST /api/portal/banner */
export function fetchBanners(): Promise<Banner[]> {
  return postJson<Banner[]>('portal/banner');
}

/** GET /api/portal/article/queryTop */
export function fetchTopNotices(size = 6): Promise<NoticeSummary[]> {
  return getJson<NoticeSummary[]>('portal/article/queryTop', { size });
}
