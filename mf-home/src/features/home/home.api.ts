import { getJson, postJson } from '@portal/shared/api';
import type { Banner } from '@portal/shared/contracts';

interface NoticeSummary {
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
