import { postPage } from '@portal/shared/api';
import type { ClassMember, Page } from '@portal/shared/contracts';

/** POST /api/portal/tbtp/queryTbtpMember (visitors too) */
export function fetchMembers(query: {
  tbtpId: string;
  pagesize: number;
  pagenum: number;
  name?: string;
}): Promise<Page<ClassMember>> {
  return postPage<ClassMember>('portal/tbtp/queryTbtpMember', query);
}
