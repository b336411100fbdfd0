import { getJson, post } from '@portal/shared/api';
import type { Banner } from '@portal/shared/contracts';

interface NoticeSummary {
  id: string;
  title: string;
  summary: string;
  publishDate: string;
  isTop: boolean;
  source: string;
}

/** POST /api/portal/banner, empty form body */
export function fetchBanners(): Promise<Banner[]> {
  return post<Banner[]>('portal/banner');
}

/** GET /api/portal/article/queryTop */
export function fetchTopNotices(size = 6): Promise<NoticeSummary[]> {
  return getJson<NoticeSummary[]>('portal/article/queryTop', { size });
}
