/**
 * The home domain: the blocks of the home page, the notices (通知公告),
 * the help centre's feedback, and the national academy (中国干部网络学院):
 * the sign-in lookup and its topic and course lists (mf-home's guidance
 * pages show them).
 */

/** POST /api/portal/banner: the tenant's banners by `sort`. */
export interface Banner {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
  sort: number;
}

/** Where a live broadcast stands. */
export type LiveStatus = 'LIVE' | 'UPCOMING' | 'ENDED';

/** POST /api/fosung/live/getAllLives */
export interface Live {
  id: string;
  title: string;
  cover: string;
  speaker: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startTime: string;
  status: LiveStatus;
  /** LIVE and ENDED (replay): a playable video; UPCOMING: ''. */
  url: string;
}

/** GET /api/portal/statistics/ranking: the tenant's top learners this year. */
export interface RankingRow {
  rank: number;
  name: string;
  orgName: string;
  hours: number;
}

/** A party-spirit education base (党性教育基地, GET /api/queryDxjyjdList). */
export interface EducationBase {
  id: string;
  name: string;
  city: string;
  address: string;
  cover: string;
  description: string;
  link: string;
}

/** A digital book (数字图书, GET /api/portal/book). */
export interface DigitalBook {
  id: string;
  title: string;
  author: string;
  cover: string;
  link: string;
}

/** GET /api/portal/statistics/info: the site's figures. */
export interface SiteStatistics {
  learnerCount: number;
  courseCount: number;
  /** Hours learnt on the site, seeded plus credited. */
  totalHours: number;
  todayLearners: number;
}

/**
 * A notice (通知公告) in a list, without its content (GET
 * /api/portal/article/queryTop, POST /api/portal/article/query).
 */
export interface NoticeSummary {
  id: string;
  title: string;
  summary: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishDate: string;
  /** Pinned: listed first. */
  isTop: boolean;
  source: string;
  views: number;
}

/** GET /api/portal/article/get: one notice with its content. */
export interface Notice extends NoticeSummary {
  /** HTML fragment. */
  content: string;
}

/** The kind of a feedback (反馈类型); FEEDBACK_TYPE_LABELS names them. */
export type FeedbackType =
  'USAGE' | 'COURSE' | 'HOURS' | 'SUGGESTION' | 'OTHER';

/** Whether the help centre has answered a feedback. */
export type FeedbackStatus = 'PENDING' | 'REPLIED';

/**
 * A learner's feedback (意见反馈): the answer of POST
 * /api/portal/suggest/createSuggest and the rows of queryMySuggest.
 */
export interface Feedback {
  /** Sequence number as a string ('1', '2', …). */
  id: string;
  username: string;
  tenantId: string;
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createdAt: string;
  type: FeedbackType;
  /** The type's label. */
  typeName: string;
  /** '' when not given. */
  phone: string;
  status: FeedbackStatus;
  /** 已回复 or 待回复. */
  statusName: string;
  /** '' until answered. */
  reply: string;
  replyAt: string;
}

/**
 * Answer of POST /api/portal/user/rdrZWY, NOT in the envelope (the portal
 * reads `code`): 'true' with a celaUrl that may be opened, or 'false' with
 * the reason.
 */
export type AcademyLookupResult =
  | { code: 'true'; message: ''; celaUrl: string }
  | { code: 'false'; message: string };

/** A topic of the national academy (POST /api/cela/queryTopicPageList). */
export interface AcademyTopic {
  id: string;
  name: string;
  cover: string;
  description: string;
  courseCount: number;
  /** 'YYYY-MM-DD' */
  publishDate: string;
  url: string;
}

/** A course of the national academy (POST /api/cela/queryCoursePageList). */
export interface AcademyCourse {
  id: string;
  name: string;
  cover: string;
  teacher: string;
  /** Minutes. */
  duration: number;
  creditHour: number;
  topicName: string;
  /** 'YYYY-MM-DD' */
  publishDate: string;
  url: string;
}
