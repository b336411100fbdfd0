import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-personal-center, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  // The tabs are chosen by ?acativeId= (seed-spec 2.4; 8 is the password tab).
  { path: '/personalCenter', title: '学习中心', layout: 'workspace' },
  { path: '/personalYearStuday', title: '年度学习档案', layout: 'workspace' },
  {
    path: '/personalYearStudayXJ',
    title: '年度学习档案',
    layout: 'workspace',
    hidden: true,
  },
  { path: '/messageCenter', title: '消息中心', layout: 'workspace' },
  { path: '/learningcourse', title: '学时统计', layout: 'workspace' },
  { path: '/statistics', redirect: '/learningcourse', hidden: true },
  { path: '/personalInfo', title: '个人资料', layout: 'workspace' },
  // A certificate prints on its own, without the portal's frame.
  { path: '/certificate', title: '证书', layout: 'blank', hidden: true },
  // Anyone scanning a certificate's QR code may check it.
  {
    path: '/certificateVerify',
    title: '证书验证',
    hidden: true,
    mode: 'open',
  },
];

export default routes;
