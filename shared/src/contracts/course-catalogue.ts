/** The course catalogue: courses as every list sends them, and the category tree. */

export type ResourceType = 'VIDEO' | 'ARTICLE';

/** '0' 未学习, '1' 学习中, '2' 已学习. */
export type StudyStatus = '0' | '1' | '2';

/**
 * A course as the lists and the detail send it: the catalogue's fields
 * plus the caller's study status ('0' for a visitor).
 */
export interface Course {
  id: string;
  name: string;
  courseCover: string;
  teacher: string;
  teacherId: string;
  resourceType: ResourceType;
  /** VIDEO: the video's URL ('/pcStatic/video/lesson-K.mp4'); ARTICLE: ''. */
  resourcePath: string;
  /** Nominal minutes shown to learners (decides creditHour). */
  courseDuration: number;
  /**
   * VIDEO: real length of the media file in seconds; ARTICLE: the reading
   * seconds required.
   */
  videoSeconds: number;
  /** 'mm:ss' of courseDuration. */
  showCourseDuration: string;
  creditHour: number;
  categoryId: string;
  categoryName: string;
  isCompulsory: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishDate: string;
  courseVisitor: number;
  introduction: string;
  /** 0–10, one decimal. */
  score: number;
  zanNum: number;
  studyStatus: StudyStatus;
  /** Text of studyStatus (未学习 / 学习中 / 已学习). */
  showStatusMsg: string;
}

/** A node of the tenant's category tree (GET /api/portal/course/getCategory). */
export interface CourseCategory {
  id: string;
  name: string;
  /** Absent on a leaf. */
  children?: CourseCategory[];
}

/** A course attachment (a handout) of the detail. */
export interface Attachment {
  attaName: string;
  attaPath: string;
}

/**
 * The learners' rating of a course: the detail's, and the answer of POST
 * /api/portal/course/comment/save.
 */
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

/** GET /api/portal/course/get: the course page's detail for the caller. */
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

/** POST /api/portal/collect/toggleCollect: whether the course is now collected. */
export interface CollectState {
  isCollected: boolean;
}

/**
 * A comment of a course's discussion room (研讨室): the rows of POST
 * /api/portal/course/discuss/query and the answer of discuss/create.
 */
export interface Discussion {
  id: string;
  courseId: string;
  /** The author's name. */
  userName: string;
  /** Plain text. */
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createdAt: string;
}
