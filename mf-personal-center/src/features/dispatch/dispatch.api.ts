import { postJson, postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

import type { DispatchInput } from './dispatch-rules';

export type DispatchStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface DispatchApplication {
  id: string;
  trainingName: string;
  organizer: string;
  location: string;
  startDate: string;
  endDate: string;
  hours: number;
  phone: string;
  reason: string;
  status: DispatchStatus;
  statusName: string;
  createdAt: string;
  reviewedAt?: string;
  reviewComment?: string;
}

/** POST /api/personal/applyDispatch (400 with the field's message). */
export function applyDispatch(
  input: Omit<DispatchInput, 'hours'> & { hours: number },
): Promise<DispatchApplication> {
  return postJson<DispatchApplication>('personal/applyDispatch', input, {
    silent: true,
  });
}

/** POST /api/personal/queryDispatch: newest first. */
export function fetchDispatches(query: {
  pagesize: number;
  pagenum: number;
  status?: DispatchStatus;
}): Promise<Page<DispatchApplication>> {
  return postPage<DispatchApplication>('personal/queryDispatch', query);
}
