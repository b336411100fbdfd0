import { TENANT_IDS, type TbtpClass } from '../types';
import { TENANT_PROFILES, imagePaths } from './site';

interface ClassTemplate {
  name: string;
  startDate: string;
  endDate: string;
  status: TbtpClass['status'];
  enrollStatus: TbtpClass['enrollStatus'];
  enrollMode: TbtpClass['enrollMode'];
  compulsoryHours: number;
  electiveHours: number;
}

/** Newest first; `{org}` becomes the tenant's short name. */
const CLASS_TEMPLATES: ClassTemplate[] = [
  {
    name: '2027年度{org}干部春季学习网上专题班',
    startDate: '2027-01-05',
    endDate: '2027-03-31',
    status: 'NOT_STARTED',
    enrollStatus: 'NONE',
    enrollMode: 'OPEN',
    compulsoryHours: 12,
    electiveHours: 8,
  },
  {
    name: '2026年学习贯彻党的二十届四中全会精神网上专题班',
    startDate: '2026-11-10',
    endDate: '2026-12-31',
    status: 'IN_PROGRESS',
    enrollStatus: 'ENROLLED',
    enrollMode: 'ASSIGNED',
    compulsoryHours: 16,
    electiveHours: 4,
  },
  {
    name: '2026年{org}数字政府建设能力提升网上专题班',
    startDate: '2026-10-15',
    endDate: '2026-12-15',
    status: 'IN_PROGRESS',
    enrollStatus: 'PENDING',
    enrollMode: 'CODE',
    compulsoryHours: 10,
    electiveHours: 6,
  },
  {
    name: '2026年法治政府建设专题网上培训班',
    startDate: '2026-09-01',
    endDate: '2026-12-20',
    status: 'IN_PROGRESS',
    enrollStatus: 'NONE',
    enrollMode: 'OPEN',
    compulsoryHours: 8,
    electiveHours: 4,
  },
  {
    name: '2026年保密知识与网络安全网上专题班',
    startDate: '2026-08-01',
    endDate: '2026-10-31',
    status: 'ENDED',
    enrollStatus: 'ENROLLED',
    enrollMode: 'ASSIGNED',
    compulsoryHours: 6,
    electiveHours: 4,
  },
  {
    name: '2026年{org}年轻干部能力素质提升网上专题班',
    startDate: '2026-06-15',
    endDate: '2026-09-15',
    status: 'ENDED',
    enrollStatus: 'ENROLLED',
    enrollMode: 'CODE',
    compulsoryHours: 20,
    electiveHours: 10,
  },
  {
    name: '2026年学习贯彻习近平文化思想网上专题班',
    startDate: '2026-05-10',
    endDate: '2026-07-31',
    status: 'ENDED',
    enrollStatus: 'NONE',
    enrollMode: 'OPEN',
    compulsoryHours: 12,
    electiveHours: 6,
  },
  {
    name: '2026年党纪学习教育网上专题班',
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    status: 'ENDED',
    enrollStatus: 'ENROLLED',
    enrollMode: 'ASSIGNED',
    compulsoryHours: 10,
    electiveHours: 5,
  },
  {
    name: '2026年全国两会精神学习网上专题班',
    startDate: '2026-03-15',
    endDate: '2026-05-15',
    status: 'ENDED',
    enrollStatus: 'ENROLLED',
    enrollMode: 'OPEN',
    compulsoryHours: 8,
    electiveHours: 4,
  },
  {
    name: '2026年{org}新录用公务员初任培训网上专题班',
    startDate: '2026-02-20',
    endDate: '2026-04-30',
    status: 'ENDED',
    enrollStatus: 'NONE',
    enrollMode: 'CODE',
    compulsoryHours: 24,
    electiveHours: 12,
  },
  {
    name: '2026年应急管理与安全生产网上专题班',
    startDate: '2026-01-10',
    endDate: '2026-03-31',
    status: 'ENDED',
    enrollStatus: 'PENDING',
    enrollMode: 'CODE',
    compulsoryHours: 6,
    electiveHours: 6,
  },
  {
    name: '2025年度{org}干部冬训网上专题班',
    startDate: '2025-12-01',
    endDate: '2026-02-28',
    status: 'ENDED',
    enrollStatus: 'ENROLLED',
    enrollMode: 'ASSIGNED',
    compulsoryHours: 14,
    electiveHours: 6,
  },
];

export function buildTbtpClasses(): TbtpClass[] {
  const classes: TbtpClass[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    const profile = TENANT_PROFILES[tenantId];
    CLASS_TEMPLATES.forEach((template, i) => {
      const { name, compulsoryHours, electiveHours, ...rest } = template;
      classes.push({
        ...rest,
        tbtpId: `TBTP${t + 1}${String(i + 1).padStart(4, '0')}`,
        tenantId,
        name: name.replaceAll('{org}', profile.shortName),
        cover: imagePaths.classCover(i + 1),
        orgName: profile.title,
        memberCount: 3200 - i * 211 + t * 57,
        requiredHours: compulsoryHours + electiveHours,
        compulsoryHours,
        electiveHours,
      });
    });
  });
  return classes;
}
