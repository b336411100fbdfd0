/**
 * What the backend answers (404) for a topic, a column or a column article
 * the tenant does not have; the pages show the same text.
 */
export const SPECIAL_TOPICS_MESSAGES = {
  topicNotFound: '专题不存在',
  columnNotFound: '专栏不存在',
  articleNotFound: '文章不存在',
} as const;
