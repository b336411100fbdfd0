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

/**
 * The learning centre's tabs in the order of the strip, each with its
 * `acativeId` and something only its content shows.
 */
export const LEARNING_CENTRE_TABS: {
  name: string;
  id: number;
  shown: (page: Page) => Locator;
}[] = [
  {
    name: '我的培训项目',
    id: 1,
    shown: (p) =>
      p.getByRole('region', { name: '我的培训项目' }).getByRole('link').first(),
  },
  {
    name: '我的课程',
    id: 2,
    shown: (p) =>
      p.getByRole('list', { name: '课程列表' }).getByRole('listitem').first(),
  },
  {
    name: '我的专题',
    id: 3,
    shown: (p) =>
      p.getByRole('region', { name: '我的专题' }).getByRole('link').first(),
  },
  {
    name: '我的证书',
    id: 4,
    shown: (p) => p.getByTestId('certificate-apply-hint'),
  },
  {
    name: '我的收藏',
    id: 5,
    shown: (p) =>
      p.getByRole('list', { name: '收藏列表' }).getByRole('listitem').first(),
  },
  {
    name: '我的消息',
    id: 6,
    shown: (p) =>
      p.getByRole('list', { name: '消息列表' }).getByRole('listitem').first(),
  },
  {
    name: '调训申请',
    id: 7,
    shown: (p) =>
      p
        .getByRole('list', { name: '调训申请列表' })
        .getByRole('listitem')
        .first(),
  },
  {
    name: '我的考试',
    id: 9,
    shown: (p) =>
      p.getByRole('list', { name: '考试记录' }).getByRole('listitem').first(),
  },
  {
    name: '我的测评',
    id: 10,
    shown: (p) => p.getByRole('button', { name: '查看结果' }).first(),
  },
  {
    name: '修改密码',
    id: 8,
    shown: (p) =>
      p.getByRole('region', { name: '修改密码' }).getByLabel('原密码'),
  },
];
