import type {
  SysParam,
  TenantCapabilities,
  WebConfig,
} from '@portal/shared/contracts';

import {
  MANUAL_URL,
  TENANT_PROFILES,
  imagePaths,
  type TenantProfile,
} from './site.data';
import type { SubsiteConfig } from './site.records';

function webConfig(profile: TenantProfile, extra?: Partial<WebConfig>) {
  const config: WebConfig = {
    description: `${profile.title}是面向公职人员的在线学习平台，提供网上专题班、课程学习与学时统计服务。`,
    keywords: `${profile.title},干部网络培训,在线学习,网上专题班,学时`,
    footerName1: `主办单位：${profile.title}`,
    footerName2: '技术支持：数字化学习服务中心',
    footerName3: '地址：北京市朝阳区学院路100号',
    footerName4: '联系电话：010-65000000（工作日 9:00-17:00）',
    ...extra,
  };
  return JSON.stringify(config);
}

function sysParams(
  profile: TenantProfile,
  zwyShow: 'Y' | 'N',
  menuBackground: string,
): SysParam[] {
  return [
    { code: 'ZWY_SHOW', value: zwyShow },
    { code: 'MENU_BACKGROUND_PIC', value: menuBackground },
    { code: 'WEB_MENU_FOCUS_COLOR', value: profile.color },
    // Kept last on purpose: the portal reads the last item as the theme.
    { code: 'WEB_THEME', value: profile.theme },
  ];
}

/**
 * What each demo tenant does differently (DESIGN.md 3): 001.001 hides the
 * classes and columns entries and shows the filing link, with the password
 * reminder; 001.001.043 puts the classes second and forces the password
 * dialog; 001.001.065 counts compulsory and optional hours apart and asks
 * nothing about passwords (its blue menu comes from its WEB_THEME).
 */
const SEED_CAPABILITIES: Record<'main' | 'city' | 'edu', TenantCapabilities> = {
  main: {
    splitHours: false,
    passwordPrompt: 'reminder',
    filingLink: true,
    headerMenu: 'without-classes',
  },
  city: {
    splitHours: false,
    passwordPrompt: 'forced-dialog',
    filingLink: false,
    headerMenu: 'classes-second',
  },
  edu: {
    splitHours: true,
    passwordPrompt: 'none',
    filingLink: false,
    headerMenu: 'standard',
  },
};

export function buildSubsites(): SubsiteConfig[] {
  const main = TENANT_PROFILES['001.001'];
  const city = TENANT_PROFILES['001.001.043'];
  const edu = TENANT_PROFILES['001.001.065'];
  const apps = (slug: string) => [
    {
      qrCodeUrl: imagePaths.appQr(slug, 'android'),
      type_dict: 'android' as const,
      version: '3.2.1',
    },
    {
      qrCodeUrl: imagePaths.appQr(slug, 'ios'),
      type_dict: 'ios' as const,
      version: '3.2.0',
    },
  ];
  return [
    {
      tenantId: main.tenantId,
      title: main.title,
      webConfig: webConfig(main, {
        filingText: '京公网安备 11010502030000号',
        filingUrl:
          'http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=11010502030000',
      }),
      favicon: imagePaths.favicon(main.slug),
      sysParam: sysParams(main, 'N', 'N'),
      manual: MANUAL_URL,
      appVersionList: apps(main.slug),
      pcTitleLogo: imagePaths.logo(main.slug),
      capabilities: { ...SEED_CAPABILITIES.main },
    },
    {
      tenantId: city.tenantId,
      title: city.title,
      webConfig: webConfig(city, {
        footerName3: '地址：北京市东城区机关大街8号',
        footerName4: '联系电话：010-65100043',
      }),
      favicon: imagePaths.favicon(city.slug),
      sysParam: sysParams(city, 'Y', imagePaths.menuBackground(city.slug)),
      manual: MANUAL_URL,
      appVersionList: apps(city.slug),
      pcTitleLogo: imagePaths.logo(city.slug),
      capabilities: { ...SEED_CAPABILITIES.city },
    },
    {
      tenantId: edu.tenantId,
      title: edu.title,
      webConfig: webConfig(edu, {
        footerName2: '技术支持：教育信息化服务中心',
        footerName3: '地址：北京市西城区教育街65号',
        footerName4: '联系电话：010-66000065',
      }),
      favicon: imagePaths.favicon(edu.slug),
      sysParam: sysParams(edu, 'N', 'N'),
      manual: MANUAL_URL,
      appVersionList: [],
      pcTitleLogo: imagePaths.logo(edu.slug),
      capabilities: { ...SEED_CAPABILITIES.edu },
    },
  ];
}
