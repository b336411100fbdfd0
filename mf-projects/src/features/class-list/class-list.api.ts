import { postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

export interface TrainingClass {
  tbtpId: string;
  name: string;
  cover: string;
  orgName: string;
  startDate: string;
  endDate: string;
  enrollStatus: 'NONE' | 'PENDING' | 'ENROLLED';
  enrollMode: 'OPEN' | 'CODE' | 'ASSIGNED';
  memberCount: number;
  requiredHours: number;
  compulsoryHours: number;
  electiveHours: number;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';
}

/** POST /api/portal/tbtp/queryTbtpList */
export function fetchClasses(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<TrainingClass>> {
  return postPage<TrainingClass>('portal/tbtp/queryTbtpList', query);
}
