import { getJson } from '@portal/shared/api';
import type { ExamResult } from '@portal/shared/contracts';

/** GET /api/exam/getRecord: a submitted attempt. */
export function fetchAttemptRecord(attemptId: string): Promise<ExamResult> {
  return getJson<ExamResult>('exam/getRecord', { attemptId });
}
