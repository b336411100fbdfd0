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

  // Special topics and columns open in the workspace layout (seed-spec 2.4).
  { path: '/subjectList', title: '专题学习', layout: 'workspace' },
  {
    path: '/subjectDetail',
    title: '专题详情',
    layout: 'workspace',
    hidden: true,
  },
  { path: '/specialReList', title: '专栏推荐', layout: 'workspace' },
  {
    path: '/specialReDetails',
    title: '专栏详情',
    layout: 'workspace',
    hidden: true,
  },
  {
    path: '/specialReTextDetails',
    title: '专栏文章',
    layout: 'workspace',
    hidden: true,
  },
  { path: '/multipleIndex', title: '综合素养课程' },
  { path: '/multiple', redirect: '/multipleIndex', hidden: true },
  { path: '/literaryIndex', title: '文艺专业课程' },
  { path: '/literary', redirect: '/literaryIndex', hidden: true },
  {
    path: '/masterLectureHall',
    title: '名师讲堂',
    redirect: '/masterLectureHall/list',
    children: [
      { path: 'list', title: '名师列表' },
      { path: 'info', title: '名师详情', hidden: true },
    ],
  },

  // Smart guidance: courses suggested from the hours still required.
  { path: '/classList', title: '智能导学', hidden: true },
  { path: '/intelligentGuidance', title: '智能导学' },
  {
    path: '/openIntelligentGuidance',
    title: '智能导学',
    hidden: true,
    mode: 'open',
  },

  // Open pages: no login, floating panel hidden; studying asks to sign in.
  { path: '/openCourseDetail', title: '课程详情', hidden: true, mode: 'open' },
  {
    path: '/openCourseTextDetail',
    title: '图文课程',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openNewGoodCourseDetail',
    title: '精品课程',
    hidden: true,
    mode: 'open',
  },
  { path: '/openSeeView', title: '课程预览', hidden: true, mode: 'open' },
  {
    path: '/openSpecialReDetails',
    title: '专栏详情',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openNewSpecialCourseDetail',
    title: '专题详情',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openCourseDetailMobile',
    title: '课程详情',
    hidden: true,
    mode: 'open',
    layout: 'blank',
  },
  {
    path: '/openSpecialMobile',
    title: '专题详情',
    hidden: true,
    mode: 'open',
    layout: 'blank',
  },

  // Sharing: anyone with the link may open these.
  { path: '/share', title: '分享', hidden: true, mode: 'open' },
  { path: '/contentShare', title: '视频课程分享', hidden: true, mode: 'open' },
  {
    path: '/contentShareBook',
    title: '图文课程分享',
    hidden: true,
    mode: 'open',
  },
  { path: '/errorShare', title: '课程不存在', hidden: true, mode: 'open' },

  // Help centre (whitelisted in seed-spec 2.5).
  { path: '/operateGuide', title: '帮助中心', hidden: true, public: true },
  { path: '/guide', redirect: '/operateGuide', hidden: true, public: true },
];

export default routes;
