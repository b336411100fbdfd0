/** The course page: the detail and its rating (GET /api/portal/course/get). */
import type { Course } from './course-catalogue';

export interface Attachment {
  attaName: string;
  attaPath: string;
}

export interface RatingSummary {
  /** Average of each of the five dimensions, 0..10, one decimal. */
  average: number[];
  /** How many learners rated. */
  num: number;
}

/** The classroom test that follows a course (run by mf-exams). */
export interface ClassroomTestSummary {
  paperId: string;
  title: string;
  /** The caller has passed it (false for a visitor). */
  passed: boolean;
}

export interface CourseDetail extends Course {
  /** The teacher's title and introduction ('' when unknown). */
  teacherProfile: string;
  attachmentList: Attachment[];
  /** ARTICLE: the text as HTML (sanitised before it is shown); VIDEO: ''. */
  content: string;
  ratingSummary: RatingSummary;
  isCollected: boolean;
  /** Seconds recorded so far. */
  studyTimes: number;
  /** Hours credited this year. */
  earnedHours: number;
  /** Why a course earns its 学时 (text). */
  hoursRule: string;
  /** Whether this learner has earned them yet, and why (text). */
  hoursStatus: string;
  /** Only when the course has a classroom test. */
  classroomTest?: ClassroomTestSummary;
}
