import type { ThemeConfig } from 'antd';

import type { SiteConfig } from '@portal/shared/types';

import { BREAKPOINT_TOKENS } from './responsive';

/** Accent colours of seed-spec 9: 'blue' as last system parameter, else red. */
export const ACCENT_BLUE = '#4a9ee2';
export const ACCENT_RED = '#C50405';
/**
 * The blue tenants' colour for text and for surfaces under white text: the
 * spec's #4a9ee2 has 2.9:1 against white, below WCAG 2.1 AA's 4.5:1; this
 * darker shade of the same hue has 5.9:1 (#C50405 already has 6.2:1).
 */
export const ACCENT_BLUE_TEXT = '#1867a9';

/** The tenant's accent as specified (decorative lines and borders). */
export function accentColor(site: SiteConfig | null): string {
  return site?.lastSysParamValue === 'blue' ? ACCENT_BLUE : ACCENT_RED;
}

/** The tenant's accent where text sits on it or is drawn in it (AA contrast). */
export function accentTextColor(site: SiteConfig | null): string {
  return site?.lastSysParamValue === 'blue' ? ACCENT_BLUE_TEXT : ACCENT_RED;
}

/**
 * Secondary text (dates, counts, hints), 7:1 on white. It is antd's
 * colorTextSecondary as an opaque colour (rgba(0,0,0,.65) on white), so
 * `Typography.Text type="secondary"` and inline styles show one colour
 * whatever lies behind them.
 */
export const TEXT_SECONDARY = '#595959';

/**
 * Light rules between rows and round blocks: antd's colorBorderSecondary
 * (the rule its List, Card and Table draw), so hand-drawn rows match them.
 */
export const BORDER_SUBTLE = '#f0f0f0';

/** Outlines of fields and controls: antd's colorBorder. */
export const BORDER = '#d9d9d9';

/**
 * Text colours of antd's status tags and typography (#52c41a, #faad14 and
 * friends have 1.8–3.4:1 on their light backgrounds), darkened to at least
 * 4.5:1 on white and on the tags' tints.
 */
const STATUS_TEXT = {
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorInfo: '#0958d9',
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
};

export function tenantTheme(site: SiteConfig | null): ThemeConfig {
  const blue = site?.lastSysParamValue === 'blue';
  return {
    token: {
      colorPrimary: accentTextColor(site),
      // The generated hover shade of the dark blue is too light for white text.
      ...(blue ? { colorPrimaryHover: '#1f72b8' } : {}),
      borderRadius: 4,
      // antd's defaults are below 4.5:1 on white (WCAG 2.1 AA): links
      // #1677ff 4.1:1, secondary/description text rgba(0,0,0,.45) 3.4:1,
      // error text #ff4d4f 3.2:1.
      colorLink: '#0958d9',
      colorTextSecondary: TEXT_SECONDARY,
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorError: '#cf1322',
      ...BREAKPOINT_TOKENS,
    },
    components: { Tag: STATUS_TEXT, Typography: STATUS_TEXT },
    // One fixed key for every React root on the page. antd's default is a
    // React useId, new on each mount, so every remote mount made antd build
    // and keep another set of CSS variables and style caches (the heap grew
    // by about 100 KB per round trip between remotes).
    cssVar: { key: 'css-var-portal' },
  };
}
