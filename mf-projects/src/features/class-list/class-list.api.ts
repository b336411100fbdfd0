import { postJson, postPage } from '@portal/shared/api';
import type { ScheduleStatus } from '@portal/shared/contracts';
import type { Page } from '@portal/shared/types';

export type EnrollStatus = 'NONE' | 'PENDING' | 'ENROLLED';
export type EnrollMode = 'OPEN' | 'CODE' | 'ASSIGNED';

export interface TrainingClass {
  tbtpId: string;
  name: string;
  cover: string;
  orgName: string;
  orgId: string;
  city: string;
  year: number;
  startDate: string;
  endDate: string;
  /** The caller's own state (from their enrolments). */
  enrollStatus: EnrollStatus;
  enrollMode: EnrollMode;
  memberCount: number;
  requiredHours: number;
  compulsoryHours: number;
  electiveHours: number;
  status: ScheduleStatus;
}

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

export interface Organisation {
  orgId: string;
  orgName: string;
  city: string;
  classCount: number;
}

export interface OrgList {
  orgs: Organisation[];
  cities: { city: string; classCount: number }[];
}

/** POST /api/portal/tbtp/queryOrgList */
export function fetchOrgList(): Promise<OrgList> {
  return postJson<OrgList>('portal/tbtp/queryOrgList', {});
}
