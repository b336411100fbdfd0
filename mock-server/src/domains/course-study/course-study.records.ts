/**
 * Records of the course-study domain: study records, hours credits,
 * collected courses and each year's seeded hours.
 */

import type { StudyStatus, YearHours } from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/** Seeded hours of a user's year (yearHourTotalStatistics adds the earned ones). */
export interface YearHoursRecord extends YearHours {
  username: string;
  tenantId: TenantId;
  year: number;
}

/** A user's study of one course (created by study/start). */
export interface StudyRecord {
  username: string;
  tenantId: TenantId;
  courseId: string;
  /** Seconds watched (VIDEO) or read (ARTICLE); never decreases. */
  studyTimes: number;
  studyStatus: StudyStatus;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startedAt: string;
  /** Last start or progress report (ms, the backend's clock). */
  lastReportAt: number;
  /** 'YYYY-MM-DD HH:mm:ss' of the first completion. */
  completedAt?: string;
}

/** Hours credited for a completed course: once per user, course and year. */
export interface HoursCredit {
  username: string;
  tenantId: TenantId;
  courseId: string;
  year: number;
  hours: number;
  isCompulsory: boolean;
  creditedAt: string;
}

export interface CourseCollect {
  username: string;
  tenantId: TenantId;
  courseId: string;
  type: 'collect';
  createdAt: string;
}

/** The collections of this domain (keys of DbState). */
export interface CourseStudyCollections {
  yearHours: YearHoursRecord[];
  studyRecords: StudyRecord[];
  hoursCredits: HoursCredit[];
  courseCollects: CourseCollect[];
}
