/** A class's assignments (个人作业, /api/tbtp/homework/*). */

export type HomeworkState = 'TODO' | 'SUBMITTED' | 'GRADED' | 'OVERDUE';

/** An attached file as lists describe it (the content only via homework/file). */
export interface HomeworkFileInfo {
  name: string;
  type: string;
  size: number;
}

/** The caller's submission of one assignment (resubmitting replaces it until graded). */
export interface HomeworkSubmission {
  /** Plain text. */
  content: string;
  file: HomeworkFileInfo | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
  /** null until graded. */
  score: number | null;
  comment: string | null;
  gradedAt: string | null;
}

/** One assignment of the class with my submission (homework/list, homework/submit). */
export interface Homework {
  id: string;
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
  state: HomeworkState;
  submission: HomeworkSubmission | null;
}
