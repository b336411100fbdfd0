import { getJson, postPage } from '@portal/shared/api';
import type { Notice, NoticeSummary, Page } from '@portal/shared/contracts';

/** POST /api/portal/article/query */
export function fetchNotices(query: {
  pagesize: number;
  pagenum: number;
  title?: string;
}): Promise<Page<NoticeSummary>> {
  return postPage<NoticeSummary>('portal/article/query', query);
}

/** GET /api/portal/article/get */
export function fetchNotice(id: string): Promise<Notice> {
  return getJson<Notice>('portal/article/get', { id });
}
