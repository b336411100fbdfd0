import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-projects, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/project', redirect: '/projectIndex', hidden: true },
  { path: '/projectIndex', title: '网上专题班', layout: 'main' },
];

export default routes;
