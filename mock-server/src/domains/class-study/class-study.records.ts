/**
 * Records of the class-study domain: class homework and its submissions.
 */

import type { TenantId } from '../../platform/tenancy';

/** 个人作业: an assignment of a class (domains/class-study/homework.ts). */
export interface ClassHomework {
  id: string;
  tenantId: TenantId;
  tbtpId: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  requirement: string;
  /** 'YYYY-MM-DD HH:mm:ss' (local time); submissions after it are refused. */
  deadline: string;
  /** Counts towards graduation (必做) or not (选做). */
  required: boolean;
  totalScore: number;
  passScore: number;
}

/** An attached file, stored base64 in the db (small: see class-study). */
export interface HomeworkFile {
  name: string;
  type: string;
  size: number;
  base64: string;
}

/**
 * The learner's submission of one assignment (resubmitting replaces it);
 * homework/list answers it as the contract's HomeworkSubmission.
 */
export interface HomeworkSubmissionRecord {
  id: string;
  tenantId: TenantId;
  username: string;
  tbtpId: string;
  homeworkId: string;
  /** Plain text. */
  content: string;
  file?: HomeworkFile;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
  score?: number;
  comment?: string;
  gradedAt?: string;
}

/** The collections of this domain (keys of DbState). */
export interface ClassStudyCollections {
  classHomeworks: ClassHomework[];
  homeworkSubmissions: HomeworkSubmissionRecord[];
}
