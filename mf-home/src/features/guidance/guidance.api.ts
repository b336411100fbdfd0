import { postJson, postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

import type { Course } from '../course-catalogue/catalogue.api';

export interface HoursTriple {
  total: number;
  compulsory: number;
  optional: number;
}

export interface GuidanceHours {
  required: HoursTriple;
  learnt: HoursTriple;
  remaining: HoursTriple;
}

export type ReasonType = 'COMPULSORY' | 'INTEREST' | 'RECOMMENDED';

export type SuggestedCourse = Course & {
  /** 必修课程 / 兴趣：政治理论 / 推荐课程 */
  reason: string;
  reasonType: ReasonType;
};

/** The answer of POST /api/portal/course/guidance (the rule is the server's). */
export interface Guidance {
  personalised: boolean;
  year: number;
  /** TOTAL: total and compulsory count; SPLIT (001.001.065): compulsory and optional. */
  hoursMode: 'TOTAL' | 'SPLIT';
  /** null for a visitor. */
  hours: GuidanceHours | null;
  interests: { id: string; name: string }[];
  suggestions: SuggestedCourse[];
  suggestedHours: number;
}

/** POST /api/portal/course/guidance */
export function fetchGuidance(
  categoryIds: readonly string[],
  limit?: number,
): Promise<Guidance> {
  return postJson<Guidance>('portal/course/guidance', {
    categoryIds,
    ...(limit ? { limit } : {}),
  });
}

/** A topic of the national academy (中国干部网络学院). */
export interface AcademyTopic {
  id: string;
  name: string;
  cover: string;
  description: string;
  courseCount: number;
  publishDate: string;
  url: string;
}

/** A course of the national academy. */
export interface AcademyCourse {
  id: string;
  name: string;
  cover: string;
  teacher: string;
  /** Minutes. */
  duration: number;
  creditHour: number;
  topicName: string;
  publishDate: string;
  url: string;
}

type PageQuery = { pagesize: number; pagenum: number };

/** POST /api/cela/queryTopicPageList */
export function fetchAcademyTopics(
  query: PageQuery,
): Promise<Page<AcademyTopic>> {
  return postPage<AcademyTopic>('cela/queryTopicPageList', query);
}

/** POST /api/cela/queryCoursePageList */
export function fetchAcademyCourses(
  query: PageQuery,
): Promise<Page<AcademyCourse>> {
  return postPage<AcademyCourse>('cela/queryCoursePageList', query);
}
