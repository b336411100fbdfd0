/**
 * A learner's class study (/api/tbtp/study/*, /api/tbtp/homework/*): the
 * graduation checklist, my class, my exams, the class ranking and the
 * class's assignments (个人作业).
 */
import type { AttemptFigures } from './exams';
import type { RankingRow } from './home';
import type { MyExamKind, ClassLearningStatus } from './learning-centre';
import type { Page } from './paging';
import type { ScheduleStatus } from './schedule';

// ------------------------------------------------------------ the class

/** The class as every study answer starts (checklist, myClass). */
export interface ClassSummary {
  tbtpId: string;
  name: string;
  orgName: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  status: ScheduleStatus;
  requiredHours: number;
  compulsoryHours: number;
  electiveHours: number;
}

/** The class certificate of a graduated learner, as study answers name it. */
export interface CertificateRef {
  id: string;
  certNo: string;
  title: string;
}

// ------------------------------------------------------------ checklist

export type ConditionKey = 'COURSES' | 'HOURS' | 'HOMEWORK' | 'SURVEY' | 'EXAM';

/**
 * DONE met; TODO still possible; OVERDUE its deadline passed unmet; LOCKED
 * (exam) waits for the other conditions; FAILED (exam) no attempt left.
 */
export type ConditionState = 'DONE' | 'TODO' | 'OVERDUE' | 'LOCKED' | 'FAILED';

/** One graduation condition (GET /api/tbtp/study/checklist). */
export interface ChecklistItem {
  key: ConditionKey;
  title: string;
  state: ConditionState;
  /** e.g. 已完成 2/3 门必修课程. */
  detail: string;
  /** 'YYYY-MM-DD HH:mm:ss' or null. */
  deadline: string | null;
  /** Where the learner does it (a portal path). */
  link: string;
  linkText: string;
  done: number;
  total: number;
}

/** The graduation checklist and the exam's gate (GET /api/tbtp/study/checklist). */
export interface Checklist extends ClassSummary {
  graduated: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' or null. */
  graduatedAt: string | null;
  certificate: CertificateRef | null;
  /** The class's graduation paper, or null when it has none. */
  paperId: string | null;
  examOpen: boolean;
  /** Why the exam may not start yet (null: it may). */
  examRefusal: string | null;
  items: ChecklistItem[];
}

// ------------------------------------------------------------ my class

/** A course of my class with my completion (GET /api/tbtp/study/myClass). */
export interface MyClassCourse {
  id: string;
  name: string;
  teacher: string;
  creditHour: number;
  isCompulsory: boolean;
  completed: boolean;
}

/** My class: hours, courses and standing (GET /api/tbtp/study/myClass). */
export interface MyClass extends ClassSummary {
  /** 'YYYY-MM-DD HH:mm:ss' */
  enrolledAt: string;
  compulsoryEarned: number;
  electiveEarned: number;
  earnedHours: number;
  finishedCourses: number;
  courseCount: number;
  examPassed: boolean;
  graduatedAt: string | null;
  learningStatus: ClassLearningStatus;
  certificate: CertificateRef | null;
  /** Compulsory courses first. */
  courses: MyClassCourse[];
}

// ------------------------------------------------------------ my exams

/** The class's graduation paper (GET /api/tbtp/study/myExams). */
export interface ClassExamPaper {
  paperId: string;
  title: string;
  passScore: number;
  totalScore: number;
  maxAttempts: number | null;
  timeLimitSec: number | null;
  openAt: string;
  closeAt: string;
}

/** One of my attempts at the graduation paper (GET /api/tbtp/study/myExams). */
export interface ClassExamAttempt extends AttemptFigures {
  totalScore: number;
}

/** A past exam result of the class, newest first (GET /api/tbtp/study/myExams). */
export interface ClassExamHistoryRow {
  id: string;
  examName: string;
  kind: MyExamKind;
  score: number;
  totalScore: number;
  passScore: number;
  passed: boolean;
  submittedAt: string;
}

/** The graduation paper, my attempts and past results (GET /api/tbtp/study/myExams). */
export interface ClassExams {
  paper: ClassExamPaper | null;
  attempts: ClassExamAttempt[];
  history: ClassExamHistoryRow[];
}

// ------------------------------------------------------------ ranking

/** A member in the class ranking (POST /api/tbtp/study/ranking). */
export interface ClassRankingRow extends RankingRow {
  /** 0–100 % of the class's requiredHours. */
  progress: number;
  isMe: boolean;
  graduated: boolean;
}

/** A page of the class ranking by hours, and my place (POST /api/tbtp/study/ranking). */
export type ClassRankingPage = Page<ClassRankingRow> & {
  myRank: number | null;
  myHours: number | null;
};

// ------------------------------------------------------------ homework

export type HomeworkState = 'TODO' | 'SUBMITTED' | 'GRADED' | 'OVERDUE';

/** An attached file as lists describe it (the content only via homework/file). */
export interface HomeworkFileInfo {
  name: string;
  type: string;
  size: number;
}

/** My attached file with its content (GET /api/tbtp/homework/file). */
export interface HomeworkFileContent extends HomeworkFileInfo {
  base64: string;
}

/** The caller's submission of one assignment (resubmitting replaces it until graded). */
export interface HomeworkSubmission {
  /** Plain text. */
  content: string;
  file: HomeworkFileInfo | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
  /** null until graded. */
  score: number | null;
  comment: string | null;
  gradedAt: string | null;
}

/** One assignment of the class with my submission (homework/list, homework/submit). */
export interface Homework {
  id: string;
  tbtpId: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  requirement: string;
  /** 'YYYY-MM-DD HH:mm:ss' (local time); submissions after it are refused. */
  deadline: string;
  /** Counts towards graduation (必做) or not (选做). */
  required: boolean;
  totalScore: number;
  passScore: number;
  state: HomeworkState;
  submission: HomeworkSubmission | null;
}
