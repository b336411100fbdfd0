import type { PortalRole, PortalRoute } from '@portal/shared/types';

/**
 * A class's study pages hold a learner's enrolment, work and attempts, so
 * they ask for the portal's learner role (seed-spec 6). The class lists and
 * the open pages do not: visitors browse and share classes.
 */
const LEARNER: PortalRole[] = ['ROLE_NC_WEB'];

/** A class study page, opened from a class, never from a menu. */
const study = <Page extends Uncapitalize<string>>(
  path: string,
  title: string,
  page: Page,
) =>
  ({ path, title, page, hidden: true, roles: LEARNER }) satisfies PortalRoute;

/**
 * Route manifest of mf-projects, exposed as './routes' and emitted as
 * routes.json. Each entry names its page (src/app/pages.ts) or its redirect;
 * `satisfies` keeps the page names literal, so the page map is checked
 * against them.
 */
const routes = [
  { path: '/project', redirect: '/projectIndex', hidden: true },
  {
    path: '/projectIndex',
    page: 'classList',
    title: '网上专题班',
    layout: 'main',
  },
  {
    path: '/projectIndexCity',
    page: 'classCity',
    title: '地市专题班',
    layout: 'main',
  },
  study('/projectDetail', '专题班详情', 'classDetail'),
  study('/projectDetailBjcy', '班级成员', 'members'),
  {
    ...study('/projectDetailCxda', '学习档案', 'studyArchive'),
    // The archive's tabs: no page of their own, the archive's page shows them.
    children: [
      { path: 'myClass', title: '我的班级', hidden: true },
      { path: 'myExam', title: '我的考试', hidden: true },
      { path: 'completionSchedule', title: '结业进度', hidden: true },
      { path: 'excellentProgress', title: '学习排行', hidden: true },
    ],
  },
  study('/projectDetailBwgl', '班务管理', 'classAffairs'),
  study('/classNotice', '班级通知', 'classNotice'),
  study('/projectDetailBjdt', '班级动态', 'classNews'),
  study('/projectDetailGrbjzy', '个人作业', 'homework'),
  study('/projectStartExam', '结业考试', 'graduationExam'),
  study('/projectReviewQuest', '结业考试回顾', 'graduationReview'),
  study('/previewList', '问卷调查', 'surveyList'),
  study('/preview', '问卷', 'survey'),
  study('/evaluationPreview', '评估问卷', 'evaluationPreview'),
  // Open pages: a class can be previewed and shared without signing in.
  {
    path: '/openProjectDetail',
    page: 'openClassDetail',
    title: '专题班详情',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openBjcy',
    page: 'openMembers',
    title: '班级成员',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/enrollmentQrCode',
    page: 'enrollmentQr',
    title: '扫码报名',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/errorCode',
    page: 'errorCode',
    title: '班级不存在',
    hidden: true,
    mode: 'open',
  },
] satisfies PortalRoute[];

export default routes;
