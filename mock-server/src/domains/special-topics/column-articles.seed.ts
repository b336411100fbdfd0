/**
 * Short text articles (专栏文章) of the six columns, the same in every
 * tenant. An article's id is its column's id followed by two digits
 * (article 1 of column 15001 is '1500101').
 */
import type { ColumnArticleRecord } from './special-topics.records';

interface ArticleText {
  title: string;
  author: string;
  publishDate: string;
  summary: string;
  /** Paragraphs; the first sentence of the first one is shown in bold. */
  paragraphs: readonly string[];
  quote?: string;
}

/** By column, in the order of the columns in ./portal.ts. */
const ARTICLES: ReadonlyArray<readonly ArticleText[]> = [
  // 每日一课
  [
    {
      title: '每天一课，把学习变成习惯',
      author: '培训学院教务处',
      publishDate: '2026-11-03 09:00:00',
      summary: '坚持每天学习一门课程的几点建议。',
      paragraphs: [
        '学习贵在坚持。每天抽出半小时，选一门课程认真学完，一年下来就是一笔可观的积累。',
        '建议在固定的时间学习，例如上班前或午休后；学完后用三五句话记下收获，第二天开始前再回顾一遍。',
        '遇到与本职工作相关的课程，可以结合手头的任务思考如何运用，学以致用才能真正学有所获。',
      ],
      quote: '积土而为山，积水而为海。',
    },
    {
      title: '本周课程导读',
      author: '培训学院教务处',
      publishDate: '2026-11-10 09:00:00',
      summary: '本周推荐课程的主要内容和学习重点。',
      paragraphs: [
        '本周每日一课围绕理论学习、依法行政和业务能力三个方面安排。',
        '周一至周三以理论课程为主，建议先阅读课程简介，带着问题学习；周四、周五安排业务能力课程，可与本单位的实际工作对照。',
      ],
    },
  ],
  // 名家讲堂
  [
    {
      title: '名家讲堂开讲的话',
      author: '专栏编辑部',
      publishDate: '2026-10-20 10:00:00',
      summary: '名家讲堂邀请权威专家学者主讲，本文介绍栏目的定位与安排。',
      paragraphs: [
        '名家讲堂邀请党校、高校和研究机构的专家学者，围绕党的创新理论和干部关心的重大问题开设专题讲座。',
        '每位主讲人的课程按专题编排，建议按顺序学习，并结合讲义做好笔记。',
      ],
    },
    {
      title: '如何听好一堂理论课',
      author: '专栏编辑部',
      publishDate: '2026-11-05 10:00:00',
      summary: '听理论课的方法：抓主线、记要点、联系实际。',
      paragraphs: [
        '听理论课要抓住主线。先弄清主讲人要回答什么问题，再看他从哪几个方面展开论述。',
        '记要点而不是记全文，课后对照讲义补充；最后联系本单位的实际，想一想哪些观点可以用来指导工作。',
      ],
      quote: '学而不思则罔，思而不学则殆。',
    },
  ],
  // 微课堂
  [
    {
      title: '碎片时间怎样学',
      author: '微课堂编辑组',
      publishDate: '2026-10-28 08:30:00',
      summary: '利用通勤、候会等碎片时间学习微课的小技巧。',
      paragraphs: [
        '微课堂的课程都在15分钟以内，适合在通勤、候会等碎片时间学习。',
        '建议提前把想学的课程加入收藏，有空时直接打开；一次只学一门，学完再开始下一门，避免频繁切换。',
      ],
    },
    {
      title: '微课也能计学时',
      author: '微课堂编辑组',
      publishDate: '2026-11-12 08:30:00',
      summary: '15分钟以下的微课学完即可获得0.25学时。',
      paragraphs: [
        '按照学时认定规则，15分钟以下的微课学习完成后计0.25学时，同一课程每年度只计一次。',
        '微课学时同样计入年度学时统计，可在学习中心查看。',
      ],
    },
  ],
  // 热门课程
  [
    {
      title: '近期热门课程盘点',
      author: '专栏编辑部',
      publishDate: '2026-11-15 14:00:00',
      summary: '近一个月浏览量最高的课程及学员评价。',
      paragraphs: [
        '近一个月来，党的二十届四中全会精神、数字政府建设和网络安全方面的课程浏览量居前。',
        '学员普遍反映这些课程内容新、案例多，对做好本职工作有直接帮助。',
      ],
    },
    {
      title: '学员心得：我为什么推荐这门课',
      author: '学员 王晓明',
      publishDate: '2026-11-18 14:00:00',
      summary: '一位基层干部的学习心得。',
      paragraphs: [
        '作为基层干部，我最关心的是学了能不能用。这门课讲的都是工作中会遇到的真实问题。',
        '课程里的案例分析给了我很多启发，我已经把其中的做法用到了窗口服务的改进中。',
      ],
    },
  ],
  // 新课速递
  [
    {
      title: '本月新上线课程一览',
      author: '课程资源部',
      publishDate: '2026-11-01 09:30:00',
      summary: '本月新上线课程的主题与主讲人。',
      paragraphs: [
        '本月新上线课程涵盖政治理论、政策法规、业务能力和信息技术等方面。',
        '新课程均已设置学时，学员可在课程推荐中按“最新”排序查看。',
      ],
    },
    {
      title: '新课制作背后的故事',
      author: '课程资源部',
      publishDate: '2026-11-20 09:30:00',
      summary: '一门课程从选题到上线要经过哪些环节。',
      paragraphs: [
        '每门课程从选题、备课、录制到审核上线，通常需要一到两个月。',
        '课程上线前要经过内容审核和技术检测，确保观点正确、画面清晰、字幕准确。',
      ],
    },
  ],
  // 图文精读
  [
    {
      title: '静心阅读的力量',
      author: '图文精读编辑组',
      publishDate: '2026-10-25 19:00:00',
      summary: '图文课程适合静下心来逐字阅读、反复思考。',
      paragraphs: [
        '与视频课程相比，图文课程更适合静下心来逐字阅读、反复思考。',
        '阅读时可以放慢速度，遇到重要的论述停下来想一想，必要时做好摘录。',
      ],
      quote: '读书之法，在循序而渐进，熟读而精思。',
    },
    {
      title: '精读书目推荐',
      author: '图文精读编辑组',
      publishDate: '2026-11-08 19:00:00',
      summary: '与本栏目图文课程配套的延伸阅读书目。',
      paragraphs: [
        '为帮助学员深入学习，本栏目整理了与图文课程配套的延伸阅读书目。',
        '书目按政治理论、法律法规和传统文化分类，学员可结合自身需要选读。',
      ],
    },
    {
      title: '图文课程怎样算学完',
      author: '图文精读编辑组',
      publishDate: '2026-11-16 19:00:00',
      summary: '图文课程阅读时间达到要求即为已学习。',
      paragraphs: [
        '图文课程的阅读时间达到课程要求后，即标记为已学习并获得相应学时。',
        '阅读页面会显示已阅读的时长，离开页面后再回来会接着计时。',
      ],
    },
  ],
];

function contentOf(text: ArticleText): string {
  const [first = '', ...rest] = text.paragraphs;
  const cut = first.indexOf('。') + 1;
  const lead =
    cut > 0
      ? `<p><strong>${first.slice(0, cut)}</strong>${first.slice(cut)}</p>`
      : `<p>${first}</p>`;
  return [
    lead,
    ...rest.map((p) => `<p>${p}</p>`),
    ...(text.quote ? [`<blockquote>${text.quote}</blockquote>`] : []),
  ].join('');
}

/** The articles of the column at `index` (0-based) with id `columnId`. */
export function columnArticles(
  index: number,
  columnId: string,
): ColumnArticleRecord[] {
  return (ARTICLES[index] ?? []).map((text, j) => ({
    id: `${columnId}${String(j + 1).padStart(2, '0')}`,
    title: text.title,
    author: text.author,
    publishDate: text.publishDate,
    summary: text.summary,
    content: contentOf(text),
  }));
}
