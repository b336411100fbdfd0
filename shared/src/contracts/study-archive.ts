/** A learner's class study (结业进度, /api/tbtp/study/*): the graduation checklist and the class ranking. */
import type { RankingRow } from './home';

export type ConditionKey = 'COURSES' | 'HOURS' | 'HOMEWORK' | 'SURVEY' | 'EXAM';

/**
 * DONE met; TODO still possible; OVERDUE its deadline passed unmet; LOCKED
 * (exam) waits for the other conditions; FAILED (exam) no attempt left.
 */
export type ConditionState = 'DONE' | 'TODO' | 'OVERDUE' | 'LOCKED' | 'FAILED';

/** One graduation condition (GET /api/tbtp/study/checklist). */
export interface ChecklistItem {
  key: ConditionKey;
  title: string;
  state: ConditionState;
  /** e.g. 已完成 2/3 门必修课程. */
  detail: string;
  /** 'YYYY-MM-DD HH:mm:ss' or null. */
  deadline: string | null;
  /** Where the learner does it (a portal path). */
  link: string;
  linkText: string;
  done: number;
  total: number;
}

/** A member in the class ranking (POST /api/tbtp/study/ranking). */
export interface ClassRankingRow extends RankingRow {
  /** 0–100 % of the class's requiredHours. */
  progress: number;
  isMe: boolean;
  graduated: boolean;
}
