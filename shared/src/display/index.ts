/**
 * How the learner wants the portal drawn: 长者模式 (the care mode of the
 * MIIT 适老化 rules), a high-contrast scheme, a text size, and a cursor aid.
 * The choice belongs to the device, not to an account or a tenant: it is
 * kept in a cookie on the widest domain the browser accepts (so the
 * tenants' sub-domains share it), with a local copy for browsers that keep
 * no cookies. The early script reads it and marks <html> with it
 * ('@portal/shared/display/device'); the first load reads those marks
 * (displayPrefsOf); the styles and antd tokens that follow it load with
 * '@portal/shared/display/modes', only when a mode is on.
 */

export type TextScale = 100 | 125 | 150;
export type CursorAid = 'none' | 'large' | 'cross';

export interface DisplayPrefs {
  /** 长者模式: larger text and targets, no motion, a simpler home. */
  care: boolean;
  /** 高对比度: body text at 7:1 or more, thick focus outlines. */
  contrast: boolean;
  /** Text size in per cent, independent of the mode. */
  textScale: TextScale;
  /** 大鼠标 or 十字光标 (guide lines), at desktop width. */
  cursor: CursorAid;
}

export const NORMAL_DISPLAY: DisplayPrefs = {
  care: false,
  contrast: false,
  textScale: 100,
  cursor: 'none',
};

export const TEXT_SCALES: readonly TextScale[] = [100, 125, 150];

/** The cookie (and local-storage key) the choice is kept under. */
export const DISPLAY_PREFS_KEY = 'portal-display';

export function isNormalDisplay(prefs: DisplayPrefs): boolean {
  return (
    !prefs.care &&
    !prefs.contrast &&
    prefs.textScale === 100 &&
    prefs.cursor === 'none'
  );
}

export function sameDisplay(a: DisplayPrefs, b: DisplayPrefs): boolean {
  return (
    a.care === b.care &&
    a.contrast === b.contrast &&
    a.textScale === b.textScale &&
    a.cursor === b.cursor
  );
}

/**
 * The choice as the early script marked it on <html> (applyDisplayPrefs in
 * '@portal/shared/display/device', from the cookie): what the first load
 * reads, without the cookie's parser. Unmarked (no early script, as on a
 * remote's own dev page) is the normal view.
 */
export function displayPrefsOf(
  root: HTMLElement = document.documentElement,
): DisplayPrefs {
  const scale = Number(root.getAttribute('data-text-scale'));
  const cursor = root.getAttribute('data-cursor');
  return {
    care: root.hasAttribute('data-care'),
    contrast: root.hasAttribute('data-contrast'),
    textScale: scale === 125 || scale === 150 ? scale : 100,
    cursor: cursor === 'large' || cursor === 'cross' ? cursor : 'none',
  };
}
