/** 调训申请 (/api/personal/applyDispatch, queryDispatch). */

export type DispatchStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A request to count an offline training towards the year, as the caller sees it. */
export interface DispatchApplication {
  id: string;
  trainingName: string;
  organizer: string;
  location: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  hours: number;
  phone: string;
  reason: string;
  status: DispatchStatus;
  /** 待审核 / 已通过 / 已驳回 */
  statusName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createdAt: string;
  reviewedAt?: string;
  reviewComment?: string;
}
