import { postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/contracts';

interface Notice {
  id: string;
  title: string;
  summary: string;
  publishDate: string;
  isTop: boolean;
}

/** POST /api/portal/article/query: the site's notices. */
export function fetchNotices(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<Notice>> {
  return postPage<Notice>('portal/article/query', query);
}
