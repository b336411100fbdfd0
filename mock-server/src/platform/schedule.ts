/**
 * The state of anything with a start and an end date (a class, a
 * consolidation plan). Shared by the records of several domains, so it
 * lives below them.
 */
export type ScheduleStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';

export const SCHEDULE_STATUSES: readonly ScheduleStatus[] = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'ENDED',
];
