import type { ClassDetail } from '@portal/shared/contracts';

/** What the enrolment panel offers the caller. */
type EnrolAction =
  | 'enrolled'
  | 'pending'
  | 'ended'
  | 'assigned'
  /** A visitor: 登录报名. */
  | 'login'
  | 'open'
  | 'code';

export function enrolActionFor(
  c: Pick<ClassDetail, 'signedIn' | 'enrollStatus' | 'status' | 'enrollMode'>,
): EnrolAction {
  if (c.signedIn && c.enrollStatus === 'ENROLLED') return 'enrolled';
  if (c.signedIn && c.enrollStatus === 'PENDING') return 'pending';
  if (c.status === 'ENDED') return 'ended';
  if (c.enrollMode === 'ASSIGNED') return 'assigned';
  if (!c.signedIn) return 'login';
  return c.enrollMode === 'CODE' ? 'code' : 'open';
}

/** The class's pages (sub-pages take ?id=<tbtpId>). */
export function classPaths(tbtpId: string, signedIn: boolean) {
  const q = `?id=${encodeURIComponent(tbtpId)}`;
  return {
    detail: `/projectDetail${q}`,
    openDetail: `/openProjectDetail${q}`,
    members: signedIn ? `/projectDetailBjcy${q}` : `/openBjcy${q}`,
    notices: `/classNotice${q}`,
    news: `/projectDetailBjdt${q}`,
    affairs: `/projectDetailBwgl${q}`,
    homework: `/projectDetailGrbjzy${q}`,
    archive: `/projectDetailCxda${q}`,
    enrolQr: `/enrollmentQrCode${q}`,
  };
}

/** A course of the class: the study page, or its open page for a visitor. */
export function coursePath(
  course: { id: string; resourceType: 'VIDEO' | 'ARTICLE' },
  signedIn: boolean,
): string {
  const q = `?id=${encodeURIComponent(course.id)}`;
  if (signedIn) return `/commendIndex/coursedetail${q}`;
  return course.resourceType === 'ARTICLE'
    ? `/openCourseTextDetail${q}`
    : `/openCourseDetail${q}`;
}
