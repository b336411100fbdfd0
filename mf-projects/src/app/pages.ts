import type { PageNames, RemotePages } from '@portal/shared/router';

import { ClassListPage } from '../features/classes/list/class-list-page';
import type routes from '../routes';

/**
 * The page each entry of the route manifest (src/routes.ts) names, by its
 * name: the paths and redirects are the manifest's. The class list renders
 * eagerly; every other page is its own chunk, fetched the first time it is
 * opened. The import() literals stay here so webpack can split the chunks.
 */
const classDetail = () =>
  import('../features/classes/detail/class-detail-page');
const members = () => import('../features/classes/members/class-members-page');
const graduation = () =>
  import('../features/class-study/graduation/graduation-exam-pages');
const surveys = () => import('../features/surveys/survey-pages');
const enrolment = () => import('../features/classes/enrolment/enrolment-pages');

export const pages = {
  classList: { Component: ClassListPage },
  classCity: () =>
    import('../features/classes/list/class-city-page').then(
      (m) => m.ClassCityPage,
    ),
  classDetail: () => classDetail().then((m) => m.ClassDetailPage),
  openClassDetail: () => classDetail().then((m) => m.OpenClassDetailPage),
  members: () => members().then((m) => m.ClassMembersPage),
  openMembers: () => members().then((m) => m.OpenClassMembersPage),
  enrollmentQr: () => enrolment().then((m) => m.EnrollmentQrPage),
  errorCode: () => enrolment().then((m) => m.ErrorCodePage),
  classNotice: () =>
    import('../features/classes/posts/class-notice-page').then(
      (m) => m.ClassNoticePage,
    ),
  classNews: () =>
    import('../features/classes/posts/class-news-page').then(
      (m) => m.ClassNewsPage,
    ),
  classAffairs: () =>
    import('../features/classes/affairs/class-affairs-page').then(
      (m) => m.ClassAffairsPage,
    ),
  homework: () =>
    import('../features/class-study/homework/homework-page').then(
      (m) => m.HomeworkPage,
    ),
  // Also the page of its tabs (myClass, myExam, …), the entry's children.
  studyArchive: () =>
    import('../features/class-study/archive/study-archive-page').then(
      (m) => m.StudyArchivePage,
    ),
  graduationExam: () => graduation().then((m) => m.GraduationExamPage),
  graduationReview: () => graduation().then((m) => m.GraduationReviewPage),
  surveyList: () => surveys().then((m) => m.SurveyListPage),
  survey: () => surveys().then((m) => m.SurveyPage),
  evaluationPreview: () => surveys().then((m) => m.EvaluationPreviewPage),
} satisfies RemotePages<PageNames<typeof routes>>;
