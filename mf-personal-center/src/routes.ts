import type { PortalRole, PortalRoute } from '@portal/shared/types';

/**
 * The learning centre holds a learner's own records, so every page of it
 * asks for the portal's learner role (seed-spec 6): the shell leaves it out
 * of the sidebar of anyone without it and answers him with its
 * no-permission page.
 */
const LEARNER: PortalRole[] = ['ROLE_NC_WEB'];

/**
 * Route manifest of mf-personal-center, exposed as './routes' and emitted as
 * routes.json. Each entry names its page (src/app/pages.ts) or its redirect;
 * `satisfies` keeps the page names literal, so the page map is checked
 * against them.
 */
const routes = [
  // The tabs are chosen by ?acativeId= (seed-spec 2.4; 8 is the password tab).
  {
    path: '/personalCenter',
    page: 'learningCentre',
    title: '学习中心',
    layout: 'workspace',
    roles: LEARNER,
  },
  {
    path: '/personalYearStuday',
    page: 'yearArchive',
    title: '年度学习档案',
    layout: 'workspace',
    roles: LEARNER,
  },
  {
    path: '/personalYearStudayXJ',
    page: 'yearArchiveXJ',
    title: '年度学习档案',
    layout: 'workspace',
    hidden: true,
    roles: LEARNER,
  },
  {
    path: '/messageCenter',
    page: 'messageCentre',
    title: '消息中心',
    layout: 'workspace',
    roles: LEARNER,
  },
  {
    path: '/learningcourse',
    page: 'studyStatistics',
    title: '学时统计',
    layout: 'workspace',
    roles: LEARNER,
  },
  { path: '/statistics', redirect: '/learningcourse', hidden: true },
  {
    path: '/personalInfo',
    page: 'profile',
    title: '个人资料',
    layout: 'workspace',
    roles: LEARNER,
  },
  // A certificate prints on its own, without the portal's frame.
  {
    path: '/certificate',
    page: 'certificate',
    title: '证书',
    layout: 'blank',
    hidden: true,
    roles: LEARNER,
  },
  // Anyone scanning a certificate's QR code may check it.
  {
    path: '/certificateVerify',
    page: 'certificateVerify',
    title: '证书验证',
    hidden: true,
    mode: 'open',
  },
] satisfies PortalRoute[];

export default routes;
