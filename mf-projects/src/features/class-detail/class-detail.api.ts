import { post, postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/contracts';

interface ClassCourse {
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
  return post('tbtp/web/verifyCode', { tbtpId, code }, { silent: true });
}

/** POST /api/tbtpenrollment/web/save; silent: the panel shows the message. */
export function saveEnrollment(
  tbtpId: string,
  code?: string,
): Promise<unknown> {
  return post('tbtpenrollment/web/save', code ? { tbtpId, code } : { tbtpId }, {
    silent: true,
  });
}
