import { post, postPage } from '@portal/shared/api';
import type {
  CodeVerification,
  Course,
  EnrolmentResult,
  Page,
} from '@portal/shared/contracts';

/** POST /api/portal/course/getPageByCategory {tbtpId, isCompulsory} */
export function fetchClassCourses(
  tbtpId: string,
  compulsory: boolean,
): Promise<Page<Course>> {
  return postPage<Course>('portal/course/getPageByCategory', {
    tbtpId,
    isCompulsory: compulsory ? 1 : 0,
    pagesize: 100,
    pagenum: 0,
  });
}

/** POST /api/tbtp/web/verifyCode; silent: the form shows the message. */
export function verifyCode(
  tbtpId: string,
  code: string,
): Promise<CodeVerification> {
  return post<CodeVerification>(
    'tbtp/web/verifyCode',
    { tbtpId, code },
    { silent: true },
  );
}

/** POST /api/tbtpenrollment/web/save; silent: the panel shows the message. */
export function saveEnrollment(
  tbtpId: string,
  code?: string,
): Promise<EnrolmentResult> {
  return post<EnrolmentResult>(
    'tbtpenrollment/web/save',
    code ? { tbtpId, code } : { tbtpId },
    {
      silent: true,
    },
  );
}
