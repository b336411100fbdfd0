/**
 * The national academy (中国干部网络学院): the sign-in lookup and its topic
 * and course lists (mf-home's guidance pages show them).
 */

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
