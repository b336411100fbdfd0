import { post, postPage } from '@portal/shared/api';
import type {
  ClassOrgList,
  Page,
  ScheduleStatus,
  TrainingClass,
} from '@portal/shared/contracts';

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

/** POST /api/portal/tbtp/queryOrgList */
export function fetchOrgList(): Promise<ClassOrgList> {
  return post<ClassOrgList>('portal/tbtp/queryOrgList', {});
}
