import { getJson, postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/contracts';

export interface Notice {
  id: string;
  title: string;
  summary: string;
  content?: string;
  publishDate: string;
  isTop: boolean;
  source: string;
  views: number;
}

/** POST /api/portal/article/query */
export function fetchNotices(query: {
  pagesize: number;
  pagenum: number;
  title?: string;
}): Promise<Page<Notice>> {
  return postPage<Notice>('portal/article/query', query);
}

/** GET /api/portal/article/get */
export function fetchNotice(id: string): Promise<Notice> {
  return getJson<Notice>('portal/article/get', { id });
}
