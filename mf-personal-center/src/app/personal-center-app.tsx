import type { ComponentType } from 'react';
import { useRouterOfMount } from '@portal/shared/spa';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
} from 'react-router-dom';

import { LearningCentrePage } from '../features/learning-centre/learning-centre-page';

/**
 * A route whose page is its own chunk, fetched the first time it is opened
 * (the archive's chart library stays out of the learning centre). `load`
 * must call import() itself so webpack can split the chunk.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

const yearArchive = () => import('../features/year-archive/year-archive-page');

function createRouter() {
  return createBrowserRouter([
    { path: '/personalCenter', element: <LearningCentrePage /> },
    {
      path: '/personalYearStuday',
      lazy: lazyPage(yearArchive, (m) => m.YearArchivePage),
    },
    {
      path: '/personalYearStudayXJ',
      lazy: lazyPage(yearArchive, (m) => m.YearArchiveXJPage),
    },
    {
      path: '/messageCenter',
      lazy: lazyPage(
        () => import('../features/message-centre/message-centre-page'),
        (m) => m.MessageCentrePage,
      ),
    },
    {
      path: '/learningcourse',
      lazy: lazyPage(
        () => import('../features/study-statistics/study-statistics-page'),
        (m) => m.StudyStatisticsPage,
      ),
    },
    { path: '/statistics', element: <Navigate to="/learningcourse" replace /> },
    {
      path: '/personalInfo',
      lazy: lazyPage(
        () => import('../features/profile/profile-page'),
        (m) => m.ProfilePage,
      ),
    },
    {
      path: '/certificate',
      lazy: lazyPage(
        () => import('../features/certificates/certificate-page'),
        (m) => m.CertificatePage,
      ),
    },
    {
      path: '/certificateVerify',
      lazy: lazyPage(
        () => import('../features/certificates/certificate-verify-page'),
        (m) => m.CertificateVerifyPage,
      ),
    },
    // Another remote's path, seen for a moment while single-spa swaps apps.
    { path: '*', element: null },
  ]);
}

export function PersonalCenterApp() {
  // One router per mount: it starts from the current URL.
  const router = useRouterOfMount(createRouter);
  return <RouterProvider router={router} />;
}
