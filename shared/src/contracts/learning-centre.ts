/** The personal centre's learning centre (my classes, my exams). */
import type { ResourceType, StudyStatus } from './course-catalogue';
import type { ScheduleStatus } from './schedule';

/** A class enrolment's standing (POST /api/personal/queryMyTbtps). */
export type ClassLearningStatus = 'IN_PROGRESS' | 'GRADUATED' | 'NOT_GRADUATED';

/**
 * Kind of a row of my exams (POST /api/tbtp/exam/getUserExam): the seeded
 * history's kinds, plus TRAINING and FUN for attempts of mf-exams' engine.
 */
export type MyExamKind =
  'CLASSROOM' | 'CLASS' | 'GRADUATION' | 'CONSOLIDATE' | 'TRAINING' | 'FUN';

/** A class of mine (POST /api/personal/queryMyTbtps), latest start first. */
export interface MyClassSummary {
  tbtpId: string;
  name: string;
  cover: string;
  orgName: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  /** The class's schedule. */
  status: ScheduleStatus;
  requiredHours: number;
  compulsoryHours: number;
  electiveHours: number;
  compulsoryEarned: number;
  electiveEarned: number;
  earnedHours: number;
  /** Courses of the class completed, out of courseCount. */
  finishedCourses: number;
  courseCount: number;
  /** 0–100 */
  progress: number;
  examPassed: boolean;
  learningStatus: ClassLearningStatus;
  /** 'YYYY-MM-DD HH:mm:ss' */
  enrolledAt: string;
  /** 'YYYY-MM-DD HH:mm:ss' when graduated (结业); absent otherwise. */
  graduatedAt?: string;
}

/** A row of my exams (POST /api/tbtp/exam/getUserExam), newest first. */
export interface MyExam {
  /** The record (seeded result or submitted attempt). */
  recordId: string;
  /**
   * Present for attempts of mf-exams' engine, whose review page can show
   * them; history rows have none.
   */
  attemptId?: string;
  examId: string;
  examName: string;
  kind: MyExamKind;
  tbtpName?: string;
  score: number;
  totalScore: number;
  passScore: number;
  passed: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
  /** Seconds spent. */
  durationSeconds: number;
}

export interface MyCourse {
  id: string;
  name: string;
  courseCover: string;
  teacher: string;
  resourceType: ResourceType;
  courseDuration: number;
  creditHour: number;
  isCompulsory: boolean;
  categoryName: string;
  studyStatus: StudyStatus;
  showStatusMsg: string;
  studyTimes: number;
  videoSeconds: number;
  /** 0–100 */
  progress: number;
  startedAt: string;
  completedAt?: string;
  /** Last activity: 'YYYY-MM-DD HH:mm:ss'. */
  lastStudyAt: string;
  /** Hours credited for this course in the year asked (or in all years). */
  earnedHours: number;
}

export interface MySubject {
  id: string;
  name: string;
  cover: string;
  description: string;
  startDate: string;
  endDate: string;
  courseCount: number;
  finishedCount: number;
  studyingCount: number;
  /** 0–100 */
  progress: number;
  earnedHours: number;
}

export interface MyCollect {
  courseId: string;
  name: string;
  courseCover: string;
  teacher: string;
  resourceType: ResourceType;
  creditHour: number;
  isCompulsory: boolean;
  studyStatus: StudyStatus;
  showStatusMsg: string;
  /** When it was collected. */
  createdAt: string;
}

/** POST /api/personal/queryTbtpStatisticsInfo: my classes counted by standing. */
export interface ClassStatistics {
  totalCount: number;
  inProgressCount: number;
  graduatedCount: number;
  notGraduatedCount: number;
  /** Hours earned in all my classes. */
  earnedHours: number;
}

/** A finished evaluation (测评) of mine (POST /api/cePing/queryExamId), newest first. */
export interface EvaluationSummary {
  examId: string;
  name: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  finishedAt: string;
  score: number;
  totalScore: number;
}

/** One evaluation with its dimension scores (POST /api/cePing/queryExamResult). */
export interface EvaluationResult extends EvaluationSummary {
  dimensions: { name: string; score: number; totalScore: number }[];
  comment: string;
}
