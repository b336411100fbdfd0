import { parseSiteConfig } from '@portal/shared/config';
import type { SysParam } from '@portal/shared/types';

import { headerMenu } from './header-menu';

function site(tenantId: string, sysParam: SysParam[]) {
  return parseSiteConfig({
    tenantId,
    title: '',
    webConfig: '{}',
    favicon: '',
    sysParam,
    manual: '',
    appVersionList: [],
    pcTitleLogo: '',
  });
}

const labels = (tenantId: string, sysParam: SysParam[]) =>
  headerMenu(site(tenantId, sysParam)).map((item) => item.label);

describe('headerMenu', () => {
  it('drops the classes and columns entries for 001.001', () => {
    expect(labels('001.001', [{ code: 'WEB_THEME', value: 'red' }])).toEqual([
      '首页',
      '课程推荐',
      '专题',
      '学习中心',
    ]);
  });

  it('puts the classes second for 001.001.043 and inserts the academy at position 6 when ZWY_SHOW is set', () => {
    expect(labels('001.001.043', [{ code: 'ZWY_SHOW', value: 'Y' }])).toEqual([
      '首页',
      '网上专题班',
      '课程推荐',
      '专题',
      '专栏推荐',
      '中国干部网络学院',
      '学习中心',
    ]);
    expect(
      labels('001.001.043', [{ code: 'ZWY_SHOW', value: 'N' }]),
    ).not.toContain('中国干部网络学院');
  });

  it('uses the blue variant when the last system parameter is blue', () => {
    const menu = headerMenu(
      site('001.001.065', [{ code: 'WEB_THEME', value: 'blue' }]),
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
