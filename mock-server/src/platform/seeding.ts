/**
 * Deterministic helpers that seeds (and the routes that derive made-up
 * figures the same way) share: a small hash and UTC date-times. They know
 * no domain.
 */

/** A small deterministic hash (FNV-1a) for seed variety. */
export function seedHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD HH:mm:ss' of a UTC date (the seed does not depend on TZ). */
export function seedDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-` +
    `${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:` +
    `${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}
