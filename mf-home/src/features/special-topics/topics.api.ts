import { getJson, postPage } from '@portal/shared/api';
import type { Course, SpecialTopic } from '@portal/shared/contracts';
import type { Page } from '@portal/shared/contracts';

import { orMissing } from '../../lib/not-found';

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

/** GET /api/subject/get (the page shows its own message on failure). */
export function fetchTopic(id: string): Promise<TopicDetail> {
  return orMissing(
    getJson<TopicDetail>('subject/get', { id }, { silent: true }),
    TOPIC_MISSING,
  );
}
