/**
 * The states of anything with a start and an end date (a class, a
 * consolidation plan). Shared by the records of several domains, so it
 * lives below them.
 */
import type { ScheduleStatus } from '@portal/shared/contracts';

export type { ScheduleStatus };

export const SCHEDULE_STATUSES: readonly ScheduleStatus[] = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'ENDED',
];
