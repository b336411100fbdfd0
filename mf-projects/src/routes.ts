import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-projects, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/project', redirect: '/projectIndex', hidden: true },
  { path: '/projectIndex', title: '网上专题班', layout: 'main' },
  { path: '/projectIndexCity', title: '地市专题班', layout: 'main' },
  { path: '/projectDetail', title: '专题班详情', hidden: true },
  { path: '/projectDetailBjcy', title: '班级成员', hidden: true },
  {
    path: '/projectDetailCxda',
    title: '学习档案',
    hidden: true,
    children: [
      { path: 'myClass', title: '我的班级', hidden: true },
      { path: 'myExam', title: '我的考试', hidden: true },
      { path: 'completionSchedule', title: '结业进度', hidden: true },
      { path: 'excellentProgress', title: '学习排行', hidden: true },
    ],
  },
  { path: '/projectDetailBwgl', title: '班务管理', hidden: true },
  { path: '/classNotice', title: '班级通知', hidden: true },
  { path: '/projectDetailBjdt', title: '班级动态', hidden: true },
  { path: '/projectDetailGrbjzy', title: '个人作业', hidden: true },
  { path: '/projectStartExam', title: '结业考试', hidden: true },
  { path: '/projectReviewQuest', title: '结业考试回顾', hidden: true },
  { path: '/previewList', title: '问卷调查', hidden: true },
  { path: '/preview', title: '问卷', hidden: true },
  { path: '/evaluationPreview', title: '评估问卷', hidden: true },
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
