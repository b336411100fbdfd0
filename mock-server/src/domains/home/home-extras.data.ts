/**
 * Static data of the extra home blocks and the academy lists (seed-spec
 * 7.2): party-spirit education bases (党性教育基地), digital books (数字图书)
 * and the national academy's (中国干部网络学院) topics and courses.
 * Deterministic and per tenant; the lists are read-only, so they are built
 * in code rather than stored in the db (the routes read them here).
 * Covers are generated SVGs (`/pcStatic/img/<id>.svg`, see ./assets.ts);
 * links lead to small generated pages (`/pcStatic/page/<id>.html`).
 */

import type {
  AcademyCourse,
  AcademyTopic,
  DigitalBook,
  EducationBase,
} from '@portal/shared/contracts';

import { TENANT_IDS, type SeedTenantId } from '../../platform/tenancy';
import { IMG_BASE } from '../site';

const PAGE_BASE = '/pcStatic/page';

function tenantNo(tenantId: SeedTenantId): number {
  return TENANT_IDS.indexOf(tenantId) + 1;
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** Rotates a pool so that each tenant starts elsewhere. */
function rotated<T>(pool: readonly T[], by: number): T[] {
  const shift = ((by % pool.length) + pool.length) % pool.length;
  return [...pool.slice(shift), ...pool.slice(0, shift)];
}

const image = (id: string) => `${IMG_BASE}/${id}.svg`;
const page = (id: string) => `${PAGE_BASE}/${id}.html`;

// ------------------------------------------------------------ bases

const BASES: readonly Omit<EducationBase, 'id' | 'cover' | 'link'>[] = [
  {
    name: '中国共产党历史展览馆',
    city: '北京',
    address: '北京市朝阳区北辰东路',
    description: '全面展示中国共产党百余年奋斗历程的综合性展馆。',
  },
  {
    name: '中共一大纪念馆',
    city: '上海',
    address: '上海市黄浦区兴业路',
    description: '党的诞生地，讲述建党初心与伟大建党精神。',
  },
  {
    name: '南湖革命纪念馆',
    city: '嘉兴',
    address: '浙江省嘉兴市南湖区',
    description: '红船起航地，红船精神的发源地。',
  },
  {
    name: '井冈山革命博物馆',
    city: '吉安',
    address: '江西省井冈山市茨坪',
    description: '中国革命的摇篮，感悟井冈山精神。',
  },
  {
    name: '古田会议纪念馆',
    city: '龙岩',
    address: '福建省龙岩市上杭县古田镇',
    description: '思想建党、政治建军原则确立之地。',
  },
  {
    name: '遵义会议纪念馆',
    city: '遵义',
    address: '贵州省遵义市红花岗区',
    description: '伟大转折之地，学习遵义会议精神。',
  },
  {
    name: '延安革命纪念馆',
    city: '延安',
    address: '陕西省延安市宝塔区',
    description: '革命圣地，弘扬延安精神。',
  },
  {
    name: '西柏坡纪念馆',
    city: '石家庄',
    address: '河北省石家庄市平山县西柏坡镇',
    description: '新中国从这里走来，牢记“两个务必”。',
  },
  {
    name: '红岩革命纪念馆',
    city: '重庆',
    address: '重庆市渝中区红岩村',
    description: '红岩精神的发源地和传承地。',
  },
  {
    name: '焦裕禄纪念园',
    city: '开封',
    address: '河南省开封市兰考县',
    description: '学习焦裕禄同志的公仆情怀和奋斗精神。',
  },
];

/** 8 bases in 001.001, 7 in 001.001.043, 6 in 001.001.065. */
const BASES_PER_TENANT: Record<SeedTenantId, number> = {
  '001.001': 8,
  '001.001.043': 7,
  '001.001.065': 6,
};

export function buildEducationBases(tenantId: SeedTenantId): EducationBase[] {
  const t = tenantNo(tenantId);
  return rotated(BASES, (t - 1) * 3)
    .slice(0, BASES_PER_TENANT[tenantId])
    .map((base, i) => {
      const id = `base-${t}-${two(i + 1)}`;
      return { id, ...base, cover: image(id), link: page(id) };
    });
}

// ------------------------------------------------------------ books

const BOOKS: readonly (readonly [string, string])[] = [
  ['红星照耀中国', '[美]埃德加·斯诺'],
  ['乡土中国', '费孝通'],
  ['平凡的世界', '路遥'],
  ['红岩', '罗广斌 杨益言'],
  ['苦难辉煌', '金一南'],
  ['长征', '王树增'],
  ['可爱的中国', '方志敏'],
  ['论语译注', '杨伯峻'],
  ['万历十五年', '黄仁宇'],
  ['中国哲学简史', '冯友兰'],
  ['创业史', '柳青'],
  ['青春之歌', '杨沫'],
  ['林海雪原', '曲波'],
  ['数学之美', '吴军'],
  ['浪潮之巅', '吴军'],
  ['人工智能简史', '尼克'],
  ['公共管理导论', '[澳]欧文·E.休斯'],
  ['经济学原理', '[美]N.格里高利·曼昆'],
  ['史记选', '司马迁 著 王伯祥 选注'],
  ['资治通鉴选', '司马光 著 瞿蜕园 选注'],
];

/** Books of a tenant (the pool rotated); `number` takes the first ones. */
export const BOOKS_PER_TENANT = BOOKS.length;

export function buildDigitalBooks(tenantId: SeedTenantId): DigitalBook[] {
  const t = tenantNo(tenantId);
  return rotated(BOOKS, (t - 1) * 5).map(([title, author], i) => {
    const id = `book-${t}-${two(i + 1)}`;
    return { id, title, author, cover: image(id), link: page(id) };
  });
}

// ------------------------------------------------------------ academy

const ACADEMY_TOPICS: readonly string[] = [
  '学习贯彻党的二十届四中全会精神',
  '推进中国式现代化',
  '全面从严治党',
  '铸牢中华民族共同体意识',
  '数字政府建设',
  '法治政府建设',
  '乡村全面振兴',
  '发展新质生产力',
  '生态文明建设',
  '总体国家安全观',
  '推动高质量发展',
  '党史学习教育',
  '文化强国建设',
  '应急管理能力提升',
];

const LECTURES = ['理论要义', '实践路径', '案例解析'];
const ACADEMY_TEACHERS = [
  '李明 教授',
  '王华 研究员',
  '陈静 教授',
  '刘洋 副教授',
  '赵磊 研究员',
];

const ACADEMY_COUNTS: Record<SeedTenantId, { topics: number }> = {
  '001.001': { topics: 14 },
  '001.001.043': { topics: 13 },
  '001.001.065': { topics: 12 },
};

function academyDate(n: number): string {
  // Newest first: one topic or course every 5 days back from 2026-11-20.
  const date = new Date(Date.UTC(2026, 10, 20) - n * 5 * 86_400_000);
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

export function buildAcademyTopics(tenantId: SeedTenantId): AcademyTopic[] {
  const t = tenantNo(tenantId);
  return rotated(ACADEMY_TOPICS, t - 1)
    .slice(0, ACADEMY_COUNTS[tenantId].topics)
    .map((name, i) => {
      const id = `celatopic-${t}-${two(i + 1)}`;
      return {
        id,
        name,
        cover: image(id),
        description: `中国干部网络学院“${name}”专题，围绕${LECTURES.join('、')}组织课程。`,
        courseCount: LECTURES.length,
        publishDate: academyDate(i),
        url: page(id),
      };
    });
}

/** Three lectures per topic, newest first. */
export function buildAcademyCourses(tenantId: SeedTenantId): AcademyCourse[] {
  const t = tenantNo(tenantId);
  const courses: AcademyCourse[] = [];
  buildAcademyTopics(tenantId).forEach((topic, i) => {
    LECTURES.forEach((lecture, j) => {
      const n = i * LECTURES.length + j;
      const id = `celacourse-${t}-${String(n + 1).padStart(3, '0')}`;
      const duration = [45, 32, 20][j] ?? 30;
      courses.push({
        id,
        name: `${topic.name}：${lecture}`,
        cover: image(id),
        teacher: ACADEMY_TEACHERS[(n + t) % ACADEMY_TEACHERS.length] ?? '',
        duration,
        creditHour: duration >= 30 ? 1 : 0.5,
        topicName: topic.name,
        publishDate: academyDate(n),
        url: page(id),
      });
    });
  });
  return courses;
}

// ------------------------------------------------------------ pictures and pages

/** What ./assets.ts needs to draw a cover. */
interface ExtraPicture {
  width: number;
  height: number;
  color: string;
  title: string;
  subtitle?: string;
}

interface ExtraItem {
  kind:
    | '党性教育基地'
    | '数字图书'
    | '中国干部网络学院专题'
    | '中国干部网络学院课程';
  title: string;
  lines: string[];
  picture: ExtraPicture;
}

let items: Map<string, ExtraItem> | undefined;

function allItems(): Map<string, ExtraItem> {
  if (items) return items;
  const map = new Map<string, ExtraItem>();
  for (const tenantId of TENANT_IDS) {
    for (const b of buildEducationBases(tenantId)) {
      map.set(b.id, {
        kind: '党性教育基地',
        title: b.name,
        lines: [`地址：${b.address}`, b.description],
        picture: {
          width: 400,
          height: 225,
          color: '#a61e22',
          title: b.name,
          subtitle: b.city,
        },
      });
    }
    for (const b of buildDigitalBooks(tenantId)) {
      map.set(b.id, {
        kind: '数字图书',
        title: b.title,
        lines: [`作者：${b.author}`],
        picture: {
          width: 240,
          height: 320,
          color: '#7a4b1c',
          title: b.title,
          subtitle: b.author,
        },
      });
    }
    for (const topic of buildAcademyTopics(tenantId)) {
      map.set(topic.id, {
        kind: '中国干部网络学院专题',
        title: topic.name,
        lines: [topic.description, `发布日期：${topic.publishDate}`],
        picture: {
          width: 600,
          height: 280,
          color: '#b71c1c',
          title: topic.name,
          subtitle: '中国干部网络学院',
        },
      });
    }
    for (const course of buildAcademyCourses(tenantId)) {
      map.set(course.id, {
        kind: '中国干部网络学院课程',
        title: course.name,
        lines: [
          `主讲：${course.teacher}`,
          `时长：${course.duration}分钟 · ${course.creditHour}学时`,
        ],
        picture: {
          width: 400,
          height: 225,
          color: '#8f1d21',
          title: course.topicName,
          subtitle: `${course.name.split('：')[1] ?? ''} · ${course.teacher}`,
        },
      });
    }
  }
  items = map;
  return map;
}

/** The item behind `<id>.svg` / `<id>.html`, any tenant. */
export function extraItem(id: string): ExtraItem | undefined {
  return allItems().get(id);
}

/** The cover for `/pcStatic/img/<name>` when it is one of these items. */
export function extraPicture(name: string): ExtraPicture | undefined {
  const m = /^([a-z]+-\d-\d+)\.svg$/.exec(name);
  return m ? extraItem(m[1] ?? '')?.picture : undefined;
}
