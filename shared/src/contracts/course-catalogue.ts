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
