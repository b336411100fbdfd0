import { useState } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
} from 'react-router-dom';

import { HomePage } from '../features/home/home-page';

// The home page ships with the remote; every other page is its own chunk,
// fetched the first time it is opened, so /index downloads only what it shows.
const coursePage = () =>
  import('../features/course-study/course-page').then((module) => ({
    Component: module.CoursePage,
  }));

function createRouter() {
  return createBrowserRouter([
    { path: '/index', element: <HomePage /> },
    { path: '/home', element: <HomePage /> },
    { path: '/public', element: <HomePage /> },
    {
      path: '/information',
      lazy: () =>
        import('../features/notices/notice-list-page').then((module) => ({
          Component: module.NoticeListPage,
        })),
    },
    {
      path: '/informationDetail',
      lazy: () =>
        import('../features/notices/notice-detail-page').then((module) => ({
          Component: module.NoticeDetailPage,
        })),
    },
    {
      path: '/search',
      lazy: () =>
        import('../features/search/search-page').then((module) => ({
          Component: module.SearchPage,
        })),
    },
    {
      path: '/commendIndex',
      lazy: () =>
        import('../features/course-catalogue/catalogue-page').then(
          (module) => ({ Component: module.CataloguePage }),
        ),
    },
    // Both course addresses show the page the course's type asks for.
    { path: '/commendIndex/coursedetail', lazy: coursePage },
    { path: '/commendIndex/coursetextdetail', lazy: coursePage },
    {
      path: '/commendIndex/discussRoom',
      lazy: () =>
        import('../features/course-study/discuss-room-page').then((module) => ({
          Component: module.DiscussRoomPage,
        })),
    },
    { path: '/subcourse', lazy: coursePage },
    { path: '/imagetext', lazy: coursePage },
    // The shell follows the manifest's redirect; this covers standalone use.
    { path: '/commend', element: <Navigate to="/commendIndex" replace /> },
    // Another remote's path, seen for a moment while single-spa swaps apps.
    { path: '*', element: null },
  ]);
}

export function HomeApp() {
  // One router per mount: it starts from the current URL.
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
