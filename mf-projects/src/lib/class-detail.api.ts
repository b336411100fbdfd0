import { getJson } from '@portal/shared/api';

import type { TrainingClass } from './training-class';

export interface ClassDetail extends TrainingClass {
  introduction: string;
  compulsoryCourseIds: string[];
  optionalCourseIds: string[];
  noticeCount: number;
  newsCount: number;
  /** The server saw a signed-in caller. */
  signedIn: boolean;
  /** The caller may enrol by themself (a code class still needs its code). */
  canEnroll: boolean;
  /** Why the caller may not enrol ('' when they may). */
  enrollMessage: string;
  /** The caller already passed verifyCode for this class. */
  codeVerified: boolean;
}

export const CLASS_NOT_FOUND = '班级不存在';

/** GET /api/portal/tbtp/get?id= (visitors too); silent: the page shows errors. */
export function fetchClassDetail(id: string): Promise<ClassDetail> {
  return getJson<ClassDetail>('portal/tbtp/get', { id }, { silent: true });
}
