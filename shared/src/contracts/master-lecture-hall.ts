/** The master lecture hall (名师讲堂). */

/** 名师 with the number of courses they teach (POST /api/portal/queryFamous, getFamousDetail). */
export interface Teacher {
  id: string;
  name: string;
  /** Title and organisation, e.g. 北京大学法学院副教授. */
  title: string;
  avatar: string;
  intro: string;
  courseCount: number;
}
