import { course } from '../../lib/test-courses';
import type { Topic, TopicCourse, TopicDetail } from './topics.api';

export function topic(change: Partial<Topic> = {}): Topic {
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

export function topicDetail(change: Partial<TopicDetail> = {}): TopicDetail {
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
