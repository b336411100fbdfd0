import { ApiError, getJson } from '@portal/shared/api';
import type { Course } from '@portal/shared/contracts';

export const TOPIC_MISSING_TEXT = '专题不存在';

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export interface TopicDetail {
  id: string;
  name: string;
  cover: string;
  description: string;
  startDate: string;
  endDate: string;
  courseCount: number;
  courses: Course[];
}

/** GET /api/subject/get (public). null: no such topic in this tenant. */
export async function fetchOpenTopic(id: string): Promise<TopicDetail | null> {
  if (!id) return null;
  try {
    return await getJson<TopicDetail>('subject/get', { id }, { silent: true });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
