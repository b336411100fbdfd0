import { TENANT_IDS, type ConsolidatePlan } from '../types';
import { TENANT_PROFILES } from './site';

type PlanTemplate = Omit<ConsolidatePlan, 'id' | 'tenantId'>;

/** Newest first; `{org}` becomes the tenant's short name. */
const PLAN_TEMPLATES: PlanTemplate[] = [
  {
    name: '2026年12月党的二十届四中全会精神巩固练习',
    description: '围绕全会精神要点设置单选、多选和判断题，巩固专题班学习成果。',
    startTime: '2026-12-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    examCount: 3,
    passScore: 80,
    status: 'NOT_STARTED',
  },
  {
    name: '2026年11月{org}法治素养巩固练习',
    description: '结合法治政府建设专题课程，检验学员对重点法律法规的掌握情况。',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-11-30 23:59:59',
    examCount: 2,
    passScore: 60,
    status: 'IN_PROGRESS',
  },
  {
    name: '2026年第四季度保密知识巩固练习',
    description: '保密法律法规与日常保密管理要求，每位学员可练习三次。',
    startTime: '2026-10-08 00:00:00',
    endTime: '2026-12-20 23:59:59',
    examCount: 3,
    passScore: 90,
    status: 'IN_PROGRESS',
  },
  {
    name: '2026年10月网络安全知识巩固练习',
    description: '网络安全宣传周配套练习，覆盖个人信息保护与安全上网常识。',
    startTime: '2026-09-15 00:00:00',
    endTime: '2026-10-31 23:59:59',
    examCount: 2,
    passScore: 60,
    status: 'ENDED',
  },
  {
    name: '2026年{org}年轻干部能力提升巩固练习',
    description: '配合年轻干部网上专题班，考查履职能力与政策理解。',
    startTime: '2026-07-01 00:00:00',
    endTime: '2026-09-15 23:59:59',
    examCount: 2,
    passScore: 70,
    status: 'ENDED',
  },
  {
    name: '2026年党纪学习教育巩固练习',
    description: '围绕《中国共产党纪律处分条例》设置练习题。',
    startTime: '2026-05-01 00:00:00',
    endTime: '2026-06-30 23:59:59',
    examCount: 3,
    passScore: 80,
    status: 'ENDED',
  },
  {
    name: '2026年全国两会精神巩固练习',
    description: '政府工作报告要点练习，检验两会精神学习效果。',
    startTime: '2026-03-20 00:00:00',
    endTime: '2026-04-30 23:59:59',
    examCount: 1,
    passScore: 60,
    status: 'ENDED',
  },
  {
    name: '2026年第一季度应急管理知识巩固练习',
    description: '应急预案、安全生产责任制等内容的巩固练习。',
    startTime: '2026-01-15 00:00:00',
    endTime: '2026-03-31 23:59:59',
    examCount: 2,
    passScore: 60,
    status: 'ENDED',
  },
];

export function buildConsolidatePlans(): ConsolidatePlan[] {
  const plans: ConsolidatePlan[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    const profile = TENANT_PROFILES[tenantId];
    PLAN_TEMPLATES.forEach((template, i) => {
      plans.push({
        ...template,
        id: `PLAN${t + 1}${String(i + 1).padStart(4, '0')}`,
        tenantId,
        name: template.name.replaceAll('{org}', profile.shortName),
      });
    });
  });
  return plans;
}
