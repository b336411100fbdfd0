import { getJson, postPage } from '@portal/shared/api';
import {
  SPECIAL_TOPICS_MESSAGES,
  type Page,
  type SpecialTopic,
  type SpecialTopicDetail,
} from '@portal/shared/contracts';

import { orMissing } from '../../lib/not-found';

/** POST /api/subject/query */
export function fetchTopicPage(query: {
  pagesize: number;
  pagenum: number;
  name?: string;
}): Promise<Page<SpecialTopic>> {
  return postPage<SpecialTopic>('subject/query', query);
}

/** GET /api/subject/get (the page shows its own message on failure). */
export function fetchTopic(id: string): Promise<SpecialTopicDetail> {
  return orMissing(
    getJson<SpecialTopicDetail>('subject/get', { id }, { silent: true }),
    SPECIAL_TOPICS_MESSAGES.topicNotFound,
  );
}
