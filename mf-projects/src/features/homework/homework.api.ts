import { getJson, postJson } from '@portal/shared/api';

export type HomeworkState = 'TODO' | 'SUBMITTED' | 'GRADED' | 'OVERDUE';

export interface HomeworkFileInfo {
  name: string;
  type: string;
  size: number;
}

export interface HomeworkSubmission {
  content: string;
  file: HomeworkFileInfo | null;
  submittedAt: string;
  score: number | null;
  comment: string | null;
  gradedAt: string | null;
}

/** One assignment of the class with my submission (homework/list). */
export interface Homework {
  id: string;
  tbtpId: string;
  title: string;
  requirement: string;
  deadline: string;
  required: boolean;
  totalScore: number;
  passScore: number;
  state: HomeworkState;
  submission: HomeworkSubmission | null;
}

export interface HomeworkUpload {
  homeworkId: string;
  content: string;
  file?: { name: string; type: string; base64: string };
}

/** GET /api/tbtp/homework/list */
export function fetchHomeworks(tbtpId: string): Promise<Homework[]> {
  return getJson<Homework[]>('tbtp/homework/list', { tbtpId });
}

/** POST /api/tbtp/homework/submit (JSON, the file base64; silent: the form shows errors). */
export function submitHomework(upload: HomeworkUpload): Promise<Homework> {
  return postJson<Homework>('tbtp/homework/submit', upload, { silent: true });
}

/** GET /api/tbtp/homework/file: my attached file. */
export function fetchHomeworkFile(
  homeworkId: string,
): Promise<HomeworkFileInfo & { base64: string }> {
  return getJson<HomeworkFileInfo & { base64: string }>('tbtp/homework/file', {
    homeworkId,
  });
}
