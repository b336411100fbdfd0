import type { PortalRoute } from '@portal/shared/types';
import { findRoute, flattenRoutes, matchPath } from './route-match';

const routes: PortalRoute[] = [
  { path: '/index', title: '首页', public: true },
  {
    path: '/commendIndex',
    title: '课程推荐',
    children: [{ path: 'coursedetail', title: '课程详情', hidden: true }],
  },
  { path: '/projectDetailCxda/:id', title: '学习档案' },
];

describe('route matching', () => {
  it('flattens children under their parent path', () => {
    expect(flattenRoutes(routes).map((r) => r.fullPath)).toEqual([
      '/index',
      '/commendIndex',
      '/commendIndex/coursedetail',
      '/projectDetailCxda/:id',
    ]);
  });

  it('matches exact paths, params and nothing else', () => {
    expect(matchPath('/index', '/index/')).toBe(true);
    expect(matchPath('/index', '/indexes')).toBe(false);
    expect(matchPath('/projectDetailCxda/:id', '/projectDetailCxda/42')).toBe(
      true,
    );
    expect(matchPath('/projectDetailCxda/:id', '/projectDetailCxda')).toBe(
      false,
    );
    expect(matchPath('/spiceAnswer/*', '/spiceAnswer/reviewQuest')).toBe(true);
  });

  it('finds the route and its chain for breadcrumbs', () => {
    const found = findRoute(
      flattenRoutes(routes),
      '/commendIndex/coursedetail',
    );
    expect(found?.chain.map((r) => r.title)).toEqual(['课程推荐', '课程详情']);
    expect(findRoute(flattenRoutes(routes), '/nowhere')).toBeUndefined();
  });
});
