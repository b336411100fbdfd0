/** The year's hours of the personal centre's overview and the shell's welcome box. */

/** POST /api/personal/yearHourTotalStatistics: seeded hours plus hours earned by completed courses. */
export interface YearHours {
  tbtpHourSum: number;
  ANALYSIS_HOURS_NUM: number;
  compulsoryHour: number;
  compulsoryCourseHour: number;
  optionalHour: number;
  optionalCourseHour: number;
}
