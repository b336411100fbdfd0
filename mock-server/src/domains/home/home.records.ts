/**
 * Records of the home domain: banners, notices, feedback, lives and the
 * ranking and site figures.
 */

import type {
  Banner,
  FeedbackStatus,
  FeedbackType,
  Live,
  Notice,
} from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

export interface BannerRecord extends Banner {
  tenantId: TenantId;
}

/** A stored notice (the contract's Notice in its tenant). */
export interface Article extends Notice {
  tenantId: TenantId;
}

export interface Suggestion {
  /** Sequence number as a string ('1', '2', …). */
  id: string;
  username: string;
  tenantId: TenantId;
  content: string;
  createdAt: string;
}

/** A stored suggestion with the feedback form's fields (older rows lack them). */
export interface SuggestionRecord extends Suggestion {
  type?: FeedbackType;
  phone?: string;
  status?: FeedbackStatus;
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
