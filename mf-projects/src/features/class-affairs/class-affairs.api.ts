import { getJson } from '@portal/shared/api';

interface ClassAffairs {
  tbtpId: string;
  className: string;
  committee: { role: string; name: string; orgName: string }[];
  schedule: {
    phase: string;
    startDate: string;
    endDate: string;
    content: string;
  }[];
  contacts: { role: string; name: string; phone: string; email: string }[];
}

/** GET /api/portal/tbtp/getAffairs?tbtpId= */
export function fetchClassAffairs(tbtpId: string): Promise<ClassAffairs> {
  return getJson<ClassAffairs>('portal/tbtp/getAffairs', { tbtpId });
}
