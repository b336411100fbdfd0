import { getJson, postJson, postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/types';

import type { TrainingClass } from '../class-list/class-list.api';

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

export interface ClassCourse {
  id: string;
  name: string;
  teacher: string;
  courseCover: string;
  resourceType: 'VIDEO' | 'ARTICLE';
  creditHour: number;
  showCourseDuration: string;
  showStatusMsg: string;
}

/** POST /api/portal/course/getPageByCategory {tbtpId, isCompulsory} */
export function fetchClassCourses(
  tbtpId: string,
  compulsory: boolean,
): Promise<Page<ClassCourse>> {
  return postPage<ClassCourse>('portal/course/getPageByCategory', {
    tbtpId,
    isCompulsory: compulsory ? 1 : 0,
    pagesize: 100,
    pagenum: 0,
  });
}

/** POST /api/tbtp/web/verifyCode; silent: the form shows the message. */
export function verifyCode(tbtpId: string, code: string): Promise<unknown> {
  return postJson('tbtp/web/verifyCode', { tbtpId, code }, { silent: true });
}

/** POST /api/tbtpenrollment/web/save; silent: the panel shows the message. */
export function saveEnrollment(
  tbtpId: string,
  code?: string,
): Promise<unknown> {
  return postJson(
    'tbtpenrollment/web/save',
    code ? { tbtpId, code } : { tbtpId },
    { silent: true },
  );
}
