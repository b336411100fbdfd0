/**
 * Records of the dispatch domain: 调训申请.
 */

import type {
  DispatchApplication,
  DispatchStatus,
} from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

export const DISPATCH_STATUSES: readonly DispatchStatus[] = [
  'PENDING',
  'APPROVED',
  'REJECTED',
];

/**
 * 调训申请: a request to count an offline training towards the year, with
 * its owner (the lists add statusName).
 */
export interface DispatchApplicationRecord extends Omit<
  DispatchApplication,
  'statusName'
> {
  tenantId: TenantId;
  username: string;
}

/** The collections of this domain (keys of DbState). */
export interface DispatchCollections {
  dispatchApplications: DispatchApplicationRecord[];
}
