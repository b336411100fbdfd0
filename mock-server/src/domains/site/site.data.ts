/**
 * Facts of the deployment that the seeds and routes of several domains
 * share: each tenant's profile, where generated images live and where the
 * back office is.
 */
import type { SeedTenantId } from '../../platform/tenancy';

/** Per-tenant facts that several seed modules and the image route share. */
export interface TenantProfile {
  tenantId: SeedTenantId;
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

export const TENANT_PROFILES: Record<SeedTenantId, TenantProfile> = {
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

export const ADMIN_PATH = '/admin/';

/** `<origin>/admin/`, with `?ticket=` when given. */
export function adminUrl(origin: string, ticket?: string): string {
  const base = `${origin}${ADMIN_PATH}`;
  return ticket ? `${base}?ticket=${encodeURIComponent(ticket)}` : base;
}
