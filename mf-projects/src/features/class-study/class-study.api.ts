import { getJson } from '@portal/shared/api';
import type { Checklist, ClassExams } from '@portal/shared/contracts';

/** GET /api/tbtp/study/checklist */
export function fetchChecklist(tbtpId: string): Promise<Checklist> {
  return getJson<Checklist>('tbtp/study/checklist', { tbtpId });
}

/** GET /api/tbtp/study/myExams */
export function fetchClassExams(tbtpId: string): Promise<ClassExams> {
  return getJson<ClassExams>('tbtp/study/myExams', { tbtpId });
}
