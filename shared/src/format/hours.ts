/**
 * Study hours as the portal shows them everywhere: exactly, as the backend
 * counts them in quarters (38.75, 38.5, 38), never rounded to tenths, so
 * two places never show two figures for one total. Sums' float noise goes
 * at two decimals.
 */
export function formatHours(hours: number): string {
  return String(Math.round((Number(hours) || 0) * 100) / 100);
}
