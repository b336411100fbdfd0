import { parseSiteConfig, parseWebConfig, sysParamValue } from './site-config';

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
