/**
 * The state of anything with a start and an end date: a class, a
 * consolidation plan, a class of mine.
 */
export type ScheduleStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';
