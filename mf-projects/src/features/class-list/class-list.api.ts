import { post, postPage } from '@portal/shared/api';
import type { ScheduleStatus } from '@portal/shared/contracts';
import type { Page } from '@portal/shared/contracts';

import type { TrainingClass } from '../../lib/training-class';

export interface ClassQuery {
  pagesize: number;
  pagenum: number;
  name?: string;
  status?: ScheduleStatus;
  year?: number;
  orgId?: string;
  city?: string;
}

/** POST /api/portal/tbtp/queryTbtpList */
export function fetchClasses(query: ClassQuery): Promise<Page<TrainingClass>> {
  return postPage<TrainingClass>('portal/tbtp/queryTbtpList', { ...query });
}

interface Organisation {
  orgId: string;
  orgName: string;
  city: string;
  classCount: number;
}

interface OrgList {
  orgs: Organisation[];
  cities: { city: string; classCount: number }[];
}

/** POST /api/portal/tbtp/queryOrgList */
export function fetchOrgList(): Promise<OrgList> {
  return post<OrgList>('portal/tbtp/queryOrgList', {});
}
