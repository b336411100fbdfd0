import { Grid } from 'antd';

import { firstScreenLayoutAtom, useAtomValue } from '@portal/shared/state';

/**
 * Below this width the portal is in mobile mode (seed-spec 2.3): compact
 * header, sidebar as an overlay, floating panel in a drawer. It is antd's
 * `lg` breakpoint too (see `tenantTheme`), so `Col lg={…}` and
 * `Grid.useBreakpoint().lg` switch at the same width as the shell.
 */
export const COMPACT_BELOW = 1024;

/** Minimum touch target (WCAG 2.2 2.5.8) and the height of primary actions on touch screens. */
export const TOUCH_TARGET = 24;
export const PRIMARY_TOUCH_HEIGHT = 44;

/** antd's breakpoint tokens with `lg` moved from 992 to the portal's 1024 px. */
export const BREAKPOINT_TOKENS = {
  screenMDMax: COMPACT_BELOW - 1,
  screenLG: COMPACT_BELOW,
  screenLGMin: COMPACT_BELOW,
} as const;

/** True under 1024 px wide: phones, tablets and narrow windows. */
export function useCompactLayout(): boolean {
  const lg = Grid.useBreakpoint().lg;
  const guess = useAtomValue(firstScreenLayoutAtom);
  // Before antd has measured, every breakpoint is undefined: the layout the
  // server rendered the page in, else desktop only when `lg` is known to
  // hold, so a phone never flashes the desktop layout.
  if (lg === undefined && guess) return guess === 'compact';
  return lg !== true;
}

/** True under 576 px (antd's `sm`): one column, full-width dialogs. */
export function useNarrowLayout(): boolean {
  const sm = Grid.useBreakpoint().sm;
  const guess = useAtomValue(firstScreenLayoutAtom);
  if (sm === undefined && guess) return guess === 'compact';
  return sm !== true;
}
