import { getJson, post } from '@portal/shared/api';
import type { Homework, HomeworkFileContent } from '@portal/shared/contracts';

interface HomeworkUpload {
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
  return post<Homework>('tbtp/homework/submit', upload, { silent: true });
}

/** GET /api/tbtp/homework/file: my attached file. */
export function fetchHomeworkFile(
  homeworkId: string,
): Promise<HomeworkFileContent> {
  return getJson<HomeworkFileContent>('tbtp/homework/file', {
    homeworkId,
  });
}
