import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-personal-center, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/personalCenter', title: '学习中心', layout: 'workspace' },
];

export default routes;
