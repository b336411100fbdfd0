import type { RemotePages } from '@portal/shared/router';

import { ClassListPage } from '../features/class-list/class-list-page';

/**
 * The page of every path in the route manifest (src/routes.ts), or its
 * redirect. The class list renders eagerly; every other page is its own
 * chunk, fetched the first time it is opened. The import() literals stay
 * here so webpack can split the chunks.
 */
const classDetail = () => import('../features/class-detail/class-detail-page');
const members = () => import('../features/class-members/class-members-page');
const graduation = () =>
  import('../features/graduation-exam/graduation-exam-pages');
const surveys = () => import('../features/surveys/survey-pages');
const enrolment = () => import('../features/enrolment/enrolment-pages');

export const pages: RemotePages = {
  '/project': { redirect: '/projectIndex' },
  '/projectIndex': { Component: ClassListPage },
  '/projectIndexCity': () =>
    import('../features/class-list/class-city-page').then(
      (m) => m.ClassCityPage,
    ),
  '/projectDetail': () => classDetail().then((m) => m.ClassDetailPage),
  '/openProjectDetail': () => classDetail().then((m) => m.OpenClassDetailPage),
  '/projectDetailBjcy': () => members().then((m) => m.ClassMembersPage),
  '/openBjcy': () => members().then((m) => m.OpenClassMembersPage),
  '/enrollmentQrCode': () => enrolment().then((m) => m.EnrollmentQrPage),
  '/errorCode': () => enrolment().then((m) => m.ErrorCodePage),
  '/classNotice': () =>
    import('../features/class-posts/class-notice-page').then(
      (m) => m.ClassNoticePage,
    ),
  '/projectDetailBjdt': () =>
    import('../features/class-posts/class-news-page').then(
      (m) => m.ClassNewsPage,
    ),
  '/projectDetailBwgl': () =>
    import('../features/class-affairs/class-affairs-page').then(
      (m) => m.ClassAffairsPage,
    ),
  '/projectDetailGrbjzy': () =>
    import('../features/homework/homework-page').then((m) => m.HomeworkPage),
  // The archive's tabs are its child paths (myClass, myExam, …).
  '/projectDetailCxda/*': () =>
    import('../features/study-archive/study-archive-page').then(
      (m) => m.StudyArchivePage,
    ),
  '/projectStartExam': () => graduation().then((m) => m.GraduationExamPage),
  '/projectReviewQuest': () => graduation().then((m) => m.GraduationReviewPage),
  '/previewList': () => surveys().then((m) => m.SurveyListPage),
  '/preview': () => surveys().then((m) => m.SurveyPage),
  '/evaluationPreview': () => surveys().then((m) => m.EvaluationPreviewPage),
};
