import type { PortalRoute } from '@portal/shared/types';

/**
 * Route manifest of mf-home, exposed as './routes' and emitted as routes.json.
 * Each entry names its page (src/app/pages.ts) or its redirect; `satisfies`
 * keeps the page names literal, so the page map is checked against them.
 */
const routes = [
  { path: '/index', page: 'home', title: '首页', layout: 'main', public: true },
  { path: '/home', page: 'home', title: '首页', layout: 'main' },
  {
    path: '/public',
    page: 'home',
    title: '首页',
    layout: 'main',
    public: true,
  },
  { path: '/information', page: 'noticeList', title: '通知公告', public: true },
  {
    path: '/informationDetail',
    page: 'noticeDetail',
    title: '公告详情',
    hidden: true,
    public: true,
  },
  {
    path: '/search',
    page: 'search',
    title: '搜索',
    hidden: true,
    public: true,
    mode: 'search',
  },
  {
    path: '/commendIndex',
    page: 'catalogue',
    title: '课程推荐',
    children: [
      { path: 'coursedetail', page: 'course', title: '课程详情', hidden: true },
      {
        path: 'coursetextdetail',
        page: 'course',
        title: '图文课程',
        hidden: true,
      },
      {
        path: 'discussRoom',
        page: 'discussRoom',
        title: '课程讨论',
        hidden: true,
      },
    ],
  },
  { path: '/commend', redirect: '/commendIndex', hidden: true },
  { path: '/subcourse', page: 'course', title: '视频课程', hidden: true },
  { path: '/imagetext', page: 'course', title: '图文课程', hidden: true },

  // Special topics and columns open in the workspace layout (seed-spec 2.4).
  {
    path: '/subjectList',
    page: 'topicList',
    title: '专题学习',
    layout: 'workspace',
  },
  {
    path: '/subjectDetail',
    page: 'topicDetail',
    title: '专题详情',
    layout: 'workspace',
    hidden: true,
  },
  {
    path: '/specialReList',
    page: 'columnList',
    title: '专栏推荐',
    layout: 'workspace',
  },
  {
    path: '/specialReDetails',
    page: 'columnDetail',
    title: '专栏详情',
    layout: 'workspace',
    hidden: true,
  },
  {
    path: '/specialReTextDetails',
    page: 'columnArticle',
    title: '专栏文章',
    layout: 'workspace',
    hidden: true,
  },
  { path: '/multipleIndex', page: 'multipleIndex', title: '综合素养课程' },
  { path: '/multiple', redirect: '/multipleIndex', hidden: true },
  { path: '/literaryIndex', page: 'literaryIndex', title: '文艺专业课程' },
  { path: '/literary', redirect: '/literaryIndex', hidden: true },
  {
    path: '/masterLectureHall',
    title: '名师讲堂',
    redirect: '/masterLectureHall/list',
    children: [
      { path: 'list', page: 'teacherList', title: '名师列表' },
      { path: 'info', page: 'teacherInfo', title: '名师详情', hidden: true },
    ],
  },

  // Smart guidance: courses suggested from the hours still required.
  { path: '/classList', page: 'classList', title: '智能导学', hidden: true },
  { path: '/intelligentGuidance', page: 'guidance', title: '智能导学' },
  {
    path: '/openIntelligentGuidance',
    page: 'guidance',
    title: '智能导学',
    hidden: true,
    mode: 'open',
  },

  // Open pages: no login, floating panel hidden; studying asks to sign in.
  {
    path: '/openCourseDetail',
    page: 'openCourse',
    title: '课程详情',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openCourseTextDetail',
    page: 'openCourse',
    title: '图文课程',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openNewGoodCourseDetail',
    page: 'openCourse',
    title: '精品课程',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openSeeView',
    page: 'openCourse',
    title: '课程预览',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openSpecialReDetails',
    page: 'openColumnDetail',
    title: '专栏详情',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openNewSpecialCourseDetail',
    page: 'openTopicDetail',
    title: '专题详情',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/openCourseDetailMobile',
    page: 'mobileCourse',
    title: '课程详情',
    hidden: true,
    mode: 'open',
    layout: 'blank',
  },
  {
    path: '/openSpecialMobile',
    page: 'mobileTopic',
    title: '专题详情',
    hidden: true,
    mode: 'open',
    layout: 'blank',
  },

  // Sharing: anyone with the link may open these.
  { path: '/share', page: 'share', title: '分享', hidden: true, mode: 'open' },
  {
    path: '/contentShare',
    page: 'contentShare',
    title: '视频课程分享',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/contentShareBook',
    page: 'contentShare',
    title: '图文课程分享',
    hidden: true,
    mode: 'open',
  },
  {
    path: '/errorShare',
    page: 'errorShare',
    title: '课程不存在',
    hidden: true,
    mode: 'open',
  },

  // Help centre (whitelisted in seed-spec 2.5).
  {
    path: '/operateGuide',
    page: 'operateGuide',
    title: '帮助中心',
    hidden: true,
    public: true,
  },
  { path: '/guide', redirect: '/operateGuide', hidden: true, public: true },
] satisfies PortalRoute[];

export default routes;
