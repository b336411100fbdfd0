import {
  parseSiteConfig,
  parseWebConfig,
  sysParamValue,
  tenantCapabilities,
} from './site-config';

const raw = {
  tenantId: '001.001.065',
  title: '教育系统干部网络学院',
  webConfig: JSON.stringify({ footerName1: '主办单位', keywords: '学习' }),
  favicon: '/pcStatic/img/favicon.svg',
  sysParam: [
    { code: 'ZWY_SHOW', value: 'N' },
    { code: 'WEB_MENU_FOCUS_COLOR', value: '' },
    { code: 'MENU_BACKGROUND_PIC', value: '/pcStatic/img/menu.svg' },
    { code: 'WEB_THEME', value: 'blue' },
  ],
  manual: '/pcStatic/manual.pdf',
  appVersionList: [],
  pcTitleLogo: '',
};

describe('parseSiteConfig', () => {
  it('derives the set parameters and keeps the last value', () => {
    const site = parseSiteConfig(raw);
    expect(site.sysParamCode).toEqual(['MENU_BACKGROUND_PIC', 'WEB_THEME']);
    expect(site.lastSysParamValue).toBe('blue');
    expect(site.webConfig.footerName1).toBe('主办单位');
    expect(site.webConfig.footerName2).toBe('');
    expect(sysParamValue(site, 'ZWY_SHOW')).toBe('');
    expect(sysParamValue(site, 'MENU_BACKGROUND_PIC')).toBe(
      '/pcStatic/img/menu.svg',
    );
  });

  it('falls back to defaults when webConfig is not JSON', () => {
    expect(parseWebConfig('{broken').footerName1).toBe('');
    expect(parseWebConfig('"text"').description).toBe('');
    expect(parseSiteConfig({ ...raw, sysParam: [] }).lastSysParamValue).toBe(
      '',
    );
  });
});

describe('tenantCapabilities', () => {
  const none = {
    splitHours: false,
    passwordPrompt: 'reminder',
    filingLink: false,
    headerMenu: 'standard',
  };

  it('keeps the valid capabilities the backend sent', () => {
    const site = parseSiteConfig({
      ...raw,
      capabilities: {
        splitHours: true,
        passwordPrompt: 'none',
        headerMenu: 'sideways',
      } as never,
    });
    expect(site.capabilities).toEqual({
      splitHours: true,
      passwordPrompt: 'none',
    });
    expect(tenantCapabilities(site, null)).toEqual({
      ...none,
      splitHours: true,
      passwordPrompt: 'none',
    });
  });

  it('falls back to no capability for an older backend, whatever the tenant id', () => {
    const site = parseSiteConfig(raw);
    expect(site.capabilities).toEqual({});
    expect(tenantCapabilities(site, null)).toEqual(none);
    expect(tenantCapabilities(null, null)).toEqual(none);
  });

  it("still honours the project configuration's forced tenant when the site does not say", () => {
    const site = parseSiteConfig(raw);
    const forced = { forcedPasswordTenantId: raw.tenantId };
    expect(tenantCapabilities(site, forced).passwordPrompt).toBe(
      'forced-dialog',
    );
    expect(
      tenantCapabilities(site, { forcedPasswordTenantId: '001.001.043' })
        .passwordPrompt,
    ).toBe('reminder');
    const says = parseSiteConfig({
      ...raw,
      capabilities: { passwordPrompt: 'none' },
    });
    expect(tenantCapabilities(says, forced).passwordPrompt).toBe('none');
  });
});
