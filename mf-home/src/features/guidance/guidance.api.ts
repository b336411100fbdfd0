import { post, postQuery } from '@portal/shared/api';
import type {
  AcademyCourse,
  AcademyTopic,
  Guidance,
  Page,
} from '@portal/shared/contracts';

/** POST /api/portal/course/guidance */
export function fetchGuidance(
  categoryIds: readonly string[],
  limit?: number,
): Promise<Guidance> {
  return post<Guidance>('portal/course/guidance', {
    categoryIds,
    ...(limit ? { limit } : {}),
  });
}

type PageQuery = { pagesize: number; pagenum: number };

/**
 * The academy's lists belong to the /pcApi/ client (20 s) and page with
 * query pagesize and pagenum (seed-spec 7.1, 7.2).
 */
const ACADEMY_LIST = { client: 'pcApi' } as const;

/** POST /pcApi/api/cela/queryTopicPageList?pagesize=&pagenum= */
export function fetchAcademyTopics(
  query: PageQuery,
): Promise<Page<AcademyTopic>> {
  return postQuery<Page<AcademyTopic>>(
    'api/cela/queryTopicPageList',
    { pagesize: query.pagesize, pagenum: query.pagenum },
    ACADEMY_LIST,
  );
}

/** POST /pcApi/api/cela/queryCoursePageList?pagesize=&pagenum= */
export function fetchAcademyCourses(
  query: PageQuery,
): Promise<Page<AcademyCourse>> {
  return postQuery<Page<AcademyCourse>>(
    'api/cela/queryCoursePageList',
    { pagesize: query.pagesize, pagenum: query.pagenum },
    ACADEMY_LIST,
  );
}
