import type { LazyPage, PageNames, RemotePages } from '@portal/shared/router';
import { createElement } from 'react';

import type routes from '../routes';
import { EXAM_FAMILY_PAGES, type HostedFamilyKey } from '../routes';

/**
 * Every exam family's answering and review page: the exam engine's pages,
 * told their family. The manifest's family list (EXAM_FAMILY_PAGES) gives
 * their paths and names them `<family>Start` and `<family>Review`; the
 * engine's chunk is fetched the first time one is opened (the import()
 * literal stays here so webpack can split it).
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

/** The page each entry of the route manifest (src/routes.ts) names. */
export const pages = {
  scheme: () =>
    import('../features/plans/scheme-page').then((m) => m.SchemePage),
  cultivatePlan: () =>
    import('../features/plans/cultivate-plan-page').then(
      (m) => m.CultivatePlanPage,
    ),
  ...(Object.fromEntries(
    (Object.keys(EXAM_FAMILY_PAGES) as HostedFamilyKey[]).flatMap((family) => [
      [`${family}Start`, familyPage(family, 'start')],
      [`${family}Review`, familyPage(family, 'review')],
    ]),
  ) as Record<`${HostedFamilyKey}${'Start' | 'Review'}`, LazyPage>),
} satisfies RemotePages<PageNames<typeof routes>>;
