import type { PortalRoute } from '@portal/shared/types';

import {
  ancestorKeys,
  buildBreadcrumb,
  buildSidebar,
  nextOpenKeys,
  shortenBreadcrumb,
} from './sidebar-tree';

const tree: PortalRoute[] = [
  { path: '/personalCenter', title: '学习中心' },
  { path: '/secret', title: '隐藏', hidden: true },
  {
    path: '/statistics',
    title: '学时统计',
    children: [{ path: 'learningcourse', title: '课程学时' }],
  },
  {
    path: '/archive',
    title: '学习档案',
    redirect: 'noredirect',
    children: [
      { path: 'year', title: '年度档案' },
      { path: 'detail', title: '详情', hidden: true },
      {
        path: 'city',
        title: '市级档案',
        children: [
          { path: 'a', title: 'A' },
          { path: 'b', title: 'B' },
        ],
      },
    ],
  },
  { path: 'https://www.cela.gov.cn/', title: '中国干部网络学院' },
];

describe('buildSidebar', () => {
  it('skips hidden routes, collapses a single child and nests the rest', () => {
    expect(buildSidebar(tree)).toEqual([
      {
        key: '/personalCenter',
        title: '学习中心',
        href: '/personalCenter',
        external: false,
      },
      {
        key: '/statistics/learningcourse',
        title: '课程学时',
        href: '/statistics/learningcourse',
        external: false,
      },
      {
        key: '/archive',
        title: '学习档案',
        href: '/archive',
        external: false,
        children: [
          {
            key: '/archive/year',
            title: '年度档案',
            href: '/archive/year',
            external: false,
          },
          {
            key: '/archive/city',
            title: '市级档案',
            href: '/archive/city',
            external: false,
            children: [
              {
                key: '/archive/city/a',
                title: 'A',
                href: '/archive/city/a',
                external: false,
              },
              {
                key: '/archive/city/b',
                title: 'B',
                href: '/archive/city/b',
                external: false,
              },
            ],
          },
        ],
      },
      {
        key: 'https://www.cela.gov.cn/',
        title: '中国干部网络学院',
        href: 'https://www.cela.gov.cn/',
        external: true,
      },
    ]);
  });
});

describe('buildBreadcrumb', () => {
  it('links every titled step but the last and noredirect ones', () => {
    const archive = tree[3] as PortalRoute;
    const year = archive.children?.[0] as PortalRoute;
    expect(buildBreadcrumb([archive, year])).toEqual([
      { title: '学习档案' },
      { title: '年度档案' },
    ]);
    const stats = tree[2] as PortalRoute;
    expect(
      buildBreadcrumb([stats, stats.children?.[0] as PortalRoute]),
    ).toEqual([
      { title: '学时统计', href: '/statistics' },
      { title: '课程学时' },
    ]);
    expect(
      buildBreadcrumb([{ path: '/x' }, { path: 'y', title: '页' }]),
    ).toEqual([{ title: '页' }]);
  });
});

describe('shortenBreadcrumb', () => {
  const trail = [
    { title: '学习档案', href: '/archive' },
    { title: '市级档案', href: '/archive/city' },
    { title: 'A' },
  ];

  it('keeps the last items after an ellipsis', () => {
    expect(shortenBreadcrumb(trail, 2)).toEqual([
      { title: '…' },
      { title: '市级档案', href: '/archive/city' },
      { title: 'A' },
    ]);
    expect(shortenBreadcrumb(trail, 1)).toEqual([
      { title: '…' },
      { title: 'A' },
    ]);
  });

  it('leaves a short trail as it is', () => {
    expect(shortenBreadcrumb(trail.slice(1), 2)).toEqual(trail.slice(1));
  });
});

describe('nextOpenKeys (one submenu open at a time)', () => {
  const nested = buildSidebar([
    {
      path: '/archive',
      title: '学习档案',
      children: [
        { path: 'year', title: '年度' },
        {
          path: 'detail',
          title: '明细',
          children: [
            { path: 'courses', title: '课程' },
            { path: 'exams', title: '考试' },
          ],
        },
      ],
    },
    {
      path: '/centre',
      title: '学习中心',
      children: [
        { path: 'a', title: '甲' },
        { path: 'b', title: '乙' },
      ],
    },
  ]);

  it('finds the submenus that hold a key, outermost first', () => {
    expect(ancestorKeys(nested, '/archive/detail/exams')).toEqual([
      '/archive',
      '/archive/detail',
    ]);
    expect(ancestorKeys(nested, '/nowhere')).toBeNull();
  });

  it('keeps the parent open when a nested submenu opens in it', () => {
    expect(
      nextOpenKeys(nested, ['/archive'], ['/archive', '/archive/detail']),
    ).toEqual(['/archive', '/archive/detail']);
  });

  it('closes the other submenus, nested ones included, when another opens', () => {
    expect(
      nextOpenKeys(
        nested,
        ['/archive', '/archive/detail'],
        ['/archive', '/archive/detail', '/centre'],
      ),
    ).toEqual(['/centre']);
  });

  it('closes only the submenu that was closed', () => {
    expect(
      nextOpenKeys(nested, ['/archive', '/archive/detail'], ['/archive']),
    ).toEqual(['/archive']);
  });
});
