/** The year archive (学习档案, /api/personal/*Statistics). */
import type { ResourceType, StudyStatus } from './course-catalogue';

/** Hours of one month of the year (course hours credited that month). */
export interface MonthFigure {
  /** 1–12 */
  month: number;
  hours: number;
  /** Courses credited that month. */
  courses: number;
}

/** POST /api/personal/yearTotalStatistics */
export interface YearTotal {
  year: number;
  /** Course hours plus the seeded hours. */
  totalHours: number;
  compulsoryHours: number;
  optionalHours: number;
  /** Hours credited for courses completed that year. */
  courseHours: number;
  /** Hours from classes and other sources (seeded, no course, no month). */
  otherHours: number;
  requiredHours: number;
  requiredCompulsoryHours: number;
  /** max(0, required − total). */
  remainingHours: number;
  requirementMet: boolean;
  /** Courses credited that year. */
  completedCourses: number;
  /** Courses whose study started that year. */
  startedCourses: number;
  /** Distinct days with a credit or a study start. */
  studyDays: number;
  months: MonthFigure[];
}

/** POST /api/personal/totalStatistics */
export interface AllYearsTotal {
  /** Up to and including this year. */
  untilYear: number;
  totalHours: number;
  /** Distinct courses credited. */
  totalCourses: number;
  firstYear: number | null;
  years: { year: number; hours: number }[];
}

/** POST /api/personal/courseCategoryStatistics (root categories). */
export interface CategoryFigure {
  categoryId: string;
  categoryName: string;
  hours: number;
  courses: number;
}

/** POST /api/personal/keyWordStatistics */
export interface KeywordFigure {
  keyword: string;
  /** Courses of the year that carry the keyword. */
  count: number;
  hours: number;
}

/** POST /api/personal/hotStatisticsList and newStatisticsList */
export interface CourseFigure {
  courseId: string;
  courseName: string;
  categoryName: string;
  creditHour: number;
  publishDate: string;
  courseVisitor: number;
  /** Learners of the tenant who studied it that year. */
  learners: number;
  /** The caller has studied it (any year). */
  studied: boolean;
}

/**
 * One course whose hours were credited in the year (POST
 * /api/personal/courseListByCategory; the `courses` of
 * yearCourseTotalStatistics), oldest credit first.
 */
export interface ArchiveCourse {
  courseId: string;
  courseName: string;
  /** Root category (the archive's "by category"). */
  categoryId: string;
  categoryName: string;
  /** The course's own (leaf) category. */
  subCategoryName: string;
  /** '' when the course is no longer in the catalogue. */
  resourceType: ResourceType | '';
  isCompulsory: boolean;
  hours: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  creditedAt: string;
  /** 1–12 */
  month: number;
  studyStatus: StudyStatus;
  /** Seconds recorded. */
  studyTimes: number;
}

/** POST /api/personal/yearCourseTotalStatistics: the year's credited courses and months. */
export interface YearCourseStatistics {
  year: number;
  courseCount: number;
  totalHours: number;
  compulsoryHours: number;
  optionalHours: number;
  courses: ArchiveCourse[];
  months: MonthFigure[];
}

/** POST /api/personal/personalConfig: what the archive pages need to start. */
export interface ArchiveConfig {
  currentYear: number;
  /** Years with data, newest first (the current year always). */
  years: number[];
  requiredHours: number;
  requiredCompulsoryHours: number;
  holderName: string;
  orgName: string;
}

/**
 * POST /api/personal/yearHourTotalStatistics (the personal centre's
 * overview and the shell's welcome box): seeded hours plus hours earned by
 * completed courses.
 */
export interface YearHours {
  tbtpHourSum: number;
  ANALYSIS_HOURS_NUM: number;
  compulsoryHour: number;
  compulsoryCourseHour: number;
  optionalHour: number;
  optionalCourseHour: number;
}
