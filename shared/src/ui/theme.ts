import type { ThemeConfig } from 'antd';

import type { SiteConfig } from '@portal/shared/types';

/** Accent colours of seed-spec 9: 'blue' as last system parameter, else red. */
export const ACCENT_BLUE = '#4a9ee2';
export const ACCENT_RED = '#C50405';

export function accentColor(site: SiteConfig | null): string {
  return site?.lastSysParamValue === 'blue' ? ACCENT_BLUE : ACCENT_RED;
}

export function tenantTheme(site: SiteConfig | null): ThemeConfig {
  return {
    token: { colorPrimary: accentColor(site), borderRadius: 4 },
  };
}
