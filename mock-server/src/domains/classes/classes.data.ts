/**
 * Static data of the classes that the seed and the routes share: the
 * organising units of each tenant (queryOrgList) and the made-up members
 * of a class, stable across calls.
 */
import { TENANT_IDS, type SeedTenantId } from '../../platform/tenancy';
import { seedHash } from '../../platform/seeding';
import { TENANT_PROFILES } from '../site';

/** Organising units of every tenant; the first is the tenant itself. */
export const ORGANISATIONS: { name: string | null; city: string }[] = [
  { name: null, city: '北京市' },
  { name: '天津市委组织部', city: '天津市' },
  { name: '石家庄市委组织部', city: '石家庄市' },
  { name: '保定市委党校', city: '保定市' },
  { name: '北京市委党校', city: '北京市' },
];

interface ClassOrganiser {
  orgId: string;
  orgName: string;
  city: string;
}

export function organisationsOf(tenantId: SeedTenantId): ClassOrganiser[] {
  const t = TENANT_IDS.indexOf(tenantId) + 1;
  return ORGANISATIONS.map((o, k) => ({
    orgId: `ORG${t}${String(k + 1).padStart(2, '0')}`,
    orgName: o.name ?? TENANT_PROFILES[tenantId].title,
    city: o.city,
  }));
}

// ------------------------------------------------- people of the classes

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧';

const GIVEN = [
  '建国',
  '晓明',
  '丽华',
  '志强',
  '海燕',
  '文博',
  '静',
  '伟',
  '秀英',
  '子涵',
  '国庆',
  '雪梅',
  '立新',
  '思远',
  '红',
  '宏伟',
];

const UNITS = [
  '办公室',
  '组织部',
  '宣传部',
  '发展改革委',
  '财政局',
  '教育局',
  '卫生健康委',
  '司法局',
  '统计局',
  '应急管理局',
];

/** The k-th made-up member of a class (k from 0): stable across calls. */
export function syntheticMember(
  tbtpId: string,
  k: number,
): { name: string; orgName: string } {
  const h = seedHash(`${tbtpId}#${k}`);
  const surname = SURNAMES[h % SURNAMES.length] ?? '王';
  const given = GIVEN[(h >>> 7) % GIVEN.length] ?? '伟';
  return {
    name: `${surname}${given}`,
    orgName: `${UNITS[(h >>> 13) % UNITS.length] ?? '办公室'}`,
  };
}
