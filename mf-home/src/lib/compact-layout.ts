import {
  PRIMARY_TOUCH_HEIGHT,
  TOUCH_TARGET,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import type { CSSProperties } from 'react';

export { useCompactLayout, useNarrowLayout };

/**
 * Padding of a page's cards: antd's 24 px leaves too little of a 320 px
 * phone for the content, so phones get 16 px (desktop keeps antd's).
 */
export function useCardStyles():
  { header: CSSProperties; body: CSSProperties } | undefined {
  const narrow = useNarrowLayout();
  return narrow
    ? { header: { paddingInline: 16 }, body: { padding: 16 } }
    : undefined;
}

/** A primary action on a touch screen: at least 44 px tall. */
export const PRIMARY_TOUCH: CSSProperties = { minHeight: PRIMARY_TOUCH_HEIGHT };

/**
 * A link that is a control of its own (not a link in running text): a
 * block tall enough to tap (WCAG 2.2 2.5.8) under 1024 px.
 */
export const TOUCH_LINK: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: PRIMARY_TOUCH_HEIGHT,
};

/** A link that fills its list row, so the whole row is the target. */
export const ROW_LINK: CSSProperties = {
  display: 'block',
  minHeight: TOUCH_TARGET,
  paddingBlock: 4,
};

/** A tab's label with room to tap: antd's tab button is only its text high. */
export const TAB_LABEL: CSSProperties = {
  display: 'inline-block',
  lineHeight: `${PRIMARY_TOUCH_HEIGHT - 12}px`,
};
