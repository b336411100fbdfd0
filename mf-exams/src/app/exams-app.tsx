import type { ComponentType } from 'react';
import { useRouterOfMount } from '@portal/shared/spa';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

/**
 * A route whose page is its own chunk, fetched the first time it is opened.
 * `load` must call import() itself (webpack needs the literal path).
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

const fun = () => import('../features/fun-answering/fun-answering-pages');
const classroom = () => import('../features/classroom/classroom-pages');
const cultivate = () => import('../features/cultivate/cultivate-pages');
const solidify = () => import('../features/solidify/solidify-pages');

function createRouter() {
  return createBrowserRouter([
    {
      path: '/scheme',
      lazy: lazyPage(
        () => import('../features/plans/scheme-page'),
        (m) => m.SchemePage,
      ),
    },
    {
      path: '/cultivate',
      lazy: lazyPage(
        () => import('../features/plans/cultivate-plan-page'),
        (m) => m.CultivatePlanPage,
      ),
    },
    {
      path: '/spiceAnswer/spiceAnswerStart',
      lazy: lazyPage(fun, (m) => m.FunAnsweringPage),
    },
    {
      path: '/spiceAnswer/reviewQuest',
      lazy: lazyPage(fun, (m) => m.FunReviewPage),
    },
    {
      path: '/examManage/startExam',
      lazy: lazyPage(classroom, (m) => m.ClassroomTestPage),
    },
    {
      path: '/examManage/manageExam',
      lazy: lazyPage(classroom, (m) => m.ClassroomReviewPage),
    },
    {
      path: '/startCultivate/startCultivate',
      lazy: lazyPage(cultivate, (m) => m.CultivateExamPage),
    },
    {
      path: '/startCultivate/CultivateExam',
      lazy: lazyPage(cultivate, (m) => m.CultivateReviewPage),
    },
    {
      path: '/solidify/textManage',
      lazy: lazyPage(solidify, (m) => m.SolidifyMockPage),
    },
    {
      path: '/solidify/officialManage',
      lazy: lazyPage(solidify, (m) => m.SolidifyFormalPage),
    },
    {
      path: '/solidify/officialExam',
      lazy: lazyPage(solidify, (m) => m.SolidifyFormalReviewPage),
    },
    {
      path: '/solidify/textQuest',
      lazy: lazyPage(solidify, (m) => m.SolidifyMockReviewPage),
    },
    // Another remote's path, seen for a moment while single-spa swaps apps.
    { path: '*', element: null },
  ]);
}

export function ExamsApp() {
  const router = useRouterOfMount(createRouter);
  return <RouterProvider router={router} />;
}
