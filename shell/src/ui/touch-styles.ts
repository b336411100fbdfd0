import { PRIMARY_TOUCH_HEIGHT } from '@portal/shared/ui';
import type { CSSProperties } from 'react';

/** A 44 × 44 icon button on the header's coloured compact bar. */
export const BAR_BUTTON: CSSProperties = {
  width: PRIMARY_TOUCH_HEIGHT,
  height: PRIMARY_TOUCH_HEIGHT,
  flex: 'none',
  color: '#fff',
};

/** A full-width row of the 我的 drawer, 44 px high. */
export const TOUCH_ROW: CSSProperties = { height: PRIMARY_TOUCH_HEIGHT };
