import type { PortalRole, PortalRoute } from '@portal/shared/types';

/**
 * A class's study pages hold a learner's enrolment, work and attempts, so
 * they ask for the portal's learner role (seed-spec 6). The class lists and
 * the open pages do not: visitors browse and share classes.
 */
const LEARNER: PortalRole[] = ['ROLE_NC_WEB'];

/** A class study page, opened from a class, never from a menu. */
const study = (path: string, title: string): PortalRoute => ({
  path,
  title,
  hidden: true,
  roles: LEARNER,
});

/** Route manifest of mf-projects, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/project', redirect: '/projectIndex', hidden: true },
  { path: '/projectIndex', title: '网上专题班', layout: 'main' },
  { path: '/projectIndexCity', title: '地市专题班', layout: 'main' },
  study('/projectDetail', '专题班详情'),
  study('/projectDetailBjcy', '班级成员'),
  {
    ...study('/projectDetailCxda', '学习档案'),
    children: [
      { path: 'myClass', title: '我的班级', hidden: true },
      { path: 'myExam', title: '我的考试', hidden: true },
      { path: 'completionSchedule', title: '结业进度', hidden: true },
      { path: 'excellentProgress', title: '学习排行', hidden: true },
    ],
  },
  study('/projectDetailBwgl', '班务管理'),
  study('/classNotice', '班级通知'),
  study('/projectDetailBjdt', '班级动态'),
  study('/projectDetailGrbjzy', '个人作业'),
  study('/projectStartExam', '结业考试'),
  study('/projectReviewQuest', '结业考试回顾'),
  study('/previewList', '问卷调查'),
  study('/preview', '问卷'),
  study('/evaluationPreview', '评估问卷'),
  // Open pages: a class can be previewed and shared without signing in.
  {
    path: '/openProjectDetail',
    title: '专题班详情',
    hidden: true,
    mode: 'open',
  },
  { path: '/openBjcy', title: '班级成员', hidden: true, mode: 'open' },
  { path: '/enrollmentQrCode', title: '扫码报名', hidden: true, mode: 'open' },
  { path: '/errorCode', title: '班级不存在', hidden: true, mode: 'open' },
];

export default routes;
