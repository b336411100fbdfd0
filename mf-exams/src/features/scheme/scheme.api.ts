import { postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

export interface ConsolidationPlan {
  id: string;
  name: string;
  description: string;
  startTime: string;
  endTime: string;
  examCount: number;
  passScore: number;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';
}

/** POST /api/exam/consolidate/queryPlanList */
export function fetchPlans(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<ConsolidationPlan>> {
  return postPage<ConsolidationPlan>('exam/consolidate/queryPlanList', query);
}
