import type { RemotePages } from '@portal/shared/router';

import { LearningCentrePage } from './learning-centre-page';

/**
 * The page of every path in the route manifest (src/routes.ts), or its
 * redirect. The learning centre renders eagerly; every other page is its
 * own chunk, fetched the first time it is opened (the archive's chart
 * library stays out of the learning centre). The import() literals stay
 * here so webpack can split the chunks.
 */
const yearArchive = () => import('../features/year-archive/year-archive-page');

export const pages: RemotePages = {
  '/personalCenter': { Component: LearningCentrePage },
  '/personalYearStuday': () => yearArchive().then((m) => m.YearArchivePage),
  '/personalYearStudayXJ': () => yearArchive().then((m) => m.YearArchiveXJPage),
  '/messageCenter': () =>
    import('./message-centre-page').then((m) => m.MessageCentrePage),
  '/learningcourse': () =>
    import('../features/study-statistics/study-statistics-page').then(
      (m) => m.StudyStatisticsPage,
    ),
  '/statistics': { redirect: '/learningcourse' },
  '/personalInfo': () =>
    import('../features/profile/profile-page').then((m) => m.ProfilePage),
  '/certificate': () =>
    import('../features/certificates/certificate-page').then(
      (m) => m.CertificatePage,
    ),
  '/certificateVerify': () =>
    import('../features/certificates/certificate-verify-page').then(
      (m) => m.CertificateVerifyPage,
    ),
};
