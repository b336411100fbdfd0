import { useState } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
} from 'react-router-dom';

import { CataloguePage } from '../features/course-catalogue/catalogue-page';
import { CoursePage } from '../features/course-study/course-page';
import { DiscussRoomPage } from '../features/course-study/discuss-room-page';
import { HomePage } from '../features/home/home-page';
import { NoticeDetailPage } from '../features/notices/notice-detail-page';
import { NoticeListPage } from '../features/notices/notice-list-page';
import { SearchPage } from '../features/search/search-page';

function createRouter() {
  return createBrowserRouter([
    { path: '/index', element: <HomePage /> },
    { path: '/home', element: <HomePage /> },
    { path: '/public', element: <HomePage /> },
    { path: '/information', element: <NoticeListPage /> },
    { path: '/informationDetail', element: <NoticeDetailPage /> },
    { path: '/search', element: <SearchPage /> },
    { path: '/commendIndex', element: <CataloguePage /> },
    // Both course addresses show the page the course's type asks for.
    { path: '/commendIndex/coursedetail', element: <CoursePage /> },
    { path: '/commendIndex/coursetextdetail', element: <CoursePage /> },
    { path: '/commendIndex/discussRoom', element: <DiscussRoomPage /> },
    { path: '/subcourse', element: <CoursePage /> },
    { path: '/imagetext', element: <CoursePage /> },
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
