import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-home, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/index', title: '首页', layout: 'main', public: true },
  { path: '/home', title: '首页', layout: 'main' },
  { path: '/public', title: '首页', layout: 'main', public: true },
  { path: '/information', title: '通知公告', public: true },
  { path: '/informationDetail', title: '公告详情', hidden: true, public: true },
  {
    path: '/search',
    title: '搜索',
    hidden: true,
    public: true,
    mode: 'search',
  },
  {
    path: '/commendIndex',
    title: '课程推荐',
    children: [
      { path: 'coursedetail', title: '课程详情', hidden: true },
      { path: 'coursetextdetail', title: '图文课程', hidden: true },
      { path: 'discussRoom', title: '课程讨论', hidden: true },
    ],
  },
  { path: '/commend', redirect: '/commendIndex', hidden: true },
  { path: '/subcourse', title: '视频课程', hidden: true },
  { path: '/imagetext', title: '图文课程', hidden: true },
];

export default routes;
