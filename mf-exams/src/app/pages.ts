import type { LazyPage, RemotePages } from '@portal/shared/router';
import { createElement } from 'react';

import { EXAM_FAMILY_PAGES, type HostedFamilyKey } from '../routes';

/**
 * Every exam family's answering and review page: the exam engine's pages,
 * told their family. The manifest's family list (EXAM_FAMILY_PAGES) gives
 * their paths; the engine's chunk is fetched the first time one is opened
 * (the import() literal stays here so webpack can split it).
 */
function familyPage(
  family: HostedFamilyKey,
  kind: 'start' | 'review',
): LazyPage {
  return () =>
    import('../features/exam-engine/exam-pages').then(
      ({ ExamReviewPage, ExamStartPage }) => {
        const Page = kind === 'start' ? ExamStartPage : ExamReviewPage;
        return function FamilyPage() {
          return createElement(Page, { family });
        };
      },
    );
}

export const pages: RemotePages = {
  '/scheme': () =>
    import('../features/plans/scheme-page').then((m) => m.SchemePage),
  '/cultivate': () =>
    import('../features/plans/cultivate-plan-page').then(
      (m) => m.CultivatePlanPage,
    ),
  ...Object.fromEntries(
    (Object.keys(EXAM_FAMILY_PAGES) as HostedFamilyKey[]).flatMap((key) => [
      [EXAM_FAMILY_PAGES[key].start.path, familyPage(key, 'start')],
      [EXAM_FAMILY_PAGES[key].review.path, familyPage(key, 'review')],
    ]),
  ),
};
