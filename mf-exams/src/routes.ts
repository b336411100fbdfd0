import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-exams, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/scheme', title: '巩固练习活动方案', layout: 'main' },
];

export default routes;
