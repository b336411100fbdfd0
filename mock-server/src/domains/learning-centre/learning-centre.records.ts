/**
 * Records of the learning-centre domain: the exam and evaluation history
 * of its tabs.
 */

import type { TenantId } from '../../platform/tenancy';

export type UserExamKind = 'CLASSROOM' | 'CLASS' | 'GRADUATION' | 'CONSOLIDATE';

/** One submitted exam attempt (the exam tab of the learning centre). */
export interface UserExamRecord {
  id: string;
  tenantId: TenantId;
  username: string;
  examId: string;
  examName: string;
  kind: UserExamKind;
  tbtpId?: string;
  tbtpName?: string;
  score: number;
  totalScore: number;
  passScore: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
  /** Seconds spent. */
  durationSeconds: number;
}

/** One finished evaluation (测评) with its dimension scores. */
export interface EvaluationRecord {
  examId: string;
  tenantId: TenantId;
  username: string;
  name: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  finishedAt: string;
  score: number;
  totalScore: number;
  dimensions: { name: string; score: number; totalScore: number }[];
  comment: string;
}

/** The collections of this domain (keys of DbState). */
export interface LearningCentreCollections {
  userExams: UserExamRecord[];
  evaluations: EvaluationRecord[];
}
