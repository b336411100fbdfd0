/**
 * The clock the seed's tests pin: a seed built with the wall clock changes
 * from day to day (its "today" moves the study history), so a test of its
 * contents would pass on one day and fail on another.
 */
export const PINNED_NOW = new Date(Date.UTC(2026, 5, 15, 12));
export const PINNED_YEAR = PINNED_NOW.getUTCFullYear();
