import { postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/contracts';

export interface ClassPost {
  id: string;
  tbtpId: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  content: string;
  author: string;
  publishTime: string;
}

type PostQuery = { tbtpId: string; pagesize: number; pagenum: number };

/** POST /api/portal/message/queryClassNotice */
export function fetchClassNotices(query: PostQuery): Promise<Page<ClassPost>> {
  return postPage<ClassPost>('portal/message/queryClassNotice', query);
}

/** POST /api/portal/tbtp/queryClassNews */
export function fetchClassNews(query: PostQuery): Promise<Page<ClassPost>> {
  return postPage<ClassPost>('portal/tbtp/queryClassNews', query);
}
