import { getJson, post } from '@portal/shared/api';
import type { Banner, NoticeSummary } from '@portal/shared/contracts';

/** POST /api/portal/banner, empty form body */
export function fetchBanners(): Promise<Banner[]> {
  return post<Banner[]>('portal/banner');
}

/** GET /api/portal/article/queryTop */
export function fetchTopNotices(size = 6): Promise<NoticeSummary[]> {
  return getJson<NoticeSummary[]>('portal/article/queryTop', { size });
}
