import { ApiError, getJson, postPage } from '@portal/shared/api';
import type { Course, SpecialTopic } from '@portal/shared/contracts';
import type { Page } from '@portal/shared/types';

export const TOPIC_MISSING = '专题不存在';

/** 专题 as the list sends it. */
export type Topic = SpecialTopic;

/** A topic's course with the hours it earned the caller this year. */
export interface TopicCourse extends Course {
  earnedHours: number;
}

export interface TopicDetail extends Topic {
  courses: TopicCourse[];
}

/** POST /api/subject/query */
export function fetchTopicPage(query: {
  pagesize: number;
  pagenum: number;
  name?: string;
}): Promise<Page<Topic>> {
  return postPage<Topic>('subject/query', query);
}

/**
 * A 404 becomes an error with `missing` as its message (the page says what
 * is missing and offers a way back); other failures keep theirs.
 */
export async function orMissing<T>(
  request: Promise<T>,
  missing: string,
): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new Error(missing, { cause: error });
    }
    throw error;
  }
}

/** GET /api/subject/get (the page shows its own message on failure). */
export function fetchTopic(id: string): Promise<TopicDetail> {
  return orMissing(
    getJson<TopicDetail>('subject/get', { id }, { silent: true }),
    TOPIC_MISSING,
  );
}
