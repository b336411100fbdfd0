import type { ComponentType } from 'react';
import { useRouterOfMount } from '@portal/shared/spa';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
} from 'react-router-dom';

import { HomePage } from '../features/home/home-page';

/**
 * A route whose page is its own chunk, fetched the first time it is opened,
 * so /index downloads only what it shows. `load` must call import() itself
 * (webpack needs the literal path to split the chunk).
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

const coursePage = lazyPage(
  () => import('../features/course-study/course-page'),
  (m) => m.CoursePage,
);
const openCoursePage = lazyPage(
  () => import('../features/open-course/open-course-page'),
  (m) => m.OpenCoursePage,
);
const contentSharePage = lazyPage(
  () => import('../features/sharing/content-share-page'),
  (m) => m.ContentSharePage,
);
const guidancePage = lazyPage(
  () => import('../features/guidance/guidance-page'),
  (m) => m.GuidancePage,
);

function createRouter() {
  return createBrowserRouter([
    { path: '/index', element: <HomePage /> },
    { path: '/home', element: <HomePage /> },
    { path: '/public', element: <HomePage /> },
    {
      path: '/information',
      lazy: lazyPage(
        () => import('../features/notices/notice-list-page'),
        (m) => m.NoticeListPage,
      ),
    },
    {
      path: '/informationDetail',
      lazy: lazyPage(
        () => import('../features/notices/notice-detail-page'),
        (m) => m.NoticeDetailPage,
      ),
    },
    {
      path: '/search',
      lazy: lazyPage(
        () => import('../features/search/search-page'),
        (m) => m.SearchPage,
      ),
    },
    {
      path: '/commendIndex',
      lazy: lazyPage(
        () => import('../features/course-catalogue/catalogue-page'),
        (m) => m.CataloguePage,
      ),
    },
    // Both course addresses show the page the course's type asks for.
    { path: '/commendIndex/coursedetail', lazy: coursePage },
    { path: '/commendIndex/coursetextdetail', lazy: coursePage },
    {
      path: '/commendIndex/discussRoom',
      lazy: lazyPage(
        () => import('../features/course-study/discuss-room-page'),
        (m) => m.DiscussRoomPage,
      ),
    },
    { path: '/subcourse', lazy: coursePage },
    { path: '/imagetext', lazy: coursePage },

    // Special topics and columns.
    {
      path: '/subjectList',
      lazy: lazyPage(
        () => import('../features/special-topics/topic-list-page'),
        (m) => m.TopicListPage,
      ),
    },
    {
      path: '/subjectDetail',
      lazy: lazyPage(
        () => import('../features/special-topics/topic-detail-page'),
        (m) => m.TopicDetailPage,
      ),
    },
    {
      path: '/openNewSpecialCourseDetail',
      lazy: lazyPage(
        () => import('../features/special-topics/topic-detail-page'),
        (m) => m.OpenTopicDetailPage,
      ),
    },
    {
      path: '/specialReList',
      lazy: lazyPage(
        () => import('../features/columns/column-list-page'),
        (m) => m.ColumnListPage,
      ),
    },
    {
      path: '/specialReDetails',
      lazy: lazyPage(
        () => import('../features/columns/column-detail-page'),
        (m) => m.ColumnDetailPage,
      ),
    },
    {
      path: '/openSpecialReDetails',
      lazy: lazyPage(
        () => import('../features/columns/column-detail-page'),
        (m) => m.OpenColumnDetailPage,
      ),
    },
    {
      path: '/specialReTextDetails',
      lazy: lazyPage(
        () => import('../features/columns/column-article-page'),
        (m) => m.ColumnArticlePage,
      ),
    },

    // Course indexes of one root category.
    {
      path: '/multipleIndex',
      lazy: lazyPage(
        () => import('../features/course-indexes/course-index-pages'),
        (m) => m.MultipleIndexPage,
      ),
    },
    {
      path: '/literaryIndex',
      lazy: lazyPage(
        () => import('../features/course-indexes/course-index-pages'),
        (m) => m.LiteraryIndexPage,
      ),
    },
    { path: '/multiple', element: <Navigate to="/multipleIndex" replace /> },
    { path: '/literary', element: <Navigate to="/literaryIndex" replace /> },

    // Master lecture hall.
    {
      path: '/masterLectureHall',
      element: <Navigate to="/masterLectureHall/list" replace />,
    },
    {
      path: '/masterLectureHall/list',
      lazy: lazyPage(
        () => import('../features/master-lecture-hall/teacher-list-page'),
        (m) => m.TeacherListPage,
      ),
    },
    {
      path: '/masterLectureHall/info',
      lazy: lazyPage(
        () => import('../features/master-lecture-hall/teacher-info-page'),
        (m) => m.TeacherInfoPage,
      ),
    },

    // Smart guidance.
    { path: '/intelligentGuidance', lazy: guidancePage },
    { path: '/openIntelligentGuidance', lazy: guidancePage },
    {
      path: '/classList',
      lazy: lazyPage(
        () => import('../features/guidance/class-list-page'),
        (m) => m.ClassListPage,
      ),
    },

    // Open pages (visitors may preview; studying asks them to sign in).
    { path: '/openCourseDetail', lazy: openCoursePage },
    { path: '/openCourseTextDetail', lazy: openCoursePage },
    { path: '/openNewGoodCourseDetail', lazy: openCoursePage },
    { path: '/openSeeView', lazy: openCoursePage },
    {
      path: '/openCourseDetailMobile',
      lazy: lazyPage(
        () => import('../features/open-course/mobile-course-page'),
        (m) => m.MobileCoursePage,
      ),
    },
    {
      path: '/openSpecialMobile',
      lazy: lazyPage(
        () => import('../features/open-course/mobile-topic-page'),
        (m) => m.MobileTopicPage,
      ),
    },

    // Sharing.
    {
      path: '/share',
      lazy: lazyPage(
        () => import('../features/sharing/share-page'),
        (m) => m.SharePage,
      ),
    },
    { path: '/contentShare', lazy: contentSharePage },
    { path: '/contentShareBook', lazy: contentSharePage },
    {
      path: '/errorShare',
      lazy: lazyPage(
        () => import('../features/sharing/error-share-page'),
        (m) => m.ErrorSharePage,
      ),
    },

    // Help centre.
    {
      path: '/operateGuide',
      lazy: lazyPage(
        () => import('../features/help/operate-guide-page'),
        (m) => m.OperateGuidePage,
      ),
    },
    { path: '/guide', element: <Navigate to="/operateGuide" replace /> },

    // The shell follows the manifest's redirect; this covers standalone use.
    { path: '/commend', element: <Navigate to="/commendIndex" replace /> },
    // Another remote's path, seen for a moment while single-spa swaps apps.
    { path: '*', element: null },
  ]);
}

export function HomeApp() {
  // One router per mount: it starts from the current URL.
  const router = useRouterOfMount(createRouter);
  return <RouterProvider router={router} />;
}
