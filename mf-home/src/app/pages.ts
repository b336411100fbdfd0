import type { RemotePages } from '@portal/shared/router';

import { HomePage } from '../features/home/home-page';

/**
 * The page of every path in the route manifest (src/routes.ts), or its
 * redirect. /index and its aliases render eagerly, so the first screen
 * downloads only what it shows; every other page is its own chunk, fetched
 * the first time it is opened (the import() literal stays here so webpack
 * can split it).
 */
const home = { Component: HomePage };
const coursePage = () =>
  import('../features/course-study/course-page').then((m) => m.CoursePage);
const openCoursePage = () =>
  import('../features/open-course/open-course-page').then(
    (m) => m.OpenCoursePage,
  );
const contentSharePage = () =>
  import('../features/sharing/content-share-page').then(
    (m) => m.ContentSharePage,
  );
const guidancePage = () =>
  import('../features/guidance/guidance-page').then((m) => m.GuidancePage);

export const pages: RemotePages = {
  '/index': home,
  '/home': home,
  '/public': home,
  '/information': () =>
    import('../features/notices/notice-list-page').then(
      (m) => m.NoticeListPage,
    ),
  '/informationDetail': () =>
    import('../features/notices/notice-detail-page').then(
      (m) => m.NoticeDetailPage,
    ),
  '/search': () =>
    import('../features/search/search-page').then((m) => m.SearchPage),
  '/commendIndex': () =>
    import('../features/course-catalogue/catalogue-page').then(
      (m) => m.CataloguePage,
    ),
  // Both course addresses show the page the course's type asks for.
  '/commendIndex/coursedetail': coursePage,
  '/commendIndex/coursetextdetail': coursePage,
  '/commend': { redirect: '/commendIndex' },
  '/commendIndex/discussRoom': () =>
    import('../features/course-study/discuss-room-page').then(
      (m) => m.DiscussRoomPage,
    ),
  '/subcourse': coursePage,
  '/imagetext': coursePage,

  // Special topics and columns.
  '/subjectList': () =>
    import('../features/special-topics/topic-list-page').then(
      (m) => m.TopicListPage,
    ),
  '/subjectDetail': () =>
    import('../features/special-topics/topic-detail-page').then(
      (m) => m.TopicDetailPage,
    ),
  '/openNewSpecialCourseDetail': () =>
    import('../features/special-topics/topic-detail-page').then(
      (m) => m.OpenTopicDetailPage,
    ),
  '/specialReList': () =>
    import('../features/columns/column-list-page').then(
      (m) => m.ColumnListPage,
    ),
  '/specialReDetails': () =>
    import('../features/columns/column-detail-page').then(
      (m) => m.ColumnDetailPage,
    ),
  '/openSpecialReDetails': () =>
    import('../features/columns/column-detail-page').then(
      (m) => m.OpenColumnDetailPage,
    ),
  '/specialReTextDetails': () =>
    import('../features/columns/column-article-page').then(
      (m) => m.ColumnArticlePage,
    ),

  // Course indexes of one root category.
  '/multipleIndex': () =>
    import('../features/course-indexes/course-index-pages').then(
      (m) => m.MultipleIndexPage,
    ),
  '/literaryIndex': () =>
    import('../features/course-indexes/course-index-pages').then(
      (m) => m.LiteraryIndexPage,
    ),

  '/multiple': { redirect: '/multipleIndex' },
  '/literary': { redirect: '/literaryIndex' },

  // Master lecture hall.
  '/masterLectureHall': { redirect: '/masterLectureHall/list' },
  '/masterLectureHall/list': () =>
    import('../features/master-lecture-hall/teacher-list-page').then(
      (m) => m.TeacherListPage,
    ),
  '/masterLectureHall/info': () =>
    import('../features/master-lecture-hall/teacher-info-page').then(
      (m) => m.TeacherInfoPage,
    ),

  // Smart guidance.
  '/intelligentGuidance': guidancePage,
  '/openIntelligentGuidance': guidancePage,
  '/classList': () =>
    import('../features/guidance/class-list-page').then((m) => m.ClassListPage),

  // Open pages (visitors may preview; studying asks them to sign in).
  '/openCourseDetail': openCoursePage,
  '/openCourseTextDetail': openCoursePage,
  '/openNewGoodCourseDetail': openCoursePage,
  '/openSeeView': openCoursePage,
  '/openCourseDetailMobile': () =>
    import('../features/open-course/mobile-course-page').then(
      (m) => m.MobileCoursePage,
    ),
  '/openSpecialMobile': () =>
    import('../features/open-course/mobile-topic-page').then(
      (m) => m.MobileTopicPage,
    ),

  // Sharing.
  '/share': () =>
    import('../features/sharing/share-page').then((m) => m.SharePage),
  '/contentShare': contentSharePage,
  '/contentShareBook': contentSharePage,
  '/errorShare': () =>
    import('../features/sharing/error-share-page').then(
      (m) => m.ErrorSharePage,
    ),

  // Help centre.
  '/operateGuide': () =>
    import('../features/help/operate-guide-page').then(
      (m) => m.OperateGuidePage,
    ),
  '/guide': { redirect: '/operateGuide' },
};
