import { PRIMARY_TOUCH_HEIGHT, useCompactLayout } from '@portal/shared/ui';
import type { CSSProperties } from 'react';

/**
 * The style of a primary action: 44 px tall under 1024 px, where it is
 * tapped (WCAG 2.5.5's size); unchanged on a desktop.
 */
export function usePrimaryActionStyle(): CSSProperties | undefined {
  const compact = useCompactLayout();
  return compact ? { height: PRIMARY_TOUCH_HEIGHT } : undefined;
}

/**
 * A link standing on its own (not in running text) under 1024 px: at least
 * 32 px tall, so a finger finds it (WCAG 2.2 2.5.8 asks 24).
 */
export function useTouchLinkStyle(): CSSProperties | undefined {
  const compact = useCompactLayout();
  return compact
    ? { display: 'inline-flex', alignItems: 'center', minHeight: 32 }
    : undefined;
}
