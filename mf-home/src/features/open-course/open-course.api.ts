import { ApiError, getJson } from '@portal/shared/api';
import type { SpecialTopicDetail } from '@portal/shared/contracts';

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** GET /api/subject/get (public). null: no such topic in this tenant. */
export async function fetchOpenTopic(
  id: string,
): Promise<SpecialTopicDetail | null> {
  if (!id) return null;
  try {
    return await getJson<SpecialTopicDetail>(
      'subject/get',
      { id },
      { silent: true },
    );
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
