import { getJson, postPage } from '@portal/shared/api';
import type {
  Column,
  ColumnArticle,
  ColumnDetail,
} from '@portal/shared/contracts';
import type { Page } from '@portal/shared/contracts';

import { orMissing } from '../../lib/not-found';

export const COLUMN_MISSING = '专栏不存在';
export const ARTICLE_MISSING = '文章不存在';

/** POST /api/portal/column/query */
export function fetchColumnPage(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<Column>> {
  return postPage<Column>('portal/column/query', query);
}

/** GET /api/portal/column/get */
export function fetchColumn(id: string): Promise<ColumnDetail> {
  return orMissing(
    getJson<ColumnDetail>('portal/column/get', { id }, { silent: true }),
    COLUMN_MISSING,
  );
}

/** GET /api/portal/column/article (columnId: only an article of that column) */
export function fetchColumnArticle(
  id: string,
  columnId?: string,
): Promise<ColumnArticle> {
  return orMissing(
    getJson<ColumnArticle>(
      'portal/column/article',
      { id, columnId },
      { silent: true },
    ),
    ARTICLE_MISSING,
  );
}

export function columnPath(id: string, open = false): string {
  const page = open ? 'openSpecialReDetails' : 'specialReDetails';
  return `/${page}?id=${encodeURIComponent(id)}`;
}

export function columnArticlePath(id: string, columnId: string): string {
  return `/specialReTextDetails?id=${encodeURIComponent(id)}&columnId=${encodeURIComponent(columnId)}`;
}
