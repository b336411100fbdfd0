import type { Course } from '@portal/shared/contracts';

import type { Topic, TopicCourse, TopicDetail } from './topics.api';

export function course(change: Partial<Course> = {}): Course {
  return {
    id: 'c1',
    name: '视频课程一',
    courseCover: '/covers/c1.svg',
    teacher: '张教授',
    teacherId: 't1',
    resourceType: 'VIDEO',
    resourcePath: '/media/c1.mp4',
    courseDuration: 32,
    videoSeconds: 6,
    showCourseDuration: '32:00',
    creditHour: 1,
    categoryId: 'k1',
    categoryName: '理论教育',
    isCompulsory: true,
    publishDate: '2026-03-01 00:00:00',
    courseVisitor: 10,
    introduction: '',
    score: 9,
    zanNum: 1,
    studyStatus: '0',
    showStatusMsg: '未学习',
    ...change,
  };
}

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

export function topicCourse(change: Partial<TopicCourse> = {}): TopicCourse {
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
