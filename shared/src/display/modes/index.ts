/**
 * The display modes themselves, loaded when a mode is first switched on or
 * found on at boot: antd tokens for every React root (through
 * displayThemeAtom, which the shared providers read) and one stylesheet for
 * what antd does not draw. The stylesheet keys on the attributes boot puts
 * on <html> (applyDisplayPrefs) and mostly overrides inline sizes and
 * colours, so a remote built before the modes follows them too.
 */
import type { ThemeConfig } from 'antd';

import type { DisplayPrefs } from '@portal/shared/display';
import {
  applyDisplayPrefs,
  storeDisplayPrefs,
} from '@portal/shared/display/device';
import {
  appStore,
  displayPrefsAtom,
  displayThemeAtom,
} from '@portal/shared/state';

/** MIIT 适老化: body text ≥ 18 px; the main screen's largest heading ≥ 30 px. */
const CARE_TEXT = 18;
const NORMAL_TEXT = 14;
/** MIIT and WCAG 2.5.5: touch targets ≥ 44 px, main actions ≥ 60 px. */
const CARE_TARGET = 44;
const CARE_MAIN_ACTION = 60;

/** Text and accents at 7:1 or more on white and on antd's light tints (WCAG AAA). */
const CONTRAST_COLOURS = {
  colorText: '#000000',
  colorTextHeading: '#000000',
  colorTextSecondary: '#262626',
  colorTextTertiary: '#262626',
  colorTextDescription: '#262626',
  colorTextQuaternary: '#404040',
  colorTextPlaceholder: '#404040',
  colorLink: '#00307a',
  // antd's derived hover shade of the link is lighter: 6.7:1 on white.
  colorLinkHover: '#00307a',
  colorError: '#8b0000',
  colorSuccess: '#135200',
  colorWarning: '#613400',
  colorInfo: '#002c8c',
  colorBorder: '#595959',
  colorBgLayout: '#ffffff',
};
/** antd's preset Tag colours draw their text in the palette's 7th shade. */
const CONTRAST_STATUS = {
  ...CONTRAST_COLOURS,
  red7: '#820014',
  volcano7: '#871400',
  orange7: '#613400',
  gold7: '#613400',
  green7: '#135200',
  cyan7: '#00474f',
  blue7: '#002c8c',
  geekblue7: '#030852',
  purple7: '#22075e',
  magenta7: '#780650',
};

/**
 * Inline colours of the apps' plain-markup labels and badges (drawn like
 * antd's, outside antd), each with its 7:1 shade. The browser writes an
 * inline colour as rgb(); a text colour starts the style or follows a
 * space (a background-color follows a hyphen).
 */
const CONTRAST_INLINE: [rgb: string, text: string][] = [
  ['89, 89, 89', '#262626'],
  ['140, 140, 140', '#262626'],
  ['207, 19, 34', '#820014'],
  ['255, 77, 79', '#820014'],
  ['9, 88, 217', '#002c8c'],
  ['22, 119, 255', '#002c8c'],
  ['56, 158, 13', '#135200'],
  // The tenants' accents (#C50405, #1867a9, #4a9ee2) and a menu focus red.
  ['197, 4, 5', '#8b0000'],
  ['233, 27, 27', '#8b0000'],
  ['24, 103, 169', '#003a70'],
  ['74, 158, 226', '#003a70'],
  ['212, 107, 8', '#613400'],
];
const inlineText = (rgb: string) =>
  `[style^="color: rgb(${rgb})"], [style*=" color: rgb(${rgb})"]`;
/**
 * Pale tints behind status text (Alert, Tag, Result). antd computes them
 * from the status colours, and from these dark ones they come out mid grey
 * (#899183 behind success text: 2.9:1; even black text under 7:1), so they
 * are given; every text colour above has 7:1 or more on them.
 */
const CONTRAST_TINTS = {
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorInfoBg: '#e6f4ff',
  colorInfoBgHover: '#bae0ff',
  colorErrorBg: '#fff1f0',
  colorErrorBgHover: '#ffe4e0',
};
/**
 * The tenant's accent at 7:1 or more, and the pale tints of selected items
 * (menus, select options: antd's controlItemBgActive) behind it.
 */
interface ContrastAccent {
  colorPrimary: string;
  colorPrimaryBg: string;
  colorPrimaryBgHover: string;
}
/** Per accent, lower case (see ../../ui/theme.ts). */
const CONTRAST_PRIMARY: Record<string, ContrastAccent> = {
  '#1867a9': {
    colorPrimary: '#003a70',
    colorPrimaryBg: '#e6f4ff',
    colorPrimaryBgHover: '#bae0ff',
  },
};
const CONTRAST_RED: ContrastAccent = {
  colorPrimary: '#8b0000',
  colorPrimaryBg: '#fff1f0',
  colorPrimaryBgHover: '#ffe4e0',
};

/** antd tokens for the learner's choice, over the tenant's theme. */
export function displayTheme(
  base: ThemeConfig,
  prefs: DisplayPrefs,
): ThemeConfig {
  const scale = prefs.textScale / 100;
  const text = (prefs.care ? CARE_TEXT : NORMAL_TEXT) * scale;
  const size = (px: number) => Math.round(px * scale);
  const token: ThemeConfig['token'] = { ...base.token };
  if (prefs.care || prefs.textScale !== 100)
    Object.assign(token, {
      fontSize: Math.round(text),
      fontSizeSM: Math.round(prefs.care ? text : 12 * scale),
      fontSizeLG: Math.round(text + 2 * scale),
      fontSizeXL: Math.round(text + 4 * scale),
      fontSizeHeading1: size(prefs.care ? 32 : 38),
      fontSizeHeading2: size(prefs.care ? 28 : 30),
      fontSizeHeading3: size(24),
      fontSizeHeading4: size(prefs.care ? 24 : 20),
      fontSizeHeading5: size(prefs.care ? 24 : 16),
    });
  if (prefs.care)
    Object.assign(token, {
      lineHeight: 1.6,
      controlHeight: CARE_TARGET,
      controlHeightSM: CARE_TARGET,
      controlHeightLG: CARE_MAIN_ACTION,
      controlInteractiveSize: 24,
      // No `motion: false`: antd remounts every root when that token
      // changes (open dialogs close, forms lose input); the stylesheet
      // stops the motion instead.
    });
  if (prefs.contrast) {
    const accent =
      CONTRAST_PRIMARY[String(base.token?.colorPrimary).toLowerCase()] ??
      CONTRAST_RED;
    Object.assign(token, CONTRAST_COLOURS, CONTRAST_TINTS, accent, {
      colorPrimaryHover: accent.colorPrimary,
      lineWidthFocus: 3,
      controlOutlineWidth: 3,
    });
  }
  return {
    ...base,
    token,
    components: prefs.contrast
      ? {
          ...base.components,
          Tag: { ...base.components?.Tag, ...CONTRAST_STATUS },
          Typography: { ...base.components?.Typography, ...CONTRAST_STATUS },
        }
      : base.components,
  };
}

/** Everything on the page that is not an icon's drawing. */
const TEXT = 'body :not(svg, svg *)';
/** antd's large figures keep their own size (they are not headings). */
const OWN_SIZE =
  '.ant-statistic-content, .ant-statistic-content *, .ant-result-title, .ant-rate-star, .ant-rate-star *';
const HEADINGS = 'h2, h3, h4, h5, h6';

/**
 * What antd's tokens cannot reach: the apps' inline sizes and colours. The
 * smallest text follows the mode's size (an inline 13 px date grows to the
 * body's size; a larger inline size stays as its parent's), headings take
 * the mode's sizes, and in high contrast the portal's secondary grey
 * (#595959, 7.0:1 on white only) darkens.
 */
export const DISPLAY_MODES_CSS = `
html[data-text-scale="125"] { --portal-text-scale: 1.25; }
html[data-text-scale="150"] { --portal-text-scale: 1.5; }
html[data-care] { --portal-text-min: calc(${CARE_TEXT}px * var(--portal-text-scale, 1)); }
html[data-text-scale]:not([data-care]) { --portal-text-min: calc(${NORMAL_TEXT}px * var(--portal-text-scale, 1)); }
html:is([data-care], [data-text-scale]) :is(${TEXT}):not(h1, ${HEADINGS}, ${OWN_SIZE}) {
  font-size: max(var(--portal-text-min), 1em) !important;
}
html[data-care] h1 { font-size: calc(30px * var(--portal-text-scale, 1)) !important; }
html[data-care] :is(${HEADINGS}) { font-size: calc(24px * var(--portal-text-scale, 1)) !important; }
html[data-text-scale]:not([data-care]) h1 { font-size: calc(22px * var(--portal-text-scale)) !important; }
html[data-text-scale]:not([data-care]) :is(${HEADINGS}) { font-size: calc(18px * var(--portal-text-scale)) !important; }
html[data-care] :is(${TEXT}) { line-height: 1.6 !important; }
html[data-care] :is(h1, ${HEADINGS}) { line-height: 1.4 !important; }
html[data-care] body :is(button, .ant-btn, [role="button"], select, .ant-select, .ant-pagination-item, .ant-tabs-tab, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-segmented-item-label) {
  min-height: ${CARE_TARGET}px !important;
  min-width: ${CARE_TARGET}px !important;
}
html[data-care] body :is(a[href]:not(.ant-btn), input:not([type="checkbox"], [type="radio"], .ant-input-affix-wrapper input, .ant-select input, .ant-picker input, .ant-input-number input)) {
  min-height: ${CARE_TARGET}px !important;
  min-width: ${CARE_TARGET}px !important;
  align-content: center;
}
html[data-care] body :is(.ant-space-compact, .ant-space-compact > .ant-input-affix-wrapper, .ant-input-affix-wrapper > input) {
  min-width: 0 !important;
}
html[data-care] body .ant-flex:not(.ant-flex-vertical) { flex-wrap: wrap !important; }
html[data-care] body .ant-btn { max-width: 100%; height: auto; white-space: normal; }
html[data-care] body :is(.ant-checkbox-wrapper, .ant-radio-wrapper, .ant-tabs-tab) { display: inline-flex; align-items: center; }
html[data-care] body :is(.ant-btn-primary, .ant-btn-lg) { min-height: ${CARE_MAIN_ACTION}px !important; }
html[data-care] *, html[data-care] *::before, html[data-care] *::after {
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  scroll-behavior: auto !important;
}
html[data-contrast], html[data-contrast] body { background: #fff !important; color: #000; }
${CONTRAST_INLINE.map(
  ([rgb, text]) =>
    `html[data-contrast] body :is(${inlineText(rgb)}) { color: ${text} !important; }`,
).join('\n')}
html[data-contrast] body [style*="color: rgba(0, 0, 0, 0."] { color: #262626 !important; }
html[data-contrast] body [style*="background: rgb(207, 19, 34)"] { background: #820014 !important; }
html[data-contrast] body header { background: #000 !important; }
html[data-contrast] body header :is(a, li) { background-color: transparent !important; }
html[data-contrast] body header [aria-current="page"] { text-decoration: underline 3px; }
html[data-contrast] body a:not(.ant-btn) { text-decoration: underline; }
html[data-contrast] body :focus-visible {
  outline: 3px solid #000 !important;
  outline-offset: 2px;
  box-shadow: 0 0 0 5px #ffdd00 !important;
}
html[data-cursor="large"], html[data-cursor="large"] * {
  cursor: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 24 24'%3E%3Cpath d='M3 2l16 10-7 1.5L16 21l-3 1.5-4-7.5L3 19z' fill='%23000' stroke='%23fff' stroke-width='1.5'/%3E%3C/svg%3E") 4 2, auto !important;
}
`;

/** The modes' stylesheet element; the render tier writes it into a page it draws in a mode. */
export const DISPLAY_MODES_STYLE_ID = 'portal-display-modes';

/**
 * Puts the modes' stylesheet on the page and their tokens into every React
 * root. Safe to call more than once.
 */
export function installDisplayModes(doc: Document = document): void {
  if (!doc.getElementById(DISPLAY_MODES_STYLE_ID)) {
    const style = doc.createElement('style');
    style.id = DISPLAY_MODES_STYLE_ID;
    style.textContent = DISPLAY_MODES_CSS;
    doc.head.append(style);
  }
  // Marked already by the early script, unless that script failed.
  applyDisplayPrefs(appStore.get(displayPrefsAtom));
  if (!appStore.get(displayThemeAtom))
    appStore.set(displayThemeAtom, { theme: displayTheme });
}

/** The learner's new choice: kept on the device and drawn at once. */
export function setDisplayPrefs(prefs: DisplayPrefs): void {
  installDisplayModes();
  storeDisplayPrefs(prefs);
  applyDisplayPrefs(prefs);
  appStore.set(displayPrefsAtom, prefs);
}
