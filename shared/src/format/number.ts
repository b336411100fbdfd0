export const NUMBER_MIN = 0;
export const NUMBER_MAX = 20;

/**
 * The number helper of seed-spec 5: true only for a number (digits with an
 * optional decimal part) between 0 and 20 inclusive.
 */
export function isValidNumber(input: unknown): boolean {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else if (typeof input === 'string' && /^\d+(\.\d+)?$/.test(input.trim())) {
    value = Number(input.trim());
  } else {
    return false;
  }
  return Number.isFinite(value) && value >= NUMBER_MIN && value <= NUMBER_MAX;
}
