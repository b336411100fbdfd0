import { postJson, postPage } from '@portal/shared/api';
import type {
  AcademyCourse,
  AcademyTopic,
  Guidance,
} from '@portal/shared/contracts';
import type { Page } from '@portal/shared/types';

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
