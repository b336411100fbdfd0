import type { PortalRoute } from '@portal/shared/types';

import { canOpen, filterRoutes, userRoles } from './permissions';

const routes: PortalRoute[] = [
  { path: '/open', title: '公开' },
  { path: '/learners', title: '学员', roles: ['ROLE_NC_WEB'] },
  {
    path: '/centre',
    title: '中心',
    children: [
      { path: 'mine', title: '我的' },
      { path: 'audit', title: '审核', roles: ['admin'] },
    ],
  },
];

describe('route permissions', () => {
  it('lets admin see every route', () => {
    expect(filterRoutes(routes, ['admin'])).toEqual(routes);
  });

  it('keeps routes whose roles intersect, recursively, and open ones', () => {
    const visible = filterRoutes(routes, ['ROLE_NC_WEB']);
    expect(visible.map((r) => r.path)).toEqual([
      '/open',
      '/learners',
      '/centre',
    ]);
    expect(visible[2]?.children?.map((r) => r.path)).toEqual(['mine']);
    expect(filterRoutes(routes, []).map((r) => r.path)).toEqual([
      '/open',
      '/centre',
    ]);
  });

  it('checks a whole chain and merges both role fields', () => {
    const centre = routes[2] as PortalRoute;
    const audit = centre.children?.[1] as PortalRoute;
    expect(canOpen([centre, audit], ['ROLE_NC_WEB'])).toBe(false);
    expect(canOpen([centre, audit], ['admin'])).toBe(true);
    expect(
      userRoles({
        roles: ['ROLE_NC_WEB'],
        roleList: [{ roleName: 'admin' }, { roleName: 'ROLE_NC_WEB' }],
      }),
    ).toEqual(['ROLE_NC_WEB', 'admin']);
    expect(userRoles(null)).toEqual([]);
  });
});
