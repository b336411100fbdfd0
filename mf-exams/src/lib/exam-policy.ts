/**
 * The families of the portal as policies of one engine, and the decisions
 * pages make from a paper's policy (start button, facts shown). The paper's
 * own policy (time limit, attempts, pass mark, review, mode, shuffle) comes
 * from the server; a family only says where its pages live and which
 * papers it lists.
 */
import {
  type ExamDetail,
  type ExamKind,
  examStartRefusal,
  type ExamStartRefusalCode,
  type ExamSummary,
  type ReviewPolicy,
  type WindowStatus,
} from '@portal/shared/contracts';

import { EXAM_FAMILY_PAGES, type HostedFamilyKey } from '../routes';
import type { ExamFamilyName } from './exam.api';

/** The families of the route manifest, and mf-projects' graduation exam. */
export type FamilyKey = HostedFamilyKey | 'graduation';

interface FamilyPolicy {
  key: FamilyKey;
  /** Page heading. */
  label: string;
  /** Kinds of paper this family's pages answer. */
  kinds: readonly ExamKind[];
  /** The list endpoint's family. */
  listFamily: ExamFamilyName;
  /** Answering page (query: paperId, or courseId for classroom tests). */
  startPath: string;
  /** Review page (query: attemptId). */
  reviewPath: string;
  /** Where 返回 goes. */
  backPath: string;
  backLabel: string;
}

/**
 * The start and review paths of a family this remote runs, as its route
 * manifest lists them (src/routes.ts): one list for the manifest, the
 * router and the policies.
 */
function pagesOf(key: HostedFamilyKey) {
  const { start, review } = EXAM_FAMILY_PAGES[key];
  return { startPath: start.path, reviewPath: review.path };
}

export const FAMILY_POLICIES: Record<FamilyKey, FamilyPolicy> = {
  fun: {
    key: 'fun',
    label: '趣味答题',
    kinds: ['FUN'],
    listFamily: 'interest',
    ...pagesOf('fun'),
    backPath: '/index',
    backLabel: '返回首页',
  },
  classroom: {
    key: 'classroom',
    label: '随堂测试',
    kinds: ['CLASSROOM'],
    listFamily: 'classroom',
    ...pagesOf('classroom'),
    backPath: '/commendIndex',
    backLabel: '返回课程',
  },
  cultivate: {
    key: 'cultivate',
    label: '培训考试',
    kinds: ['TRAINING'],
    listFamily: 'cultivate',
    ...pagesOf('cultivate'),
    backPath: '/cultivate',
    backLabel: '返回培训考试计划',
  },
  solidifyMock: {
    key: 'solidifyMock',
    label: '巩固练习·模拟答题',
    kinds: ['CONSOLIDATE_MOCK'],
    listFamily: 'consolidate',
    ...pagesOf('solidifyMock'),
    backPath: '/scheme',
    backLabel: '返回巩固练习活动方案',
  },
  solidifyFormal: {
    key: 'solidifyFormal',
    label: '巩固练习·正式答题',
    kinds: ['CONSOLIDATE_FORMAL'],
    listFamily: 'consolidate',
    ...pagesOf('solidifyFormal'),
    backPath: '/scheme',
    backLabel: '返回巩固练习活动方案',
  },
  // Its pages are mf-projects' (/projectStartExam runs this engine).
  graduation: {
    key: 'graduation',
    label: '结业考试',
    kinds: ['GRADUATION'],
    listFamily: 'graduation',
    startPath: '/projectStartExam',
    reviewPath: '/projectReviewQuest',
    backPath: '/projectIndex',
    backLabel: '返回网上专题班',
  },
};

export function familyOfKind(kind: ExamKind): FamilyPolicy {
  const found = Object.values(FAMILY_POLICIES).find((f) =>
    f.kinds.includes(kind),
  );
  return found ?? FAMILY_POLICIES.solidifyFormal;
}

export function startHref(paper: Pick<ExamSummary, 'kind' | 'paperId'>) {
  const family = familyOfKind(paper.kind);
  return `${family.startPath}?paperId=${encodeURIComponent(paper.paperId)}`;
}

export function reviewHref(kind: ExamKind, attemptId: string): string {
  const family = familyOfKind(kind);
  return `${family.reviewPath}?attemptId=${encodeURIComponent(attemptId)}`;
}

export const WINDOW_LABELS: Record<WindowStatus, string> = {
  NOT_STARTED: '未开始',
  OPEN: '进行中',
  CLOSED: '已结束',
};

const REVIEW_LABELS: Record<ReviewPolicy, string> = {
  AFTER_SUBMIT: '交卷后公布（未通过且可再次作答时不公布）',
  AFTER_CLOSE: '答题结束后公布',
  NEVER: '不公布',
};

interface StartState {
  label: string;
  enabled: boolean;
  /** Why the button is disabled (shown next to it). */
  reason?: string;
}

/** The start button of a paper the learner may not start. */
const REFUSED_LABELS: Record<ExamStartRefusalCode, string> = {
  NOT_STARTED: '未开始',
  CLOSED: '已结束',
  NO_ATTEMPTS_LEFT: '次数已用完',
};

/**
 * The start button of a paper: what it says and whether it may be used
 * (the contract's examStartRefusal, the backend's rule too).
 */
export function startState(
  paper: Pick<
    ExamSummary,
    'windowStatus' | 'maxAttempts' | 'attemptsUsed' | 'inProgressAttemptId'
  >,
): StartState {
  if (paper.inProgressAttemptId) return { label: '继续答题', enabled: true };
  const refusal = examStartRefusal({
    windowStatus: paper.windowStatus,
    maxAttempts: paper.maxAttempts,
    attemptsUsed: paper.attemptsUsed,
    inProgress: false,
  });
  if (refusal) {
    return {
      label: REFUSED_LABELS[refusal.code],
      enabled: false,
      reason: refusal.message,
    };
  }
  return {
    label: paper.attemptsUsed > 0 ? '再次作答' : '开始答题',
    enabled: true,
  };
}

/**
 * Why the paper cannot be started now, as the page shows it next to the
 * start button (the server's refusal first); null when it can.
 */
export function standingRefusal(exam: ExamDetail): string | null {
  const start = startState(exam);
  if (start.enabled && exam.canStart) return null;
  return exam.refusal ?? start.reason ?? null;
}

export function timeLimitText(seconds: number | null): string {
  if (seconds === null) return '不限时';
  if (seconds % 60 === 0) return `${seconds / 60}分钟`;
  return `${Math.floor(seconds / 60)}分${seconds % 60}秒`;
}

export function attemptsText(
  paper: Pick<ExamSummary, 'maxAttempts' | 'attemptsUsed'>,
): string {
  const limit =
    paper.maxAttempts === null ? '不限次数' : `共${paper.maxAttempts}次`;
  return `${limit}，已作答${paper.attemptsUsed}次`;
}

/** The policy as label/value pairs for the intro card. */
export function policyFacts(paper: ExamSummary): Array<[string, string]> {
  return [
    [
      '答题方式',
      paper.mode === 'MOCK'
        ? '模拟答题（不计成绩，可即时查看解析）'
        : '正式答题',
    ],
    ['开放时间', `${paper.openAt} 至 ${paper.closeAt}`],
    ['题量', `${paper.questionCount}题`],
    ['总分', `${paper.totalScore}分`],
    ['合格分', `${paper.passScore}分`],
    ['答题时限', timeLimitText(paper.timeLimitSec)],
    ['作答次数', attemptsText(paper)],
    [
      '答案和解析',
      paper.mode === 'MOCK'
        ? '答题时可查看'
        : REVIEW_LABELS[paper.reviewPolicy],
    ],
  ];
}
