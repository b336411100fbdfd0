/**
 * Special topics (专题), columns (专栏: courses and short articles), lives,
 * ranking learners and site figures per tenant. Ids: `<tenant no><kind><3
 * digits>` with kind 4 topic, 5 column, 6 live; a column article's id is
 * its column's id and two digits (see ./column-articles.ts).
 */
import type { LiveStatus } from '@portal/shared/contracts';

import {
  type ColumnRecord,
  type SpecialTopicRecord,
  columnArticles,
} from '../special-topics';
import {
  type CourseRecord,
  LESSON_VIDEOS,
  TEACHERS,
  VIDEO_BASE,
  learningId,
  learningImages,
} from '../course-catalogue';
import type { LiveRecord, RankingLearner, SiteStats } from './home.records';
import { TENANT_PROFILES } from '../site';
import {
  inTenant,
  TENANT_IDS,
  type SeedTenantId,
} from '../../platform/tenancy';

/** Topic name, description and the category names its courses come from. */
const TOPICS: ReadonlyArray<{
  name: string;
  description: string;
  categories: readonly string[];
  start: string;
  end: string;
}> = [
  {
    name: '学习贯彻党的二十届四中全会精神专题',
    description:
      '系统学习党的二十届四中全会精神，深刻领会“十五五”规划建议的重大意义和主要内容。',
    categories: ['党的二十届四中全会精神', '习近平新时代中国特色社会主义思想'],
    start: '2026-11-01',
    end: '2026-12-31',
  },
  {
    name: '习近平新时代中国特色社会主义思想专题',
    description:
      '深入学习习近平新时代中国特色社会主义思想的核心要义、精神实质和实践要求。',
    categories: ['习近平新时代中国特色社会主义思想'],
    start: '2026-09-01',
    end: '2026-12-31',
  },
  {
    name: '党纪学习教育专题',
    description:
      '学纪、知纪、明纪、守纪，推动党员干部把纪律规矩转化为自觉遵循。',
    categories: ['党内法规', '廉政教育', '机关党建'],
    start: '2026-08-15',
    end: '2026-12-15',
  },
  {
    name: '法治政府建设专题',
    description: '围绕宪法、行政法和依法行政，提升公职人员运用法治思维的能力。',
    categories: ['宪法与法律'],
    start: '2026-07-01',
    end: '2026-12-31',
  },
  {
    name: '数字政府与网络安全专题',
    description: '了解数字政府建设路径，掌握网络安全与数据保护的基本要求。',
    categories: ['数字政府', '网络安全', '人工智能'],
    start: '2026-06-01',
    end: '2026-11-30',
  },
  {
    name: '公文写作能力提升专题',
    description: '规范公文格式，提升调研报告、讲话稿等常用文稿的写作水平。',
    categories: ['公文写作'],
    start: '2026-05-01',
    end: '2026-10-31',
  },
  {
    name: '中华优秀传统文化专题',
    description: '感悟中华文明的深厚底蕴，推动中华优秀传统文化创造性转化。',
    categories: ['历史文化', '文艺专业'],
    start: '2026-04-01',
    end: '2026-09-30',
  },
  {
    name: '心理健康与压力管理专题',
    description: '关注干部心理健康，学习情绪管理与压力调适的方法。',
    categories: ['心理健康', '教育管理'],
    start: '2026-03-01',
    end: '2026-08-31',
  },
];

function coursesIn(
  courses: CourseRecord[],
  categories: readonly string[],
  max: number,
): string[] {
  return courses
    .filter((c) => categories.includes(c.categoryName))
    .slice(0, max)
    .map((c) => c.id);
}

export function buildSpecialTopics(
  courses: CourseRecord[],
): SpecialTopicRecord[] {
  return TENANT_IDS.flatMap((tenantId) => {
    const own = courses.filter(inTenant(tenantId));
    return TOPICS.map((topic, i) => {
      const id = learningId(tenantId, 4, i + 1);
      return {
        id,
        tenantId,
        name: topic.name,
        cover: learningImages.topic(id),
        description: topic.description,
        courseIds: coursesIn(own, topic.categories, 8),
        startDate: topic.start,
        endDate: topic.end,
      };
    });
  });
}

const COLUMNS = [
  ['每日一课', '每天一门精选课程，积少成多，学有所获。'],
  ['名家讲堂', '权威专家学者领衔主讲的精品课程。'],
  ['微课堂', '15分钟以内的短小课程，利用碎片时间随时学。'],
  ['热门课程', '学员浏览最多的课程。'],
  ['新课速递', '最新上线的课程。'],
  ['图文精读', '精选图文课程，静心阅读。'],
] as const;

export function buildColumns(courses: CourseRecord[]): ColumnRecord[] {
  return TENANT_IDS.flatMap((tenantId) => {
    const own = courses.filter(inTenant(tenantId));
    const pick: Array<(list: CourseRecord[]) => CourseRecord[]> = [
      (list) => list.filter((_, i) => i % 7 === 3),
      (list) => list.filter((c) => c.teacher === TEACHERS[0].name),
      (list) => list.filter((c) => c.courseDuration < 15),
      (list) =>
        [...list].sort((a, b) => b.courseVisitor - a.courseVisitor).slice(0, 8),
      (list) => list.slice(0, 8),
      (list) => list.filter((c) => c.resourceType === 'ARTICLE').slice(0, 8),
    ];
    return COLUMNS.map(([name, description], i) => {
      const id = learningId(tenantId, 5, i + 1);
      return {
        id,
        tenantId,
        name,
        cover: learningImages.column(id),
        description,
        itemIds: (pick[i]?.(own) ?? []).slice(0, 10).map((c) => c.id),
        articles: columnArticles(i, id),
      };
    });
  });
}

const LIVES: ReadonlyArray<{
  title: string;
  teacher: number;
  startTime: string;
  status: LiveStatus;
}> = [
  {
    title: '党的二十届四中全会精神宣讲直播',
    teacher: 0,
    startTime: '2026-11-21 09:00:00',
    status: 'LIVE',
  },
  {
    title: '数字政府建设前沿问题在线访谈',
    teacher: 4,
    startTime: '2026-11-28 14:30:00',
    status: 'UPCOMING',
  },
  {
    title: '网络安全宣传周专题讲座',
    teacher: 5,
    startTime: '2026-12-05 10:00:00',
    status: 'UPCOMING',
  },
  {
    title: '民法典与基层治理专题直播',
    teacher: 2,
    startTime: '2026-11-12 15:00:00',
    status: 'ENDED',
  },
  {
    title: '公职人员心理健康公开课',
    teacher: 7,
    startTime: '2026-10-30 19:00:00',
    status: 'ENDED',
  },
];

export function buildLives(): LiveRecord[] {
  return TENANT_IDS.flatMap((tenantId) =>
    LIVES.map((live, i) => {
      const id = learningId(tenantId, 6, i + 1);
      const video = LESSON_VIDEOS[i % LESSON_VIDEOS.length]?.file ?? '';
      return {
        id,
        tenantId,
        title: live.title,
        cover: learningImages.live(id),
        speaker: TEACHERS[live.teacher]?.name ?? '',
        startTime: live.startTime,
        status: live.status,
        url: live.status === 'UPCOMING' ? '' : `${VIDEO_BASE}/${video}`,
      };
    }),
  );
}

const RANKING_NAMES = [
  ['刘志远', '办公室', 62.5],
  ['陈晓红', '组织人事处', 58],
  ['杨振华', '政策法规处', 55.25],
  ['黄丽娟', '财务处', 52.5],
  ['周国栋', '信息中心', 49.75],
  ['吴秀英', '机关党委', 47],
  ['徐明亮', '综合处', 44.5],
  ['孙丽萍', '培训管理处', 41.25],
  ['马俊杰', '宣传处', 39],
  ['朱海燕', '后勤服务中心', 36.5],
  ['胡建军', '督查室', 34],
  ['郭晓燕', '规划处', 31.5],
] as const;

/** 12 learners per tenant besides the demo accounts. */
export function buildRankingLearners(): RankingLearner[] {
  return TENANT_IDS.flatMap((tenantId, t) =>
    RANKING_NAMES.map(([name, department, hours]) => ({
      tenantId,
      name,
      orgName: `${TENANT_PROFILES[tenantId].orgName}${department}`,
      hours: hours - t,
    })),
  );
}

const SITE_STATS: Record<SeedTenantId, Omit<SiteStats, 'tenantId'>> = {
  '001.001': {
    learnerCount: 128640,
    totalHours: 2386420.5,
    todayLearners: 3862,
  },
  '001.001.043': {
    learnerCount: 23510,
    totalHours: 418230,
    todayLearners: 1204,
  },
  '001.001.065': {
    learnerCount: 41280,
    totalHours: 702815.5,
    todayLearners: 1876,
  },
};

export function buildSiteStats(): SiteStats[] {
  return TENANT_IDS.map((tenantId) => ({ tenantId, ...SITE_STATS[tenantId] }));
}
