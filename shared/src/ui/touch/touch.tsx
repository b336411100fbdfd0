import { CloseCircleFilled } from '@ant-design/icons';
import { PRIMARY_TOUCH_HEIGHT, TOUCH_TARGET } from '@portal/shared/ui';
import type { CSSProperties } from 'react';
import { BORDER } from '../theme';

/** A primary action on a touch screen (under 1024 px): 44 px tall. */
export function primaryTouch(compact: boolean): CSSProperties | undefined {
  return compact ? { height: PRIMARY_TOUCH_HEIGHT } : undefined;
}

/** A link that acts as a button (去填写, 查看…): a whole 44 px row to tap. */
export function touchLink(compact: boolean): CSSProperties | undefined {
  return compact
    ? {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: PRIMARY_TOUCH_HEIGHT,
      }
    : undefined;
}

/** Card padding on a narrow phone: the content keeps most of the 320 px. */
export function cardBody(narrow: boolean) {
  return narrow ? { body: { padding: 12 } } : undefined;
}

/**
 * One choice (radio or checkbox label) on a touch screen: a full-width row
 * at least 44 px tall, the whole row being the target.
 */
export function optionRow(checked: boolean): CSSProperties {
  return {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: PRIMARY_TOUCH_HEIGHT,
    margin: 0,
    padding: '8px 12px',
    boxSizing: 'border-box',
    border: `1px solid ${checked ? '#1677ff' : BORDER}`,
    borderRadius: 8,
  };
}

/** The options of a group stacked as rows (with `optionRow`). */
export const OPTION_ROWS: CSSProperties = {
  display: 'grid',
  gap: 8,
  width: '100%',
};

/** A search field's clear control: antd's 12 px icon grown to 24 px to tap. */
export function touchClear(compact: boolean) {
  if (!compact) return true;
  return {
    clearIcon: (
      <CloseCircleFilled
        aria-label="清除"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: TOUCH_TARGET,
          height: TOUCH_TARGET,
          fontSize: 14,
        }}
      />
    ),
  };
}
