/**
 * Online special-topic classes (网上专题班, tbtp): lists, detail, enrolment,
 * the enrolment form's prefill, members, notices, news and class affairs.
 */
import type { ScheduleStatus } from './schedule';

/** The caller's enrolment in a class (from their enrolments; a visitor is NONE). */
export type EnrollStatus = 'NONE' | 'PENDING' | 'ENROLLED';

/** How a class takes learners: by themself, with a sign-up code, or assigned by their unit. */
export type EnrollMode = 'OPEN' | 'CODE' | 'ASSIGNED';

/** A class as lists show it (POST /api/portal/tbtp/queryTbtpList). */
export interface TrainingClass {
  tbtpId: string;
  name: string;
  cover: string;
  orgName: string;
  orgId: string;
  city: string;
  /** The year of startDate. */
  year: number;
  /** 'YYYY-MM-DD' */
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

/** One class for the caller, visitors too (GET /api/portal/tbtp/get?id=). */
export interface ClassDetail extends TrainingClass {
  /** Plain text. */
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

/** An organising unit of classes, with its city and count (queryOrgList). */
export interface ClassOrganisation {
  orgId: string;
  orgName: string;
  city: string;
  classCount: number;
}

/** Organisers and cities with their class counts (POST /api/portal/tbtp/queryOrgList). */
export interface ClassOrgList {
  orgs: ClassOrganisation[];
  cities: { city: string; classCount: number }[];
}

/** A sign-up code accepted (POST /api/tbtp/web/verifyCode). */
export interface CodeVerification {
  tbtpId: string;
  verified: true;
}

/** The caller enrolled (POST /api/tbtpenrollment/web/save and /api/handleWsztbBm). */
export interface EnrolmentResult {
  tbtpId: string;
  enrollStatus: 'ENROLLED';
  /** 'YYYY-MM-DD HH:mm:ss' */
  enrolledAt: string;
}

/** The caller's trainee record, the enrolment form's prefill (POST /api/getTrainee). */
export interface Trainee {
  traineeId: string | null;
  name: string;
  orgName: string;
  orgId: string;
  phone: string;
  /** Always '' (the form asks for it). */
  position: string;
}

/** Members of a class (POST /api/portal/tbtp/queryTbtpMember, visitors too). */
export interface ClassMember {
  id: string;
  /** Partly masked (张*丰) for a visitor. */
  name: string;
  orgName: string;
  role: '学员' | '班长' | '副班长' | '学习委员';
  enrolledAt: string;
}

/** A class notice (queryClassNotice) or news item (queryClassNews), newest first. */
export interface ClassPost {
  id: string;
  tbtpId: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  content: string;
  author: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
}

/** 班务: the committee, the schedule and who to contact (GET /api/portal/tbtp/getAffairs). */
export interface ClassAffairs {
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
