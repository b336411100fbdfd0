/** Study guidance (POST /api/portal/course/guidance; the rule is the server's). */
import type { Course } from './course-catalogue';

/** Hours in total, of compulsory and of optional courses. */
export interface HoursTriple {
  total: number;
  compulsory: number;
  optional: number;
}

/** The caller's hours of the year: required, learnt and still to learn. */
export interface GuidanceHours {
  required: HoursTriple;
  learnt: HoursTriple;
  remaining: HoursTriple;
}

/** Why a course is suggested (the reason's kind). */
export type ReasonType = 'COMPULSORY' | 'INTEREST' | 'RECOMMENDED';

/** A suggested course and why. */
export interface SuggestedCourse extends Course {
  /** 必修课程 / 兴趣：政治理论 / 推荐课程 */
  reason: string;
  reasonType: ReasonType;
}

/** POST /api/portal/course/guidance: the caller's hours and the suggested courses. */
export interface Guidance {
  personalised: boolean;
  year: number;
  /** TOTAL: total and compulsory count; SPLIT (the tenant's capability splitHours): compulsory and optional. */
  hoursMode: 'TOTAL' | 'SPLIT';
  /** null for a visitor. */
  hours: GuidanceHours | null;
  interests: { id: string; name: string }[];
  suggestions: SuggestedCourse[];
  suggestedHours: number;
}
