import type {
  SpecialTopic,
  SpecialTopicDetail,
  TopicCourse,
} from '@portal/shared/contracts';

import { course } from '../../lib/test-courses';

export function topic(change: Partial<SpecialTopic> = {}): SpecialTopic {
  return {
    id: 't1',
    name: '法治政府建设专题',
    cover: '/covers/t1.svg',
    description: '提升法治思维。',
    courseIds: ['c1', 'a1'],
    startDate: '2026-07-01',
    endDate: '2026-12-31',
    courseCount: 2,
    ...change,
  };
}

function topicCourse(change: Partial<TopicCourse> = {}): TopicCourse {
  return { ...course(change), earnedHours: 0, ...change };
}

export function topicDetail(
  change: Partial<SpecialTopicDetail> = {},
): SpecialTopicDetail {
  return {
    ...topic(),
    courses: [
      topicCourse({
        studyStatus: '2',
        showStatusMsg: '已学习',
        earnedHours: 1,
      }),
      topicCourse({
        id: 'a1',
        name: '图文课程一',
        resourceType: 'ARTICLE',
        creditHour: 0.5,
      }),
    ],
    ...change,
  };
}
