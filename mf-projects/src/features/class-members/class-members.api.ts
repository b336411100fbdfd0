import { postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

export interface ClassMember {
  id: string;
  /** Partly masked (张*丰) for a visitor. */
  name: string;
  orgName: string;
  role: string;
  enrolledAt: string;
}

/** POST /api/portal/tbtp/queryTbtpMember (visitors too) */
export function fetchMembers(query: {
  tbtpId: string;
  pagesize: number;
  pagenum: number;
  name?: string;
}): Promise<Page<ClassMember>> {
  return postPage<ClassMember>('portal/tbtp/queryTbtpMember', query);
}
