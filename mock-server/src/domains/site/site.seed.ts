import type { SysParam, WebConfig } from '@portal/shared/contracts';

import type { SubsiteConfig, TenantId } from '../../db-state';

/** Per-tenant facts that several seed modules and the image route share. */
export interface TenantProfile {
  tenantId: TenantId;
  /** File-name friendly form of the tenant id ('001-001-043'). */
  slug: string;
  title: string;
  shortName: string;
  orgName: string;
  orgCode: string;
  theme: 'red' | 'blue';
  /** Main colour of generated images and of WEB_MENU_FOCUS_COLOR. */
  color: string;
}

export const TENANT_PROFILES: Record<TenantId, TenantProfile> = {
  '001.001': {
    tenantId: '001.001',
    slug: '001-001',
    title: '公职人员网络培训学院',
    shortName: '培训学院',
    orgName: '公职人员网络培训学院',
    orgCode: '001.001',
    theme: 'red',
    color: '#c8161d',
  },
  '001.001.043': {
    tenantId: '001.001.043',
    slug: '001-001-043',
    title: '市直机关干部网络学院',
    shortName: '市直机关',
    orgName: '市直机关工作委员会',
    orgCode: '001.001.043',
    theme: 'red',
    color: '#b71c1c',
  },
  '001.001.065': {
    tenantId: '001.001.065',
    slug: '001-001-065',
    title: '教育系统干部网络学院',
    shortName: '教育系统',
    orgName: '市教育局',
    orgCode: '001.001.065',
    theme: 'blue',
    color: '#1f5fbf',
  },
};

export const IMG_BASE = '/pcStatic/img';
export const MANUAL_URL = '/pcStatic/manual.html';

export const imagePaths = {
  favicon: (slug: string) => `${IMG_BASE}/favicon-${slug}.svg`,
  logo: (slug: string) => `${IMG_BASE}/logo-${slug}.svg`,
  appQr: (slug: string, type: 'android' | 'ios') =>
    `${IMG_BASE}/app-${type}-${slug}.svg`,
  menuBackground: (slug: string) => `${IMG_BASE}/menu-bg-${slug}.svg`,
  banner: (slug: string, n: number) => `${IMG_BASE}/banner-${slug}-${n}.svg`,
  classCover: (n: number) => `${IMG_BASE}/class-${n}.svg`,
  avatar: () => `${IMG_BASE}/avatar.svg`,
  filingIcon: () => `${IMG_BASE}/beian.svg`,
};

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
    },
  ];
}
