import { postPage } from '@portal/shared/api';
import type { NoticeSummary, Page } from '@portal/shared/contracts';

/** POST /api/portal/article/query: the site's notices. */
export function fetchNotices(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<NoticeSummary>> {
  return postPage<NoticeSummary>('portal/article/query', query);
}
