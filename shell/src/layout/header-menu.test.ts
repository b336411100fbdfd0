import { parseSiteConfig } from '@portal/shared/config';
import type { HeaderMenuLayout, SysParam } from '@portal/shared/contracts';

import { headerMenu } from './header-menu';

function site(sysParam: SysParam[]) {
  return parseSiteConfig({
    tenantId: '001.001.099',
    title: '',
    webConfig: '{}',
    favicon: '',
    sysParam,
    manual: '',
    appVersionList: [],
    pcTitleLogo: '',
  });
}

const labels = (layout: HeaderMenuLayout, sysParam: SysParam[]) =>
  headerMenu(site(sysParam), layout).map((item) => item.label);

describe('headerMenu', () => {
  it('lists the six entries of seed-spec 2.1 in the standard layout', () => {
    expect(labels('standard', [{ code: 'WEB_THEME', value: 'red' }])).toEqual([
      '首页',
      '课程推荐',
      '专题',
      '网上专题班',
      '专栏推荐',
      '学习中心',
    ]);
    expect(headerMenu(null, 'standard')).toHaveLength(6);
  });

  it('drops the classes and columns entries in the without-classes layout (001.001)', () => {
    expect(
      labels('without-classes', [{ code: 'WEB_THEME', value: 'red' }]),
    ).toEqual(['首页', '课程推荐', '专题', '学习中心']);
  });

  it('puts the classes second in the classes-second layout (001.001.043) and inserts the academy at position 6 when ZWY_SHOW is set', () => {
    expect(
      labels('classes-second', [{ code: 'ZWY_SHOW', value: 'Y' }]),
    ).toEqual([
      '首页',
      '网上专题班',
      '课程推荐',
      '专题',
      '专栏推荐',
      '中国干部网络学院',
      '学习中心',
    ]);
    expect(
      labels('classes-second', [{ code: 'ZWY_SHOW', value: 'N' }]),
    ).not.toContain('中国干部网络学院');
  });

  it('uses the blue variant when the last system parameter is blue', () => {
    const menu = headerMenu(
      site([{ code: 'WEB_THEME', value: 'blue' }]),
      'standard',
    );
    expect(menu.map((item) => item.label)).toEqual([
      '首页',
      '学习中心',
      '网上专题班',
      '综合素养课程',
      '文艺专业课程',
      '数字书屋',
    ]);
    expect(menu.at(-1)?.external).toBe(true);
  });
});
