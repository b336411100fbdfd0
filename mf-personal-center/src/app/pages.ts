import type { PageNames, RemotePages } from '@portal/shared/router';

import type routes from '../routes';
import { LearningCentrePage } from './learning-centre-page';

/**
 * The page each entry of the route manifest (src/routes.ts) names, by its
 * name: the paths and redirects are the manifest's. The learning centre
 * renders eagerly; every other page is its own chunk, fetched the first
 * time it is opened (the archive's chart library stays out of the learning
 * centre). The import() literals stay here so webpack can split the chunks.
 */
const yearArchive = () => import('../features/year-archive/year-archive-page');

export const pages = {
  learningCentre: { Component: LearningCentrePage },
  yearArchive: () => yearArchive().then((m) => m.YearArchivePage),
  yearArchiveXJ: () => yearArchive().then((m) => m.YearArchiveXJPage),
  messageCentre: () =>
    import('./message-centre-page').then((m) => m.MessageCentrePage),
  studyStatistics: () =>
    import('../features/study-statistics/study-statistics-page').then(
      (m) => m.StudyStatisticsPage,
    ),
  profile: () =>
    import('../features/profile/profile-page').then((m) => m.ProfilePage),
  certificate: () =>
    import('../features/certificates/certificate-page').then(
      (m) => m.CertificatePage,
    ),
  certificateVerify: () =>
    import('../features/certificates/certificate-verify-page').then(
      (m) => m.CertificateVerifyPage,
    ),
} satisfies RemotePages<PageNames<typeof routes>>;
