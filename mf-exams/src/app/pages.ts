import type { LazyPage, RemotePages } from '@portal/shared/router';

import { EXAM_FAMILY_PAGES, type HostedFamilyKey } from '../routes';

/**
 * The page of every path in the route manifest (src/routes.ts), each its
 * own chunk, fetched the first time it is opened. The import() literals
 * stay here so webpack can split the chunks.
 */
const fun = () => import('./fun-answering-pages');
const classroom = () => import('./classroom-pages');
const cultivate = () => import('./cultivate-pages');
const solidify = () => import('./solidify-pages');

/**
 * Every exam family's answering and review page. The manifest's family
 * list (EXAM_FAMILY_PAGES) gives their paths, and a family missing here
 * does not compile.
 */
const FAMILY_PAGES: Record<
  HostedFamilyKey,
  { start: LazyPage; review: LazyPage }
> = {
  fun: {
    start: () => fun().then((m) => m.FunAnsweringPage),
    review: () => fun().then((m) => m.FunReviewPage),
  },
  classroom: {
    start: () => classroom().then((m) => m.ClassroomTestPage),
    review: () => classroom().then((m) => m.ClassroomReviewPage),
  },
  cultivate: {
    start: () => cultivate().then((m) => m.CultivateExamPage),
    review: () => cultivate().then((m) => m.CultivateReviewPage),
  },
  solidifyMock: {
    start: () => solidify().then((m) => m.SolidifyMockPage),
    review: () => solidify().then((m) => m.SolidifyMockReviewPage),
  },
  solidifyFormal: {
    start: () => solidify().then((m) => m.SolidifyFormalPage),
    review: () => solidify().then((m) => m.SolidifyFormalReviewPage),
  },
};

export const pages: RemotePages = {
  '/scheme': () =>
    import('../features/plans/scheme-page').then((m) => m.SchemePage),
  '/cultivate': () =>
    import('../features/plans/cultivate-plan-page').then(
      (m) => m.CultivatePlanPage,
    ),
  ...Object.fromEntries(
    (Object.keys(EXAM_FAMILY_PAGES) as HostedFamilyKey[]).flatMap((key) => [
      [EXAM_FAMILY_PAGES[key].start.path, FAMILY_PAGES[key].start],
      [EXAM_FAMILY_PAGES[key].review.path, FAMILY_PAGES[key].review],
    ]),
  ),
};
