import type { Course, CourseDetail } from '@portal/shared/contracts';

/** A course row for tests; `change` overrides any field. */
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

/** A course detail for tests; `change` overrides any field. */
export function courseDetail(change: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 'c1',
    name: '习近平新时代中国特色社会主义思想概论',
    courseCover: '/covers/c1.jpg',
    teacher: '张教授',
    teacherId: 't1',
    resourceType: 'VIDEO',
    resourcePath: '/media/c1.mp4',
    courseDuration: 32,
    videoSeconds: 1920,
    showCourseDuration: '32:00',
    creditHour: 1,
    categoryId: 'k1',
    categoryName: '理论教育',
    isCompulsory: true,
    publishDate: '2025-03-01 00:00:00',
    courseVisitor: 1002,
    introduction: '课程简介正文',
    score: 9.2,
    zanNum: 12,
    studyStatus: '1',
    showStatusMsg: '学习中',
    teacherProfile: '讲师介绍正文',
    attachmentList: [{ attaName: '讲义.pdf', attaPath: '/files/c1.pdf' }],
    content: '',
    ratingSummary: { average: [8, 8, 8, 8, 8], num: 3 },
    isCollected: false,
    studyTimes: 125,
    earnedHours: 0,
    hoursRule:
      '本课程时长32分钟，视频课程观看完毕（进度达到95%以上）后获得1学时',
    hoursStatus: '已学习2分5秒，尚未完成',
    ...change,
  };
}
