/** 754 → '12:34', 3754 → '1:02:34'. */
export function formatSeconds(total: number): string {
  const value = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  const hours = Math.floor(value / 3600);
  const minutes = Math.floor((value % 3600) / 60);
  const seconds = value % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0
    ? `${hours}:${pad(minutes)}:${pad(seconds)}`
    : `${pad(minutes)}:${pad(seconds)}`;
}
