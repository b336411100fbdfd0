import type { PageNames, RemotePages } from '@portal/shared/router';

import { HomePage } from '../features/home/home-page';
import type routes from '../routes';

/**
 * The page each entry of the route manifest (src/routes.ts) names, by its
 * name: the paths and redirects are the manifest's. The home page renders
 * eagerly, so the first screen downloads only what it shows; every other
 * page is its own chunk, fetched the first time it is opened (the import()
 * literal stays here so webpack can split it).
 */
export const pages = {
  home: { Component: HomePage },
  noticeList: () =>
    import('../features/notices/notice-list-page').then(
      (m) => m.NoticeListPage,
    ),
  noticeDetail: () =>
    import('../features/notices/notice-detail-page').then(
      (m) => m.NoticeDetailPage,
    ),
  search: () =>
    import('../features/search/search-page').then((m) => m.SearchPage),
  catalogue: () =>
    import('../features/course-catalogue/catalogue-page').then(
      (m) => m.CataloguePage,
    ),
  // Every course address shows the page the course's type asks for.
  course: () =>
    import('../features/course-study/course-page').then((m) => m.CoursePage),
  discussRoom: () =>
    import('../features/course-study/discuss-room-page').then(
      (m) => m.DiscussRoomPage,
    ),

  // Special topics and columns.
  topicList: () =>
    import('../features/special-topics/topic-list-page').then(
      (m) => m.TopicListPage,
    ),
  topicDetail: () =>
    import('../features/special-topics/topic-detail-page').then(
      (m) => m.TopicDetailPage,
    ),
  openTopicDetail: () =>
    import('../features/special-topics/topic-detail-page').then(
      (m) => m.OpenTopicDetailPage,
    ),
  columnList: () =>
    import('../features/columns/column-list-page').then(
      (m) => m.ColumnListPage,
    ),
  columnDetail: () =>
    import('../features/columns/column-detail-page').then(
      (m) => m.ColumnDetailPage,
    ),
  openColumnDetail: () =>
    import('../features/columns/column-detail-page').then(
      (m) => m.OpenColumnDetailPage,
    ),
  columnArticle: () =>
    import('../features/columns/column-article-page').then(
      (m) => m.ColumnArticlePage,
    ),

  // Course indexes of one root category.
  multipleIndex: () =>
    import('../features/course-indexes/course-index-pages').then(
      (m) => m.MultipleIndexPage,
    ),
  literaryIndex: () =>
    import('../features/course-indexes/course-index-pages').then(
      (m) => m.LiteraryIndexPage,
    ),

  // Master lecture hall.
  teacherList: () =>
    import('../features/master-lecture-hall/teacher-list-page').then(
      (m) => m.TeacherListPage,
    ),
  teacherInfo: () =>
    import('../features/master-lecture-hall/teacher-info-page').then(
      (m) => m.TeacherInfoPage,
    ),

  // Smart guidance.
  guidance: () =>
    import('../features/guidance/guidance-page').then((m) => m.GuidancePage),
  classList: () =>
    import('../features/guidance/class-list-page').then((m) => m.ClassListPage),

  // Open pages (visitors may preview; studying asks them to sign in).
  openCourse: () =>
    import('../features/open-course/open-course-page').then(
      (m) => m.OpenCoursePage,
    ),
  mobileCourse: () =>
    import('../features/open-course/mobile-course-page').then(
      (m) => m.MobileCoursePage,
    ),
  mobileTopic: () =>
    import('../features/open-course/mobile-topic-page').then(
      (m) => m.MobileTopicPage,
    ),

  // Sharing.
  share: () =>
    import('../features/sharing/share-page').then((m) => m.SharePage),
  contentShare: () =>
    import('../features/sharing/content-share-page').then(
      (m) => m.ContentSharePage,
    ),
  errorShare: () =>
    import('../features/sharing/error-share-page').then(
      (m) => m.ErrorSharePage,
    ),

  // Help centre.
  operateGuide: () =>
    import('../features/help/operate-guide-page').then(
      (m) => m.OperateGuidePage,
    ),
} satisfies RemotePages<PageNames<typeof routes>>;
