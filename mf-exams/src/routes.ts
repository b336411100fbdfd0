import type { PortalRole, PortalRoute } from '@portal/shared/types';

interface FamilyPage {
  path: string;
  title: string;
}

/**
 * The answering and review page of every exam family this remote runs,
 * one entry per family. The manifest below lists both pages of each, the
 * family policies (lib/exam-policy.ts) take their start and
 * review paths from here and the page map (app/pages.ts) gives each family
 * its two pages by name, so the three cannot disagree. It is data in this file
 * because a route manifest imports types only (it is also routes.json).
 * The graduation exam's pages belong to mf-projects.
 */
export const EXAM_FAMILY_PAGES = {
  fun: {
    start: { path: '/spiceAnswer/spiceAnswerStart', title: '趣味答题' },
    review: { path: '/spiceAnswer/reviewQuest', title: '趣味答题回顾' },
  },
  classroom: {
    start: { path: '/examManage/startExam', title: '随堂测试' },
    review: { path: '/examManage/manageExam', title: '随堂测试结果' },
  },
  cultivate: {
    start: { path: '/startCultivate/startCultivate', title: '培训考试' },
    review: { path: '/startCultivate/CultivateExam', title: '培训考试结果' },
  },
  solidifyMock: {
    start: { path: '/solidify/textManage', title: '巩固练习模拟答题' },
    review: { path: '/solidify/textQuest', title: '模拟答题结果' },
  },
  solidifyFormal: {
    start: { path: '/solidify/officialManage', title: '巩固练习正式答题' },
    review: { path: '/solidify/officialExam', title: '正式答题结果' },
  },
} satisfies Record<string, { start: FamilyPage; review: FamilyPage }>;

/** The exam families whose pages this remote serves. */
export type HostedFamilyKey = keyof typeof EXAM_FAMILY_PAGES;

/** The role the web portal requires of a learner (seed-spec 6). */
const LEARNER: PortalRole[] = ['ROLE_NC_WEB'];

/**
 * Route manifest of mf-exams, exposed as './routes' and emitted as
 * routes.json. Each entry names its page (src/app/pages.ts); a family's
 * two pages are `<family>Start` and `<family>Review`. `satisfies` keeps the
 * page names literal, so the page map is checked against them.
 */
const routes = [
  {
    path: '/scheme',
    title: '巩固练习活动方案',
    layout: 'main',
    page: 'scheme',
  },
  {
    path: '/cultivate',
    title: '培训考试计划',
    layout: 'main',
    page: 'cultivatePlan',
  },
  // Answering and review pages are opened from lists, never from a menu.
  // They hold a learner's attempts, so they ask for the portal's learner
  // role (seed-spec 6 and 9): the shell's permission filter answers anyone
  // without it with its no-permission page.
  ...(Object.keys(EXAM_FAMILY_PAGES) as HostedFamilyKey[]).flatMap((family) => {
    const { start, review } = EXAM_FAMILY_PAGES[family];
    return [
      {
        ...start,
        hidden: true,
        roles: LEARNER,
        page: `${family}Start` as const,
      },
      {
        ...review,
        hidden: true,
        roles: LEARNER,
        page: `${family}Review` as const,
      },
    ];
  }),
] satisfies PortalRoute[];

export default routes;
