import type { ComponentType } from 'react';
import { useRouterOfMount } from '@portal/shared/spa';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { ClassListPage } from '../features/class-list/class-list-page';

/**
 * A route whose page is its own chunk, fetched the first time it is opened.
 * `load` must call import() itself so webpack can split the chunk.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

const classDetail = () => import('../features/class-detail/class-detail-page');
const members = () => import('../features/class-members/class-members-page');
const studyArchive = () =>
  import('../features/study-archive/study-archive-page');
const graduation = () =>
  import('../features/graduation-exam/graduation-exam-pages');
const surveys = () => import('../features/surveys/survey-pages');
const enrolment = () => import('../features/enrolment/enrolment-pages');

function createRouter() {
  return createBrowserRouter([
    { path: '/projectIndex', element: <ClassListPage /> },
    {
      path: '/projectIndexCity',
      lazy: lazyPage(
        () => import('../features/class-list/class-city-page'),
        (m) => m.ClassCityPage,
      ),
    },
    {
      path: '/projectDetail',
      lazy: lazyPage(classDetail, (m) => m.ClassDetailPage),
    },
    {
      path: '/openProjectDetail',
      lazy: lazyPage(classDetail, (m) => m.OpenClassDetailPage),
    },
    {
      path: '/projectDetailBjcy',
      lazy: lazyPage(members, (m) => m.ClassMembersPage),
    },
    {
      path: '/openBjcy',
      lazy: lazyPage(members, (m) => m.OpenClassMembersPage),
    },
    {
      path: '/enrollmentQrCode',
      lazy: lazyPage(enrolment, (m) => m.EnrollmentQrPage),
    },
    { path: '/errorCode', lazy: lazyPage(enrolment, (m) => m.ErrorCodePage) },
    {
      path: '/classNotice',
      lazy: lazyPage(
        () => import('../features/class-notices/class-notice-page'),
        (m) => m.ClassNoticePage,
      ),
    },
    {
      path: '/projectDetailBjdt',
      lazy: lazyPage(
        () => import('../features/class-news/class-news-page'),
        (m) => m.ClassNewsPage,
      ),
    },
    {
      path: '/projectDetailBwgl',
      lazy: lazyPage(
        () => import('../features/class-affairs/class-affairs-page'),
        (m) => m.ClassAffairsPage,
      ),
    },
    {
      path: '/projectDetailGrbjzy',
      lazy: lazyPage(
        () => import('../features/homework/homework-page'),
        (m) => m.HomeworkPage,
      ),
    },
    // The archive's tabs are its child paths (myClass, myExam, …).
    {
      path: '/projectDetailCxda/*',
      lazy: lazyPage(studyArchive, (m) => m.StudyArchivePage),
    },
    {
      path: '/projectStartExam',
      lazy: lazyPage(graduation, (m) => m.GraduationExamPage),
    },
    {
      path: '/projectReviewQuest',
      lazy: lazyPage(graduation, (m) => m.GraduationReviewPage),
    },
    { path: '/previewList', lazy: lazyPage(surveys, (m) => m.SurveyListPage) },
    { path: '/preview', lazy: lazyPage(surveys, (m) => m.SurveyPage) },
    {
      path: '/evaluationPreview',
      lazy: lazyPage(surveys, (m) => m.EvaluationPreviewPage),
    },
    // Another remote's path, seen for a moment while single-spa swaps apps;
    // manifest redirects such as /project are followed by the shell.
    { path: '*', element: null },
  ]);
}

export function ProjectsApp() {
  // One router per mount: it starts from the current URL.
  const router = useRouterOfMount(createRouter);
  return <RouterProvider router={router} />;
}
