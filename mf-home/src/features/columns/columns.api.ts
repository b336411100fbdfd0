import { getJson, postPage } from '@portal/shared/api';
import {
  SPECIAL_TOPICS_MESSAGES,
  type Column,
  type ColumnArticle,
  type ColumnDetail,
  type Page,
} from '@portal/shared/contracts';

import { orMissing } from '../../lib/not-found';

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
    SPECIAL_TOPICS_MESSAGES.columnNotFound,
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
    SPECIAL_TOPICS_MESSAGES.articleNotFound,
  );
}

export function columnPath(id: string, open = false): string {
  const page = open ? 'openSpecialReDetails' : 'specialReDetails';
  return `/${page}?id=${encodeURIComponent(id)}`;
}

export function columnArticlePath(id: string, columnId: string): string {
  return `/specialReTextDetails?id=${encodeURIComponent(id)}&columnId=${encodeURIComponent(columnId)}`;
}
