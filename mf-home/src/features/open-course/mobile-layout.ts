/** One phone-wide column (the blank layout has no header or footer). */
export const MOBILE_COLUMN = {
  maxWidth: 640,
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
} as const;
