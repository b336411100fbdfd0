/**
 * Records of the special-topics domain: topics (专题) and columns (专栏)
 * with their articles.
 */

import type {
  Column,
  ColumnArticleSummary,
  SpecialTopic,
} from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/** 专题 (the lists count its courses). */
export interface SpecialTopicRecord extends Omit<SpecialTopic, 'courseCount'> {
  tenantId: TenantId;
}

/** A column's short text article (专栏文章); `content` is HTML. */
export interface ColumnArticleRecord extends ColumnArticleSummary {
  content: string;
}

/**
 * 专栏; its items are courses, and it also holds short text articles (the
 * lists count both).
 */
export interface ColumnRecord extends Omit<
  Column,
  'courseCount' | 'articleCount'
> {
  tenantId: TenantId;
  articles: ColumnArticleRecord[];
}

/** The collections of this domain (keys of DbState). */
export interface SpecialTopicsCollections {
  specialTopics: SpecialTopicRecord[];
  columns: ColumnRecord[];
}
