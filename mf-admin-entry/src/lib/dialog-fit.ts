import { PRIMARY_TOUCH_HEIGHT } from '@portal/shared/ui';
import type { CSSProperties } from 'react';

interface DialogFit {
  /** Under 576 px: labels above the fields. */
  narrow: boolean;
  /** The Modal's width: the phone's whole width but a small margin there. */
  width: string | undefined;
  /** Larger fields under 1024 px, where fingers tap them. */
  size: 'large' | undefined;
  /** 确定 and 取消 are 44 px tall under 1024 px. */
  buttonStyle: CSSProperties | undefined;
}

/** How the back-office dialogs fit the screen (DESIGN 8). */
export function dialogFit(compact: boolean, narrow: boolean): DialogFit {
  return {
    narrow,
    width: narrow ? 'calc(100vw - 16px)' : undefined,
    size: compact ? 'large' : undefined,
    buttonStyle: compact ? { height: PRIMARY_TOUCH_HEIGHT } : undefined,
  };
}
