/**
 * Course catalogue per tenant: category tree, teachers (名师), 64 courses
 * (about 2/3 VIDEO, 1/3 ARTICLE), seeded ratings and discussions.
 *
 * Ids are numeric strings: `<tenant no><kind><3 digits>` with kind 1
 * category, 2 teacher, 3 course (course 1 of 001.001 is '13001').
 */
import type { ResourceType } from '@portal/shared/contracts';

import {
  HOURS_RULE,
  creditHourFor,
  roundHours,
  showDuration,
} from '../course-study';
import {
  seedTenantOf,
  TENANT_IDS,
  type SeedTenantId,
  type TenantId,
} from '../../platform/tenancy';
import type {
  CourseCategoryRecord,
  CourseDiscussion,
  CourseRating,
  CourseRecord,
  TeacherRecord,
} from './course-catalogue.records';
import { IMG_BASE } from '../site';
import { seedDateTime } from '../../platform/seeding';

export const VIDEO_BASE = '/pcStatic/video';
const HANDOUT_BASE = '/pcStatic/file';

/** The media files in mock-server/assets/videos and their real lengths. */
export const LESSON_VIDEOS = [
  { file: 'lesson-1.mp4', seconds: 6 },
  { file: 'lesson-2.mp4', seconds: 8 },
  { file: 'lesson-3.mp4', seconds: 10 },
] as const;

export const learningImages = {
  course: (id: string) => `${IMG_BASE}/course-${id}.svg`,
  teacher: (id: string) => `${IMG_BASE}/teacher-${id}.svg`,
  topic: (id: string) => `${IMG_BASE}/topic-${id}.svg`,
  column: (id: string) => `${IMG_BASE}/column-${id}.svg`,
  live: (id: string) => `${IMG_BASE}/live-${id}.svg`,
};

export function learningId(
  tenantId: SeedTenantId,
  kind: 1 | 2 | 3 | 4 | 5 | 6,
  n: number,
): string {
  const t = TENANT_IDS.indexOf(tenantId) + 1;
  return `${t}${kind}${String(n).padStart(3, '0')}`;
}

export const TEACHERS = [
  {
    name: '陈文博',
    title: '中共中央党校（国家行政学院）教授',
    intro:
      '长期从事马克思主义中国化时代化研究，主讲新时代党的创新理论、党的建设等课程。',
  },
  {
    name: '刘建国',
    title: '中国人民大学马克思主义学院教授',
    intro: '中共党史研究专家，著有多部党史专著，主讲党史学习教育系列课程。',
  },
  {
    name: '张慧敏',
    title: '北京大学法学院副教授',
    intro:
      '研究方向为宪法学与行政法学，参与多部地方性法规起草，主讲法治政府建设课程。',
  },
  {
    name: '李思远',
    title: '国家行政学院公共管理教研部教授',
    intro: '研究方向为公共管理与政府治理，长期为各级机关干部授课。',
  },
  {
    name: '赵雅琴',
    title: '清华大学公共管理学院副教授',
    intro: '研究方向为数字政府与公共服务创新，主讲公文写作与政务服务课程。',
  },
  {
    name: '孙志强',
    title: '国家信息中心高级工程师',
    intro: '长期从事电子政务与网络安全工作，主讲网络安全、人工智能应用等课程。',
  },
  {
    name: '周晓岚',
    title: '中国艺术研究院研究员',
    intro: '研究方向为中国传统文化与艺术史，主讲传统文化与文艺鉴赏课程。',
  },
  {
    name: '吴海峰',
    title: '北京师范大学心理学部教授',
    intro: '国家二级心理咨询师，主讲心理调适、压力管理与沟通技巧课程。',
  },
] as const;

interface Leaf {
  name: string;
  /** Indexes into TEACHERS, used in turn. */
  teachers: readonly number[];
  titles: readonly string[];
}

interface Root {
  name: string;
  color: string;
  compulsory: boolean;
  /** Either courses directly (`titles`) or children. */
  titles?: readonly string[];
  teachers?: readonly number[];
  children?: readonly Leaf[];
}

const COMMON_ROOTS: readonly Root[] = [
  {
    name: '政治理论',
    color: '#c8161d',
    compulsory: true,
    children: [
      {
        name: '习近平新时代中国特色社会主义思想',
        teachers: [0, 1],
        titles: [
          '习近平新时代中国特色社会主义思想的世界观和方法论',
          '深刻领悟“两个确立”的决定性意义',
          '以中国式现代化全面推进强国建设、民族复兴伟业',
          '习近平经济思想的核心要义与实践要求',
          '习近平法治思想概论',
          '习近平生态文明思想与美丽中国建设',
        ],
      },
      {
        name: '党史学习教育',
        teachers: [1],
        titles: [
          '中国共产党百年奋斗的重大成就和历史经验',
          '伟大建党精神的深刻内涵',
          '从延安精神看党的自我革命',
          '新中国成立以来的重大历史事件',
          '改革开放史专题讲座',
        ],
      },
      {
        name: '党的二十届四中全会精神',
        teachers: [0],
        titles: [
          '党的二十届四中全会精神解读',
          '深入学习贯彻党的二十届四中全会精神',
          '“十五五”规划建议的主要内容与重大意义',
          '全会精神进机关专题辅导',
        ],
      },
    ],
  },
  {
    name: '政策法规',
    color: '#1f5fbf',
    compulsory: false,
    children: [
      {
        name: '宪法与法律',
        teachers: [2],
        titles: [
          '宪法精神与宪法实施',
          '民法典与政府治理',
          '行政复议法修订要点解读',
          '保守国家秘密法解读',
          '依法行政与法治政府建设',
        ],
      },
      {
        name: '党内法规',
        teachers: [2, 0],
        titles: [
          '中国共产党纪律处分条例解读',
          '中央八项规定精神学习教育',
          '党内法规体系概览',
          '中国共产党问责条例解读',
        ],
      },
    ],
  },
  {
    name: '业务能力',
    color: '#d9480f',
    compulsory: false,
    children: [
      {
        name: '公文写作',
        teachers: [4],
        titles: [
          '党政机关公文格式规范',
          '公文写作的常见问题与修改',
          '调研报告写作方法',
          '讲话稿起草要领',
        ],
      },
      {
        name: '行政管理',
        teachers: [3],
        titles: [
          '行政决策的科学化与民主化',
          '机关事务管理与节约型机关建设',
          '政务服务标准化建设',
          '应急管理体系与能力建设',
        ],
      },
      {
        name: '数字政府',
        teachers: [4, 5],
        titles: [
          '数字政府建设的路径与实践',
          '政务数据共享与开放',
          '“一网通办”改革案例分析',
          '数据安全法与个人信息保护',
        ],
      },
    ],
  },
  {
    name: '综合素养',
    color: '#2b8a3e',
    compulsory: false,
    children: [
      {
        name: '心理健康',
        teachers: [7],
        titles: [
          '公职人员心理调适与压力管理',
          '情绪管理与沟通技巧',
          '职场心理健康的自我维护',
          '积极心理学与幸福感提升',
        ],
      },
      {
        name: '历史文化',
        teachers: [6, 1],
        titles: [
          '中华优秀传统文化的创造性转化',
          '中国古代廉政文化',
          '诗词中的家国情怀',
          '丝绸之路与文明交流互鉴',
        ],
      },
    ],
  },
  {
    name: '文艺专业',
    color: '#5f3dc4',
    compulsory: false,
    teachers: [6],
    titles: [
      '新时代文艺创作的方向与使命',
      '书法艺术鉴赏',
      '中国传统音乐赏析',
      '经典影视作品中的时代精神',
      '非物质文化遗产保护与传承',
    ],
  },
  {
    name: '信息技术',
    color: '#0b7285',
    compulsory: false,
    children: [
      {
        name: '网络安全',
        teachers: [5],
        titles: [
          '网络安全法解读与案例',
          '防范网络钓鱼与电信诈骗',
          '办公终端安全使用规范',
          '关键信息基础设施安全保护',
          '个人信息保护实务',
        ],
      },
      {
        name: '人工智能',
        teachers: [5, 4],
        titles: [
          '人工智能基础知识与发展趋势',
          '生成式人工智能（AIGC）在政务中的应用',
          '大数据思维与决策',
          '人工智能伦理与治理',
          '数字素养与技能提升',
        ],
      },
    ],
  },
];

/** One root category of each tenant's own (5 courses, no children). */
const TENANT_ROOTS: Record<SeedTenantId, Root> = {
  '001.001': {
    name: '廉政教育',
    color: '#862e9c',
    compulsory: true,
    teachers: [0, 2],
    titles: [
      '以案为鉴 警钟长鸣',
      '廉洁自律准则解读',
      '家风建设与廉洁修身',
      '新时代廉政文化建设',
      '正确行使权力的几个问题',
    ],
  },
  '001.001.043': {
    name: '机关党建',
    color: '#a61e4d',
    compulsory: true,
    teachers: [0, 3],
    titles: [
      '模范机关建设的实践路径',
      '机关党支部工作实务',
      '党建与业务深度融合',
      '“三会一课”规范化建设',
      '机关作风建设专题',
    ],
  },
  '001.001.065': {
    name: '教育管理',
    color: '#1864ab',
    compulsory: false,
    teachers: [3, 7],
    titles: [
      '教育强国建设规划纲要解读',
      '新时代教师队伍建设',
      '学校安全管理实务',
      '义务教育优质均衡发展',
      '教育数字化转型',
    ],
  },
};

/** The root categories (a tenant added at run time: the default tenant's). */
export function rootsOf(tenantId: TenantId): readonly Root[] {
  return [...COMMON_ROOTS, TENANT_ROOTS[seedTenantOf(tenantId)]];
}

/** Nominal minutes, cycled (no 30 so that "long" is unambiguous). */
const DURATIONS = [
  32, 18, 45, 12, 25, 36, 14, 20, 40, 13, 28, 15, 38, 22, 42, 10, 33,
];

interface Slot {
  title: string;
  categoryId: string;
  categoryName: string;
  rootName: string;
  color: string;
  compulsory: boolean;
  teacher: number;
}

/** Category rows and the ordered course slots of a tenant. */
function catalogue(tenantId: SeedTenantId): {
  categories: CourseCategoryRecord[];
  slots: Slot[];
} {
  const categories: CourseCategoryRecord[] = [];
  const slots: Slot[] = [];
  let k = 0;
  const addCategory = (name: string, parentId: string | null, sort: number) => {
    k += 1;
    const id = learningId(tenantId, 1, k);
    categories.push({ id, tenantId, name, parentId, sort });
    return id;
  };
  const addSlots = (
    titles: readonly string[],
    teachers: readonly number[],
    categoryId: string,
    categoryName: string,
    root: Root,
  ) => {
    titles.forEach((title, j) => {
      slots.push({
        title,
        categoryId,
        categoryName,
        rootName: root.name,
        color: root.color,
        compulsory: root.compulsory,
        teacher: teachers[j % teachers.length] ?? 0,
      });
    });
  };
  rootsOf(tenantId).forEach((root, r) => {
    const rootId = addCategory(root.name, null, r + 1);
    if (root.titles) {
      addSlots(root.titles, root.teachers ?? [0], rootId, root.name, root);
    }
    root.children?.forEach((leaf, c) => {
      const leafId = addCategory(leaf.name, rootId, c + 1);
      addSlots(leaf.titles, leaf.teachers, leafId, leaf.name, root);
    });
  });
  return { categories, slots };
}

export function buildCourseCategories(): CourseCategoryRecord[] {
  return TENANT_IDS.flatMap((tenantId) => catalogue(tenantId).categories);
}

export function buildTeachers(): TeacherRecord[] {
  return TENANT_IDS.flatMap((tenantId) =>
    TEACHERS.map((t, i) => {
      const id = learningId(tenantId, 2, i + 1);
      return {
        id,
        tenantId,
        name: t.name,
        title: t.title,
        avatar: learningImages.teacher(id),
        intro: t.intro,
      };
    }),
  );
}

/** ARTICLE courses: every third course (3, 6, 9, …). */
function resourceTypeOf(n: number): ResourceType {
  return n % 3 === 0 ? 'ARTICLE' : 'VIDEO';
}

function articleContent(title: string, categoryName: string): string {
  return [
    `<h2>${title}</h2>`,
    `<p>本文为“${categoryName}”栏目图文课程。请认真阅读全文，阅读时间达到要求后即完成本课程学习。</p>`,
    '<p>一、<strong>学习背景。</strong>新时代对公职人员的理论素养和业务能力提出了更高要求，',
    '需要在学懂弄通做实上下功夫，把学习成果转化为推动工作的实际成效。</p>',
    '<p>二、<strong>主要内容。</strong>课程围绕基本概念、政策依据和典型案例展开，',
    '帮助学员系统把握核心要义，明确工作中的重点和难点。</p>',
    '<p>三、<strong>实践要求。</strong>学员应结合本职岗位，联系工作实际开展思考，',
    '在实践中检验学习效果，不断提高履职尽责的能力和水平。</p>',
    '<blockquote>学而不思则罔，思而不学则殆。</blockquote>',
  ].join('');
}

/** The 64 courses of every tenant, newest first within a tenant. */
export function buildCourses(): CourseRecord[] {
  const courses: CourseRecord[] = [];
  for (const tenantId of TENANT_IDS) {
    const t = TENANT_IDS.indexOf(tenantId);
    const { slots } = catalogue(tenantId);
    let videos = 0;
    slots.forEach((slot, i) => {
      const n = i + 1;
      const id = learningId(tenantId, 3, n);
      const teacherId = learningId(tenantId, 2, slot.teacher + 1);
      const teacher = TEACHERS[slot.teacher]?.name ?? '';
      const resourceType = resourceTypeOf(n);
      const lesson =
        resourceType === 'VIDEO'
          ? LESSON_VIDEOS[videos++ % LESSON_VIDEOS.length]
          : undefined;
      const courseDuration =
        DURATIONS[(i + t * 5) % DURATIONS.length] ?? DURATIONS[0] ?? 20;
      // Newest first: course 1 on 2026-11-15, then 4 days apart.
      const published = new Date(
        Date.UTC(2026, 10, 15 - i * 4, 8 + (i % 9), (i * 7) % 60),
      );
      const categoryPath =
        slot.rootName === slot.categoryName
          ? slot.rootName
          : `${slot.rootName} · ${slot.categoryName}`;
      const score = roundHours(7 + ((n * 37 + t * 11) % 30) / 10);
      courses.push({
        id,
        tenantId,
        name: slot.title,
        courseCover: learningImages.course(id),
        teacher,
        teacherId,
        resourceType,
        resourcePath: lesson ? `${VIDEO_BASE}/${lesson.file}` : '',
        courseDuration,
        videoSeconds: lesson
          ? lesson.seconds
          : HOURS_RULE.articleReadingSeconds,
        showCourseDuration: showDuration(courseDuration),
        creditHour: creditHourFor(courseDuration),
        categoryId: slot.categoryId,
        categoryName: slot.categoryName,
        isCompulsory: slot.compulsory || n % 10 === 0,
        publishDate: seedDateTime(published),
        courseVisitor: 200 + ((n * 7919 + t * 131) % 4800),
        introduction: `《${slot.title}》由${teacher}主讲，属于“${categoryPath}”类课程，帮助学员深入理解相关理论与政策，提升履职能力。`,
        score: Math.min(10, score),
        zanNum: (n * 53 + t * 17) % 400,
        attachmentList:
          n % 2 === 1
            ? [
                {
                  attaName: `${slot.title}（讲义）.html`,
                  attaPath: `${HANDOUT_BASE}/handout-${id}.html`,
                },
              ]
            : [],
        content:
          resourceType === 'ARTICLE'
            ? articleContent(slot.title, slot.categoryName)
            : '',
      });
    });
  }
  return courses;
}

/** Colour of a course's root category (covers). */
export function courseColor(tenantId: TenantId, categoryName: string): string {
  for (const root of rootsOf(tenantId)) {
    if (
      root.name === categoryName ||
      root.children?.some((c) => c.name === categoryName)
    ) {
      return root.color;
    }
  }
  return '#c8161d';
}

const RATERS = ['seed-rater-1', 'seed-rater-2'];

/** Two ratings for every even course. */
export function buildCourseRatings(courses: CourseRecord[]): CourseRating[] {
  const ratings: CourseRating[] = [];
  courses.forEach((course, i) => {
    if (i % 2 === 1) return;
    RATERS.forEach((username, r) => {
      ratings.push({
        username,
        tenantId: course.tenantId,
        courseId: course.id,
        ratings: [0, 1, 2, 3, 4].map((d) =>
          Math.max(
            0,
            Math.min(10, Math.round(course.score + ((d + r) % 3) - 1)),
          ),
        ),
        createdAt: course.publishDate,
      });
    });
  });
  return ratings;
}

const DISCUSSIONS: ReadonlyArray<{ userName: string; content: string }> = [
  { userName: '王建华', content: '讲得很透彻，结合案例更容易理解，受益匪浅。' },
  { userName: '李晓梅', content: '内容丰富，对日常工作很有指导意义。' },
  { userName: '赵志刚', content: '希望多增加一些基层实践案例。' },
  { userName: '陈静', content: '课程条理清晰，重点突出，值得反复学习。' },
  { userName: '刘洋', content: '学习了，要把所学运用到具体工作中去。' },
];

/** Two discussions on every fourth course. */
export function buildCourseDiscussions(
  courses: CourseRecord[],
): CourseDiscussion[] {
  const list: CourseDiscussion[] = [];
  courses.forEach((course, i) => {
    if (i % 4 !== 0) return;
    for (let d = 0; d < 2; d += 1) {
      const seed = DISCUSSIONS[(i + d) % DISCUSSIONS.length];
      if (!seed) continue;
      const day = Number(course.publishDate.slice(8, 10));
      const at = new Date(
        Date.UTC(
          Number(course.publishDate.slice(0, 4)),
          Number(course.publishDate.slice(5, 7)) - 1,
          day + 1 + d,
          10 + d,
          15,
        ),
      );
      list.push({
        id: String(list.length + 1),
        tenantId: course.tenantId,
        courseId: course.id,
        username: `seed-user-${(i + d) % DISCUSSIONS.length}`,
        userName: seed.userName,
        content: seed.content,
        createdAt: seedDateTime(at),
      });
    }
  });
  return list;
}
