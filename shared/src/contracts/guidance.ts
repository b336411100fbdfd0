/** Study guidance (POST /api/portal/course/guidance; the rule is the server's). */
import type { Course } from './course-catalogue';

export interface HoursTriple {
  total: number;
  compulsory: number;
  optional: number;
}

export interface GuidanceHours {
  required: HoursTriple;
  learnt: HoursTriple;
  remaining: HoursTriple;
}

export type ReasonType = 'COMPULSORY' | 'INTEREST' | 'RECOMMENDED';

export interface SuggestedCourse extends Course {
  /** 必修课程 / 兴趣：政治理论 / 推荐课程 */
  reason: string;
  reasonType: ReasonType;
}

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
