import { getJson } from '@portal/shared/api';
import type { ClassAffairs } from '@portal/shared/contracts';

/** GET /api/portal/tbtp/getAffairs?tbtpId= */
export function fetchClassAffairs(tbtpId: string): Promise<ClassAffairs> {
  return getJson<ClassAffairs>('portal/tbtp/getAffairs', { tbtpId });
}
