/** Special topics (专题, /api/subject/*). */

/** 专题 as the lists send it (POST /api/subject/query and queryIndex). */
export interface SpecialTopic {
  id: string;
  name: string;
  cover: string;
  description: string;
  /** Course ids of the topic. */
  courseIds: string[];
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  courseCount: number;
}
