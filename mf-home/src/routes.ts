import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-home, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/index', title: '首页', layout: 'main', public: true },
  { path: '/home', title: '首页', layout: 'main' },
  { path: '/public', title: '首页', layout: 'main', public: true },
];

export default routes;
