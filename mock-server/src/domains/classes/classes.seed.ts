import {
  seedTenantOf,
  TENANT_IDS,
  type SeedTenantId,
} from '../../platform/tenancy';
import type { ClassesCollections } from './classes.records';
import type {
  ClassAffairsRecord,
  ClassApplication,
  ClassRecord,
  ClassPostRecord,
} from './classes.records';
import { buildCourses, learningId } from '../course-catalogue';
import {
  JOURNEY_COURSE_NUMBERS,
  RESERVED_COURSE_NUMBERS,
} from '../course-study';
import { TENANT_PROFILES, imagePaths } from '../site';
import {
  ORGANISATIONS,
  organisationsOf,
  syntheticMember,
} from './classes.data';

interface ClassTemplate {
  name: string;
  startDate: string;
  endDate: string;
  status: ClassRecord['status'];
  enrollStatus: ClassRecord['enrollStatus'];
  enrollMode: ClassRecord['enrollMode'];
  compulsoryHours: number;
  electiveHours: number;
  /** Index into ORGANISATIONS. */
  org?: number;
  /**
   * Compulsory course numbers of the class instead of pool courses; its
   * compulsory hours are then their credit (compulsoryHours and
   * electiveHours of the template are not used).
   */
  courseNumbers?: readonly number[];
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
  // Added for the class pages: nobody is enrolled in these (enrollStatus
  // NONE keeps them out of the learning-centre seed).
  {
    name: '2027年{org}基层治理能力提升网上专题班',
    startDate: '2027-02-01',
    endDate: '2027-04-30',
    status: 'NOT_STARTED',
    enrollStatus: 'NONE',
    enrollMode: 'CODE',
    compulsoryHours: 10,
    electiveHours: 6,
  },
  {
    name: '2026年{org}统计法治与数据安全网上专题班',
    startDate: '2026-11-01',
    endDate: '2027-01-31',
    status: 'IN_PROGRESS',
    enrollStatus: 'NONE',
    enrollMode: 'ASSIGNED',
    compulsoryHours: 8,
    electiveHours: 4,
  },
  {
    name: '2027年乡村振兴战略专题网上培训班',
    startDate: '2027-03-01',
    endDate: '2027-05-31',
    status: 'NOT_STARTED',
    enrollStatus: 'NONE',
    enrollMode: 'OPEN',
    compulsoryHours: 8,
    electiveHours: 6,
  },
  // The learner's whole journey (e2e/tests/classes/class-journey.spec.ts): open,
  // nobody enrolled, two short compulsory videos kept out of every study
  // history, one required homework (domains/class-study/class-study.seed.ts) and a graduation
  // paper (domains/exams/exams.seed.ts, paper <t>7016).
  {
    name: '2026年{org}干部综合素养提升网上专题班',
    startDate: '2026-11-16',
    endDate: '2027-01-15',
    status: 'IN_PROGRESS',
    enrollStatus: 'NONE',
    enrollMode: 'OPEN',
    compulsoryHours: 0,
    electiveHours: 0,
    courseNumbers: JOURNEY_COURSE_NUMBERS,
  },
];

/** Class number of the journey class (TBTP<t>0016). */
export const JOURNEY_CLASS_NO =
  CLASS_TEMPLATES.findIndex((c) => c.courseNumbers !== undefined) + 1;

/** Id of the journey class of a tenant. */
export function journeyClassId(tenantId: SeedTenantId): string {
  const t = TENANT_IDS.indexOf(tenantId) + 1;
  return `TBTP${t}${String(JOURNEY_CLASS_NO).padStart(4, '0')}`;
}

/**
 * The sign-up code of a CODE class: 'ZTB' and the last four digits of its id
 * (TBTP10003 → ZTB0003). Documented in docs/api.md for testers.
 */
export function enrollCodeOf(tbtpId: string): string {
  return `ZTB${tbtpId.slice(-4)}`;
}

/**
 * Course numbers the classes draw from: the reserved ones (1–8, 20–22 for
 * other tests, the journey class's own courses) are left out.
 */
const COURSE_POOL: number[] = Array.from(
  { length: 64 },
  (_, i) => i + 1,
).filter((n) => !RESERVED_COURSE_NUMBERS.has(n));

function poolCourse(tenantId: SeedTenantId, k: number): string {
  const n = COURSE_POOL[k % COURSE_POOL.length] ?? 9;
  return learningId(tenantId, 3, n);
}

export function buildClasses(): ClassRecord[] {
  const classes: ClassRecord[] = [];
  const credits = new Map(buildCourses().map((c) => [c.id, c.creditHour]));
  TENANT_IDS.forEach((tenantId, t) => {
    const profile = TENANT_PROFILES[tenantId];
    CLASS_TEMPLATES.forEach((template, i) => {
      const {
        name,
        org,
        courseNumbers,
        compulsoryHours: compulsoryTemplate,
        electiveHours: electiveTemplate,
        ...rest
      } = template;
      const own = courseNumbers?.map((n) => learningId(tenantId, 3, n));
      const compulsoryHours = own
        ? own.reduce((sum, id) => sum + (credits.get(id) ?? 0), 0)
        : compulsoryTemplate;
      const electiveHours = own ? 0 : electiveTemplate;
      const tbtpId = `TBTP${t + 1}${String(i + 1).padStart(4, '0')}`;
      const organisation = organisationsOf(tenantId)[
        org ?? i % ORGANISATIONS.length
      ] ?? { orgId: '', orgName: profile.title, city: '' };
      const fullName = name.replaceAll('{org}', profile.shortName);
      const row: ClassRecord = {
        ...rest,
        tbtpId,
        tenantId,
        name: fullName,
        // The image route draws 12 class covers; later classes reuse them.
        cover: imagePaths.classCover((i % 12) + 1),
        orgName: organisation.orgName,
        orgId: organisation.orgId,
        city: organisation.city,
        memberCount: Math.max(40, 3200 - i * 211 + t * 57),
        requiredHours: compulsoryHours + electiveHours,
        compulsoryHours,
        electiveHours,
        compulsoryCourseIds:
          own ?? [0, 1, 2].map((k) => poolCourse(tenantId, i * 5 + k)),
        optionalCourseIds: [3, 4].map((k) => poolCourse(tenantId, i * 5 + k)),
        introduction:
          `${fullName}由${organisation.orgName}主办，` +
          `学习时间为${rest.startDate}至${rest.endDate}，要求完成${compulsoryHours + electiveHours}学时` +
          `（必修${compulsoryHours}学时、选修${electiveHours}学时），完成必修课程、班级作业并通过结业考试后即可结业。`,
      };
      if (rest.enrollMode === 'CODE') row.enrollCode = enrollCodeOf(tbtpId);
      classes.push(row);
    });
  });
  return classes;
}

/** Applications under review, where the old seed said PENDING (account admin). */
function buildClassApplications(
  classes: readonly ClassRecord[],
): ClassApplication[] {
  return classes
    .filter((c) => c.enrollStatus === 'PENDING')
    .map((c) => ({
      id: `APP-${c.tbtpId}-admin`,
      tenantId: c.tenantId,
      username: 'admin',
      tbtpId: c.tbtpId,
      status: 'PENDING' as const,
      name: '管理员',
      orgName: TENANT_PROFILES[seedTenantOf(c.tenantId)].orgName,
      phone: '13800000002',
      position: '科员',
      createdAt: `${c.startDate} 09:30:00`,
    }));
}

function dayOffset(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const NOTICE_TEMPLATES: {
  title: string;
  day: number;
  content: (c: ClassRecord) => string;
}[] = [
  {
    title: '开班通知',
    day: 0,
    content: (c) =>
      `各位学员：\n「${c.name}」于${c.startDate}正式开班，学习截止时间为${c.endDate}。\n请按时登录平台完成必修课程学习，并关注班级通知和班级动态。`,
  },
  {
    title: '学习要求及结业条件',
    day: 2,
    content: (c) =>
      `本班要求完成${c.requiredHours}学时，其中必修${c.compulsoryHours}学时、选修${c.electiveHours}学时。\n完成全部必修课程、提交班级作业并通过结业考试（60分及格）后方可结业。`,
  },
  {
    title: '关于提交班级作业的通知',
    day: 10,
    content: () =>
      '各位学员：\n班级作业已发布，请在“个人作业”中查看作业要求，并在截止时间前提交。\n逾期未提交作业的学员不能结业。',
  },
  {
    title: '结业考试安排',
    day: 20,
    content: (c) =>
      `结业考试将于${dayOffset(c.endDate, -14)}开放，考试时长60分钟，60分及格，可考3次。\n请完成必修课程后参加考试。`,
  },
];

const NEWS_TEMPLATES: {
  title: string;
  day: number;
  author: string;
  content: (c: ClassRecord) => string;
}[] = [
  {
    title: '专题班线上开班仪式顺利举行',
    day: 0,
    author: '班主任',
    content: (c) =>
      `${c.startDate}，「${c.name}」线上开班仪式顺利举行。${c.orgName}有关负责同志出席并作开班动员，全体学员参加。`,
  },
  {
    title: '班委会成立，学员分组学习启动',
    day: 3,
    author: '班长',
    content: () =>
      '经学员推荐，本班成立班委会，设班长、副班长和学习委员各一名。各学习小组已建立学习群，组织学员交流学习心得。',
  },
  {
    title: '学习进度通报',
    day: 15,
    author: '学习委员',
    content: () =>
      '截至目前，全班学员必修课程平均完成率已超过六成，请尚未开始学习的学员抓紧时间，合理安排学习进度。',
  },
  {
    title: '优秀学习心得展示',
    day: 25,
    author: '班主任',
    content: () =>
      '本周评选出10篇优秀学习心得，在班级动态中展示。学员们结合工作实际，谈体会、找差距、提措施，收获颇丰。',
  },
];

function postsOf(
  classes: readonly ClassRecord[],
  prefix: string,
  templates: readonly {
    title: string;
    day: number;
    author?: string;
    content: (c: ClassRecord) => string;
  }[],
): ClassPostRecord[] {
  const rows: ClassPostRecord[] = [];
  for (const c of classes) {
    // A class that has not started has its opening notice only.
    const count = c.status === 'NOT_STARTED' ? 1 : templates.length;
    templates.slice(0, count).forEach((x, k) => {
      rows.push({
        id: `${prefix}-${c.tbtpId}-${k + 1}`,
        tenantId: c.tenantId,
        tbtpId: c.tbtpId,
        title: x.title,
        content: x.content(c),
        author: x.author ?? `${c.orgName}培训处`,
        publishTime: `${dayOffset(c.startDate, x.day - (c.status === 'NOT_STARTED' ? 10 : 0))} ${String(9 + k).padStart(2, '0')}:00:00`,
      });
    });
  }
  return rows;
}

function buildClassAffairs(
  classes: readonly ClassRecord[],
): ClassAffairsRecord[] {
  return classes.map((c) => {
    const n = Number(c.tbtpId.slice(-2));
    const person = (k: number) => syntheticMember(c.tbtpId, 1000 + k);
    const mid = dayOffset(c.startDate, 20);
    return {
      tenantId: c.tenantId,
      tbtpId: c.tbtpId,
      committee: ['班长', '副班长', '学习委员'].map((role, k) => ({
        role,
        ...person(k),
      })),
      schedule: [
        {
          phase: '开班动员',
          startDate: c.startDate,
          endDate: dayOffset(c.startDate, 2),
          content: '观看开班动员讲话，熟悉学习要求和结业条件。',
        },
        {
          phase: '集中学习',
          startDate: dayOffset(c.startDate, 3),
          endDate: mid,
          content: '完成必修课程学习，按兴趣选学选修课程。',
        },
        {
          phase: '研讨交流',
          startDate: dayOffset(mid, 1),
          endDate: dayOffset(c.endDate, -15),
          content: '提交班级作业，参加小组研讨，撰写学习心得。',
        },
        {
          phase: '考试结业',
          startDate: dayOffset(c.endDate, -14),
          endDate: c.endDate,
          content: '参加结业考试，查看结业进度，领取结业证书。',
        },
      ],
      contacts: [
        {
          role: '班主任',
          name: person(10).name,
          phone: `010-6510${String(n).padStart(4, '0')}`,
          email: `class${n}@training.example.cn`,
        },
        {
          role: '技术支持',
          name: '平台客服',
          phone: '010-65000000',
          email: 'support@training.example.cn',
        },
      ],
    };
  });
}

/** The class collections besides the classes themselves. */
export function buildClassesSeed(): Pick<
  ClassesCollections,
  'classApplications' | 'classNotices' | 'classNews' | 'classAffairs'
> {
  const classes = buildClasses();
  return {
    classApplications: buildClassApplications(classes),
    classNotices: postsOf(classes, 'N', NOTICE_TEMPLATES),
    classNews: postsOf(classes, 'D', NEWS_TEMPLATES),
    classAffairs: buildClassAffairs(classes),
  };
}
