import { getJson } from '@portal/shared/api';
import type { ClassDetail } from '@portal/shared/contracts';

/** GET /api/portal/tbtp/get?id= (visitors too); silent: the page shows errors. */
export function fetchClassDetail(id: string): Promise<ClassDetail> {
  return getJson<ClassDetail>('portal/tbtp/get', { id }, { silent: true });
}
