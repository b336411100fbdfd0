import type { ExamPaperRecord, ConsolidatePlan } from './exam-records';
import { TENANT_IDS } from '../../platform/tenancy';
import { allBankQuestions } from './exam-bank.seed';
import { JOURNEY_CLASS_NO } from '../classes';
import { TENANT_PROFILES } from '../site';

type PlanTemplate = Omit<ConsolidatePlan, 'id' | 'tenantId'>;

/** Newest first; `{org}` becomes the tenant's short name. */
const PLAN_TEMPLATES: PlanTemplate[] = [
  {
    name: '2026年12月党的二十届四中全会精神巩固练习',
    description: '围绕全会精神要点设置单选、多选和判断题，巩固专题班学习成果。',
    startTime: '2026-12-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    examCount: 3,
    passScore: 80,
    status: 'NOT_STARTED',
  },
  {
    name: '2026年11月{org}法治素养巩固练习',
    description: '结合法治政府建设专题课程，检验学员对重点法律法规的掌握情况。',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-11-30 23:59:59',
    examCount: 2,
    passScore: 60,
    status: 'IN_PROGRESS',
  },
  {
    name: '2026年第四季度保密知识巩固练习',
    description: '保密法律法规与日常保密管理要求，每位学员可练习三次。',
    startTime: '2026-10-08 00:00:00',
    endTime: '2026-12-20 23:59:59',
    examCount: 3,
    passScore: 90,
    status: 'IN_PROGRESS',
  },
  {
    name: '2026年10月网络安全知识巩固练习',
    description: '网络安全宣传周配套练习，覆盖个人信息保护与安全上网常识。',
    startTime: '2026-09-15 00:00:00',
    endTime: '2026-10-31 23:59:59',
    examCount: 2,
    passScore: 60,
    status: 'ENDED',
  },
  {
    name: '2026年{org}年轻干部能力提升巩固练习',
    description: '配合年轻干部网上专题班，考查履职能力与政策理解。',
    startTime: '2026-07-01 00:00:00',
    endTime: '2026-09-15 23:59:59',
    examCount: 2,
    passScore: 70,
    status: 'ENDED',
  },
  {
    name: '2026年党纪学习教育巩固练习',
    description: '围绕《中国共产党纪律处分条例》设置练习题。',
    startTime: '2026-05-01 00:00:00',
    endTime: '2026-06-30 23:59:59',
    examCount: 3,
    passScore: 80,
    status: 'ENDED',
  },
  {
    name: '2026年全国两会精神巩固练习',
    description: '政府工作报告要点练习，检验两会精神学习效果。',
    startTime: '2026-03-20 00:00:00',
    endTime: '2026-04-30 23:59:59',
    examCount: 1,
    passScore: 60,
    status: 'ENDED',
  },
  {
    name: '2026年第一季度应急管理知识巩固练习',
    description: '应急预案、安全生产责任制等内容的巩固练习。',
    startTime: '2026-01-15 00:00:00',
    endTime: '2026-03-31 23:59:59',
    examCount: 2,
    passScore: 60,
    status: 'ENDED',
  },
];

export function buildConsolidatePlans(): ConsolidatePlan[] {
  const plans: ConsolidatePlan[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    const profile = TENANT_PROFILES[tenantId];
    PLAN_TEMPLATES.forEach((template, i) => {
      plans.push({
        ...template,
        id: `PLAN${t + 1}${String(i + 1).padStart(4, '0')}`,
        tenantId,
        name: template.name.replaceAll('{org}', profile.shortName),
      });
    });
  });
  return plans;
}

// ------------------------------------------------------------ exam papers

interface PaperTemplate extends Omit<
  ExamPaperRecord,
  'id' | 'tenantId' | 'questions' | 'openAt' | 'closeAt' | 'courseId'
> {
  /** Paper number within the tenant (id `<tenant no>7<3 digits>`). */
  no: number;
  /** Course number within the tenant (CLASSROOM). */
  courseNo?: number;
  /** Class number within the tenant (GRADUATION: TBTP<t><4 digits>). */
  classNo?: number;
  window: 'open' | 'future' | 'past';
  /** Bank codes, in order, with the points of each. */
  questions: Array<[code: string, score: number]>;
}

const ALL_YEAR = { window: 'open' } as const;

/**
 * Papers of every family, the same in every tenant (ids differ). The
 * windows follow the seed year: open all this year, next year, last year.
 * Test papers of tenant 001.001 (ids 17xxx): 17001 classroom test of course
 * 13005; 17008 formal consolidation with a 1-minute limit; 17009 formal,
 * answers never shown; 17010 formal with one attempt; 17013 graduation of
 * TBTP10002; 17016 (appended last so no other id moves) graduation of the
 * journey class TBTP10016.
 */
const PAPER_TEMPLATES: PaperTemplate[] = [
  {
    no: 1,
    kind: 'CLASSROOM',
    mode: 'FORMAL',
    courseNo: 5,
    title: '《习近平法治思想概论》随堂测试',
    description: '学完本课程后进行随堂测试，60分合格，可多次作答。',
    activity: '课程随堂测试',
    timeLimitSec: null,
    maxAttempts: null,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['L01', 20],
      ['L02', 20],
      ['L03', 20],
      ['L04', 20],
      ['L08', 20],
    ],
  },
  {
    no: 2,
    kind: 'CLASSROOM',
    mode: 'FORMAL',
    courseNo: 13,
    title: '《深入学习贯彻党的二十届四中全会精神》随堂测试',
    description: '学完本课程后进行随堂测试，60分合格。',
    activity: '课程随堂测试',
    timeLimitSec: null,
    maxAttempts: null,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['H01', 25],
      ['H03', 25],
      ['H05', 25],
      ['H02', 25],
    ],
  },
  {
    no: 3,
    kind: 'FUN',
    mode: 'MOCK',
    title: '党史知识趣味答题',
    description: '边答边看解析，不计成绩，可反复挑战。',
    activity: '党史学习教育趣味答题',
    timeLimitSec: null,
    maxAttempts: null,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: true,
    ...ALL_YEAR,
    questions: [
      ['H01', 10],
      ['H02', 10],
      ['H03', 10],
      ['H04', 10],
      ['H05', 10],
      ['H06', 10],
      ['H07', 10],
      ['H08', 10],
      ['H09', 10],
      ['H10', 10],
    ],
  },
  {
    no: 4,
    kind: 'TRAINING',
    mode: 'FORMAL',
    title: '年度理论学习培训考试',
    description: '限时30分钟，可作答2次，取最高分；答题结束后公布答案。',
    activity: '年度干部理论学习培训',
    timeLimitSec: 1800,
    maxAttempts: 2,
    passScore: 60,
    reviewPolicy: 'AFTER_CLOSE',
    shuffle: true,
    ...ALL_YEAR,
    questions: [
      ['L01', 10],
      ['L09', 10],
      ['H01', 10],
      ['H04', 10],
      ['L06', 10],
      ['H10', 10],
      ['D02', 10],
      ['L08', 10],
      ['H07', 10],
      ['S01', 10],
    ],
  },
  {
    no: 5,
    kind: 'TRAINING',
    mode: 'FORMAL',
    title: '下年度法治素养培训考试',
    description: '限时20分钟，下年度开放。',
    activity: '法治素养提升培训',
    timeLimitSec: 1200,
    maxAttempts: 1,
    passScore: 60,
    reviewPolicy: 'AFTER_CLOSE',
    shuffle: false,
    window: 'future',
    questions: [
      ['L05', 25],
      ['L07', 25],
      ['L10', 25],
      ['L04', 25],
    ],
  },
  {
    no: 6,
    kind: 'TRAINING',
    mode: 'FORMAL',
    title: '上年度网络安全培训考试',
    description: '已结束，可查看答案和解析。',
    activity: '网络安全意识培训',
    timeLimitSec: 1200,
    maxAttempts: 1,
    passScore: 60,
    reviewPolicy: 'AFTER_CLOSE',
    shuffle: false,
    window: 'past',
    questions: [
      ['C01', 25],
      ['C03', 25],
      ['C05', 25],
      ['C04', 25],
    ],
  },
  {
    no: 7,
    kind: 'CONSOLIDATE_MOCK',
    mode: 'MOCK',
    title: '法治素养巩固练习（模拟答题）',
    description: '模拟答题不计成绩，每题可即时查看答案和解析。',
    activity: '法治素养巩固练习',
    timeLimitSec: null,
    maxAttempts: null,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['L01', 20],
      ['L02', 20],
      ['L06', 20],
      ['L07', 20],
      ['L04', 20],
    ],
  },
  {
    no: 8,
    kind: 'CONSOLIDATE_FORMAL',
    mode: 'FORMAL',
    title: '保密知识巩固练习（正式答题·限时1分钟）',
    description: '限时1分钟，时间到自动交卷；答题结束后公布答案。',
    activity: '保密知识巩固练习',
    timeLimitSec: 60,
    maxAttempts: 3,
    passScore: 60,
    reviewPolicy: 'AFTER_CLOSE',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['S01', 25],
      ['S02', 25],
      ['S06', 25],
      ['S08', 25],
    ],
  },
  {
    no: 9,
    kind: 'CONSOLIDATE_FORMAL',
    mode: 'FORMAL',
    title: '网络安全知识巩固练习（正式答题）',
    description: '限时10分钟，可作答3次；本练习不公布答案。',
    activity: '网络安全知识巩固练习',
    timeLimitSec: 600,
    maxAttempts: 3,
    passScore: 60,
    reviewPolicy: 'NEVER',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['C01', 20],
      ['C02', 20],
      ['C03', 20],
      ['C04', 20],
      ['C08', 20],
    ],
  },
  {
    no: 10,
    kind: 'CONSOLIDATE_FORMAL',
    mode: 'FORMAL',
    title: '党纪学习教育巩固练习（正式答题·限答1次）',
    description: '限时15分钟，仅可作答1次。',
    activity: '党纪学习教育巩固练习',
    timeLimitSec: 900,
    maxAttempts: 1,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['D01', 20],
      ['D02', 20],
      ['D03', 20],
      ['D04', 20],
      ['D06', 20],
    ],
  },
  {
    no: 11,
    kind: 'CONSOLIDATE_FORMAL',
    mode: 'FORMAL',
    title: '下年度保密知识巩固练习（正式答题）',
    description: '下年度开放。',
    activity: '保密知识巩固练习',
    timeLimitSec: 600,
    maxAttempts: 2,
    passScore: 80,
    reviewPolicy: 'AFTER_CLOSE',
    shuffle: false,
    window: 'future',
    questions: [
      ['S03', 25],
      ['S04', 25],
      ['S05', 25],
      ['S07', 25],
    ],
  },
  {
    no: 12,
    kind: 'CONSOLIDATE_MOCK',
    mode: 'MOCK',
    title: '上年度网络安全模拟练习',
    description: '已结束。',
    activity: '网络安全知识巩固练习',
    timeLimitSec: null,
    maxAttempts: null,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    window: 'past',
    questions: [
      ['C05', 25],
      ['C06', 25],
      ['C07', 25],
      ['C02', 25],
    ],
  },
  {
    no: 14,
    kind: 'CONSOLIDATE_MOCK',
    mode: 'MOCK',
    title: '保密知识巩固练习（模拟答题）',
    description: '模拟答题不计成绩，每题可即时查看答案和解析。',
    activity: '保密知识巩固练习',
    timeLimitSec: null,
    maxAttempts: null,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: true,
    ...ALL_YEAR,
    questions: [
      ['S03', 25],
      ['S04', 25],
      ['S05', 25],
      ['S07', 25],
    ],
  },
  {
    no: 15,
    kind: 'CONSOLIDATE_FORMAL',
    mode: 'FORMAL',
    title: '法治素养巩固练习（正式答题）',
    description: '限时20分钟，可作答3次；通过或次数用完后公布答案。',
    activity: '法治素养巩固练习',
    timeLimitSec: 1200,
    maxAttempts: 3,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['L05', 25],
      ['L07', 25],
      ['L09', 25],
      ['L10', 25],
    ],
  },
  {
    no: 13,
    classNo: 2,
    kind: 'GRADUATION',
    mode: 'FORMAL',
    title: '网上专题班结业考试',
    description: '限时30分钟，可作答2次，80分合格；不公布答案。',
    activity: '网上专题班结业考试',
    timeLimitSec: 1800,
    maxAttempts: 2,
    passScore: 80,
    reviewPolicy: 'NEVER',
    shuffle: true,
    ...ALL_YEAR,
    questions: [
      ['H04', 20],
      ['H09', 20],
      ['D05', 20],
      ['S05', 20],
      ['C06', 20],
    ],
  },
  {
    no: 16,
    classNo: JOURNEY_CLASS_NO,
    kind: 'GRADUATION',
    mode: 'FORMAL',
    title: '干部综合素养提升网上专题班结业考试',
    description: '限时20分钟，可作答3次，60分合格；交卷后公布答案。',
    activity: '网上专题班结业考试',
    timeLimitSec: 1200,
    maxAttempts: 3,
    passScore: 60,
    reviewPolicy: 'AFTER_SUBMIT',
    shuffle: false,
    ...ALL_YEAR,
    questions: [
      ['H01', 25],
      ['L06', 25],
      ['D02', 25],
      ['S05', 25],
    ],
  },
];

function windowOf(
  window: PaperTemplate['window'],
  year: number,
): { openAt: string; closeAt: string } {
  const y =
    window === 'future' ? year + 1 : window === 'past' ? year - 1 : year;
  return { openAt: `${y}-01-01 00:00:00`, closeAt: `${y}-12-31 23:59:59` };
}

const JUDGE_OPTIONS = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
];

export function buildExamPapers(currentYear: number): ExamPaperRecord[] {
  const bank = new Map(allBankQuestions().map((q) => [q.code, q]));
  const papers: ExamPaperRecord[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    for (const template of PAPER_TEMPLATES) {
      const { no, courseNo, classNo, window, questions, ...policy } = template;
      const id = `${t + 1}7${String(no).padStart(3, '0')}`;
      const paper: ExamPaperRecord = {
        ...policy,
        id,
        tenantId,
        ...windowOf(window, currentYear),
        questions: questions.map(([code, score], i) => {
          const q = bank.get(code);
          if (!q) throw new Error(`exam seed: unknown question ${code}`);
          return {
            id: `${id}-${i + 1}`,
            type: q.type,
            stem: q.stem,
            options:
              q.type === 'JUDGE'
                ? JUDGE_OPTIONS
                : (q.options ?? []).map((text, k) => ({
                    key: String.fromCharCode(65 + k),
                    text,
                  })),
            score,
            blanks: q.type === 'FILL' ? q.answer.length : 1,
            answer: q.answer,
            explanation: q.explanation ?? '',
          };
        }),
      };
      if (courseNo !== undefined) {
        paper.courseId = `${t + 1}3${String(courseNo).padStart(3, '0')}`;
      }
      if (classNo !== undefined) {
        paper.tbtpId = `TBTP${t + 1}${String(classNo).padStart(4, '0')}`;
      }
      papers.push(paper);
    }
  });
  return papers;
}
