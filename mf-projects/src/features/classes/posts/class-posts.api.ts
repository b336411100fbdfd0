import { postPage } from '@portal/shared/api';
import type { ClassPost, Page } from '@portal/shared/contracts';

type PostQuery = { tbtpId: string; pagesize: number; pagenum: number };

/** POST /api/portal/message/queryClassNotice */
export function fetchClassNotices(query: PostQuery): Promise<Page<ClassPost>> {
  return postPage<ClassPost>('portal/message/queryClassNotice', query);
}

/** POST /api/portal/tbtp/queryClassNews */
export function fetchClassNews(query: PostQuery): Promise<Page<ClassPost>> {
  return postPage<ClassPost>('portal/tbtp/queryClassNews', query);
}
