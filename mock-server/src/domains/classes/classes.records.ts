/**
 * Records of the classes domain: the online classes (网上专题班), their
 * applications, notices, news, affairs and enrolments.
 */

import type { TenantId } from '../../platform/tenancy';
import type { ScheduleStatus } from '../../platform/schedule';

export interface ClassRecord {
  tbtpId: string;
  tenantId: TenantId;
  name: string;
  cover: string;
  orgName: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  enrollStatus: 'NONE' | 'PENDING' | 'ENROLLED';
  enrollMode: 'OPEN' | 'CODE' | 'ASSIGNED';
  memberCount: number;
  requiredHours: number;
  compulsoryHours: number;
  electiveHours: number;
  status: ScheduleStatus;
  /** Organising unit (queryOrgList) and its city. */
  orgId: string;
  city: string;
  /** Sign-up code of a CODE class (never sent to clients). */
  enrollCode?: string;
  /** Course ids of the tenant's catalogue. */
  compulsoryCourseIds: string[];
  optionalCourseIds: string[];
  /** Plain text introduction. */
  introduction: string;
}

/** A hand-in of the enrolment form, or a seeded application under review. */
export interface ClassApplication {
  id: string;
  tenantId: TenantId;
  username: string;
  tbtpId: string;
  status: 'PENDING' | 'APPROVED';
  name: string;
  orgName: string;
  phone: string;
  position: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createdAt: string;
}

/** A class notice (班级通知) or a class news item (班级动态). */
export interface ClassPostRecord {
  id: string;
  tenantId: TenantId;
  tbtpId: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  content: string;
  author: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
}

/** 班务: the class committee, the schedule and who to contact. */
export interface ClassAffairsRecord {
  tenantId: TenantId;
  tbtpId: string;
  committee: { role: string; name: string; orgName: string }[];
  schedule: {
    phase: string;
    startDate: string;
    endDate: string;
    content: string;
  }[];
  contacts: { role: string; name: string; phone: string; email: string }[];
}

/** A learner's place in an online class (网上专题班) and what it earned. */
export interface ClassEnrolment {
  username: string;
  tenantId: TenantId;
  tbtpId: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  enrolledAt: string;
  compulsoryEarned: number;
  electiveEarned: number;
  /** Courses of the class completed, out of courseCount. */
  finishedCourses: number;
  courseCount: number;
  examPassed: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' when graduated (结业); absent otherwise. */
  graduatedAt?: string;
}

/** The collections of this domain (keys of DbState). */
export interface ClassesCollections {
  classes: ClassRecord[];
  classApplications: ClassApplication[];
  classNotices: ClassPostRecord[];
  classNews: ClassPostRecord[];
  classAffairs: ClassAffairsRecord[];
  classEnrolments: ClassEnrolment[];
}
