/** Study recording of a course (POST /api/study/*). */
import type { StudyStatus } from './course-catalogue';

/**
 * POST /api/study/start and /api/study/progress: the learner's record of
 * the course.
 */
export interface StudyProgress {
  /** Seconds recorded so far (never decreasing). */
  studyTimes: number;
  studyStatus: StudyStatus;
  /**
   * progress only, true when the backend suspects cheating: nothing was
   * recorded and the envelope's message says why.
   */
  plagFlag?: boolean;
}

/**
 * POST /api/study/v2/end: the course is completed and the hours it
 * earned this year.
 */
export interface StudyEndResult {
  studyStatus: StudyStatus;
  earnedHours: number;
  /**
   * Only in a refusal (success false) of a suspect studyTimes sent with
   * the call (earnedHours is then 0).
   */
  plagFlag?: boolean;
}
