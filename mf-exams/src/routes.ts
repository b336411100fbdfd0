import type { PortalRoute } from '@portal/shared/types';

/** Route manifest of mf-exams, exposed as './routes' and emitted as routes.json. */
const routes: PortalRoute[] = [
  { path: '/scheme', title: '巩固练习活动方案', layout: 'main' },
  { path: '/cultivate', title: '培训考试计划', layout: 'main' },
  // Answering and review pages are opened from lists, never from a menu.
  { path: '/spiceAnswer/spiceAnswerStart', title: '趣味答题', hidden: true },
  { path: '/spiceAnswer/reviewQuest', title: '趣味答题回顾', hidden: true },
  { path: '/examManage/startExam', title: '随堂测试', hidden: true },
  { path: '/examManage/manageExam', title: '随堂测试结果', hidden: true },
  { path: '/startCultivate/startCultivate', title: '培训考试', hidden: true },
  {
    path: '/startCultivate/CultivateExam',
    title: '培训考试结果',
    hidden: true,
  },
  { path: '/solidify/textManage', title: '巩固练习模拟答题', hidden: true },
  { path: '/solidify/officialManage', title: '巩固练习正式答题', hidden: true },
  { path: '/solidify/officialExam', title: '正式答题结果', hidden: true },
  { path: '/solidify/textQuest', title: '模拟答题结果', hidden: true },
];

export default routes;
