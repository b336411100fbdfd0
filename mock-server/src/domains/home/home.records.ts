/**
 * Records of the home domain: banners, notices, feedback, lives and the
 * ranking and site figures.
 */

import type { Banner, Live } from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

export interface BannerRecord extends Banner {
  tenantId: TenantId;
}

export interface Article {
  id: string;
  tenantId: TenantId;
  title: string;
  summary: string;
  /** HTML fragment. */
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishDate: string;
  isTop: boolean;
  source: string;
  views: number;
}

export interface Suggestion {
  /** Sequence number as a string ('1', '2', …). */
  id: string;
  username: string;
  tenantId: TenantId;
  content: string;
  createdAt: string;
}

export type SuggestionType =
  'USAGE' | 'COURSE' | 'HOURS' | 'SUGGESTION' | 'OTHER';

export const SUGGESTION_TYPES: Record<SuggestionType, string> = {
  USAGE: '使用问题',
  COURSE: '课程内容',
  HOURS: '学时认定',
  SUGGESTION: '意见建议',
  OTHER: '其他',
};

export type SuggestionStatus = 'PENDING' | 'REPLIED';

/** A stored suggestion with the feedback form's fields (older rows lack them). */
export interface SuggestionRecord extends Suggestion {
  type?: SuggestionType;
  phone?: string;
  status?: SuggestionStatus;
  reply?: string;
  replyAt?: string;
}

export interface LiveRecord extends Live {
  tenantId: TenantId;
}

/** Learners shown in the ranking besides the demo accounts. */
export interface RankingLearner {
  tenantId: TenantId;
  name: string;
  orgName: string;
  /** Hours this year. */
  hours: number;
}

/** Seeded site-wide figures; earned hours and today's study add to them. */
export interface SiteStats {
  tenantId: TenantId;
  learnerCount: number;
  totalHours: number;
  todayLearners: number;
}

/** The collections of this domain (keys of DbState). */
export interface HomeCollections {
  banners: BannerRecord[];
  articles: Article[];
  suggestions: Suggestion[];
  lives: LiveRecord[];
  rankingLearners: RankingLearner[];
  siteStats: SiteStats[];
}
