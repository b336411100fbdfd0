import { getJson, postJson } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

export interface CourseSummary {
  id: string;
  name: string;
  courseCover: string;
  teacher: string;
  resourceType: 'VIDEO' | 'ARTICLE';
  creditHour: number;
  showCourseDuration: string;
}

export interface Topic {
  id: string;
  name: string;
  cover: string;
  description: string;
}

export interface Column {
  id: string;
  name: string;
  cover: string;
  description: string;
}

export interface Live {
  id: string;
  title: string;
  cover: string;
  speaker: string;
  startTime: string;
  status: 'LIVE' | 'UPCOMING' | 'ENDED';
  url: string;
}

export interface RankingRow {
  rank: number;
  name: string;
  orgName: string;
  hours: number;
}

export interface SiteStatistics {
  learnerCount: number;
  courseCount: number;
  totalHours: number;
  todayLearners: number;
}

export function courseUrl(
  course: Pick<CourseSummary, 'id' | 'resourceType'>,
): string {
  const page =
    course.resourceType === 'ARTICLE' ? 'coursetextdetail' : 'coursedetail';
  return `/commendIndex/${page}?id=${encodeURIComponent(course.id)}`;
}

/** POST /api/portal/course/recommend (top 3) */
export const fetchRecommended = () =>
  postJson<CourseSummary[]>('portal/course/recommend');
/** POST /api/subject/queryIndex */
export const fetchTopics = () => postJson<Topic[]>('subject/queryIndex');
/** POST /api/portal/column/query */
export const fetchColumns = () =>
  postJson<Page<Column>>('portal/column/query', {
    pagesize: 6,
    pagenum: 0,
  }).then((page) => page.datalist);
/** POST /api/fosung/live/getAllLives */
export const fetchLives = () => postJson<Live[]>('fosung/live/getAllLives', {});
/** GET /api/portal/statistics/ranking */
export const fetchRanking = () =>
  getJson<RankingRow[]>('portal/statistics/ranking');
/** GET /api/portal/statistics/info */
export const fetchStatistics = () =>
  getJson<SiteStatistics>('portal/statistics/info');
