import type { Locator, Page } from '@playwright/test';

/** A page a learner often opens first, and how to tell it has drawn. */
export interface LearnerPage {
  path: string;
  signedIn: boolean;
  /** Shows once the page has drawn its main content. */
  drawn: (page: Page) => Locator;
}

/**
 * The pages learners land on, often from a shared link rather than through
 * /index: the pages the byte budgets and the layout-shift test measure.
 */
export const LEARNER_PAGES = [
  {
    path: '/index',
    signedIn: false,
    drawn: (page) => page.getByRole('heading', { name: '通知公告', level: 2 }),
  },
  {
    path: '/openCourseDetail?id=13001',
    signedIn: false,
    drawn: (page) =>
      page.getByTestId('open-course-page').getByRole('heading', { level: 1 }),
  },
  {
    path: '/commendIndex',
    signedIn: true,
    drawn: (page) =>
      page
        .getByRole('list', { name: '课程列表' })
        .getByRole('listitem')
        .first(),
  },
  {
    path: '/commendIndex/coursedetail?id=13001',
    signedIn: true,
    drawn: (page) => page.getByTestId('hours-box'),
  },
  {
    path: '/personalCenter',
    signedIn: true,
    drawn: (page) => page.getByTestId('learner-name'),
  },
  {
    path: '/projectIndex',
    signedIn: true,
    drawn: (page) =>
      page
        .getByRole('list', { name: '专题班列表' })
        .getByRole('listitem')
        .first(),
  },
] as const satisfies readonly LearnerPage[];

export type LearnerPath = (typeof LEARNER_PAGES)[number]['path'];

export function learnerPage(path: LearnerPath): LearnerPage {
  const found = LEARNER_PAGES.find((page) => page.path === path);
  if (!found) throw new Error(`${path} is not a learner page`);
  return found;
}
