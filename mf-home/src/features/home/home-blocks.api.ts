import { getJson, post } from '@portal/shared/api';
import type {
  Column,
  Course,
  DigitalBook,
  EducationBase,
  Live,
  RankingRow,
  SiteStatistics,
  SpecialTopic,
  Page,
} from '@portal/shared/contracts';

/** How many books the home block shows. */
const HOME_BOOK_COUNT = 6;

/** Where 数字图书's 更多 leads: the digital library (数字书屋) of the blue menu. */
export const DIGITAL_LIBRARY_URL = 'https://www.nlc.cn/';

export function courseUrl(course: Pick<Course, 'id' | 'resourceType'>): string {
  const page =
    course.resourceType === 'ARTICLE' ? 'coursetextdetail' : 'coursedetail';
  return `/commendIndex/${page}?id=${encodeURIComponent(course.id)}`;
}

/** POST /api/portal/course/recommend (top 3), empty form body */
export const fetchRecommended = () => post<Course[]>('portal/course/recommend');
/** POST /api/subject/queryIndex, empty form body */
export const fetchTopics = () => post<SpecialTopic[]>('subject/queryIndex');
/** POST /api/portal/column/query */
export const fetchColumns = () =>
  post<Page<Column>>('portal/column/query', {
    pagesize: 6,
    pagenum: 0,
  }).then((page) => page.datalist);
/**
 * POST /apiLive/api/fosung/live/getAllLives: a live-broadcast call, so the
 * /apiLive client (5 s); the one call seed-spec 7.2 marks JSON.
 */
export const fetchLives = () =>
  post<Live[]>('api/fosung/live/getAllLives', {}, { client: 'apiLive' });
/** GET /api/portal/statistics/ranking */
export const fetchRanking = () =>
  getJson<RankingRow[]>('portal/statistics/ranking');
/** GET /api/portal/statistics/info */
export const fetchStatistics = () =>
  getJson<SiteStatistics>('portal/statistics/info');
/** GET /api/queryDxjyjdList */
export const fetchEducationBases = () =>
  getJson<EducationBase[]>('queryDxjyjdList');
/** GET /api/portal/book?number=6 */
export const fetchBooks = () =>
  getJson<DigitalBook[]>('portal/book', { number: HOME_BOOK_COUNT });
