import type {
  Course,
  CourseCategory,
  CourseDetail,
  Page,
  RatingSummary,
} from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'learner');
});

afterAll(async () => {
  await server.dispose();
});

const CITY = { 'X-Forwarded-Host': '001-001-043.localhost:8080' };

const COURSE_KEYS = [
  'categoryId',
  'categoryName',
  'courseCover',
  'courseDuration',
  'courseVisitor',
  'creditHour',
  'id',
  'introduction',
  'isCompulsory',
  'name',
  'publishDate',
  'resourcePath',
  'resourceType',
  'score',
  'showCourseDuration',
  'teacher',
  'teacherId',
  'videoSeconds',
  'zanNum',
];
const CARD_KEYS = [...COURSE_KEYS, 'showStatusMsg', 'studyStatus'].sort();

async function page(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await call<Page<Course>>(
    `${server.url}/api/portal/course/getPageByCategory`,
    { headers, params: body },
  );
  return res;
}

async function all(
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Course[]> {
  const res = await page({ pagesize: 100, pagenum: 0, ...body }, headers);
  expect(res.status).toBe(200);
  return res.body.data?.datalist ?? [];
}

describe('POST /api/portal/course/recommend', () => {
  it('answers the 3 best scored courses as cards', async () => {
    const res = await call<Course[]>(
      `${server.url}/api/portal/course/recommend`,
      { method: 'POST' },
    );
    const list = res.body.data ?? [];
    expect(list).toHaveLength(3);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(CARD_KEYS);
    const best = (await all())
      .map((c) => c.score)
      .sort((a, b) => b - a)
      .slice(0, 3);
    expect(list.map((c) => c.score)).toEqual(best);
  });
});

describe('GET /api/portal/course/getCategory', () => {
  it('answers the tenant tree with children only where there are some', async () => {
    const res = await call<CourseCategory[]>(
      `${server.url}/api/portal/course/getCategory`,
    );
    const tree = res.body.data ?? [];
    expect(tree.map((n) => n.name)).toEqual([
      '政治理论',
      '政策法规',
      '业务能力',
      '综合素养',
      '文艺专业',
      '信息技术',
      '廉政教育',
    ]);
    const politics = tree[0];
    expect(politics?.children?.map((c) => c.name)).toEqual([
      '习近平新时代中国特色社会主义思想',
      '党史学习教育',
      '党的二十届四中全会精神',
    ]);
    expect(tree.find((n) => n.name === '文艺专业')).not.toHaveProperty(
      'children',
    );
    const city = await call<CourseCategory[]>(
      `${server.url}/api/portal/course/getCategory`,
      { headers: CITY },
    );
    expect(city.body.data?.map((n) => n.name)).toContain('机关党建');
    expect(city.body.data?.[0]?.id).not.toBe(politics?.id);
  });
});

describe('POST /api/portal/course/getPageByCategory', () => {
  it('pages 64 courses, newest first, 0-based', async () => {
    const first = await page({ pagesize: 10, pagenum: 0 });
    expect(first.body.data).toMatchObject({
      pagenum: 0,
      pagesize: 10,
      totalelements: 64,
      totalpages: 7,
    });
    const firstList = first.body.data?.datalist ?? [];
    expect(firstList).toHaveLength(10);
    expect(Object.keys(firstList[0] ?? {}).sort()).toEqual(CARD_KEYS);
    const dates = firstList.map((c) => c.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await page({ pagesize: '10', pagenum: '6' });
    expect(last.body.data?.datalist).toHaveLength(4);
    const second = await page({ pagesize: 10, pagenum: 1 });
    const ids = new Set(firstList.map((c) => c.id));
    expect(second.body.data?.datalist.some((c) => ids.has(c.id))).toBe(false);
    const beyond = await page({ pagesize: 10, pagenum: 9 });
    expect(beyond.body.data?.datalist).toEqual([]);
  });

  it('holds about 2/3 VIDEO and 1/3 ARTICLE with consistent media', async () => {
    const videos = await all({ resourceType: 'VIDEO' });
    const articles = await all({ resourceType: 'ARTICLE' });
    expect(videos.length + articles.length).toBe(64);
    expect(videos.length).toBeGreaterThanOrEqual(40);
    expect(articles.length).toBeGreaterThanOrEqual(20);
    for (const v of videos) {
      expect(v.resourceType).toBe('VIDEO');
      expect(v.resourcePath).toMatch(/^\/pcStatic\/video\/lesson-[123]\.mp4$/);
      const k = Number(v.resourcePath.slice(-5, -4));
      expect(v.videoSeconds).toBe([6, 8, 10][k - 1]);
    }
    for (const a of articles) {
      expect(a.resourcePath).toBe('');
      expect(a.videoSeconds).toBe(20);
    }
  });

  it('includes the descendants of a category', async () => {
    const tree = (
      await call<CourseCategory[]>(
        `${server.url}/api/portal/course/getCategory`,
      )
    ).body.data;
    const politics = tree?.[0];
    const leaves = politics?.children ?? [];
    const inRoot = await all({ categoryId: politics?.id });
    let sum = 0;
    for (const leaf of leaves) {
      const inLeaf = await all({ categoryId: leaf.id });
      expect(inLeaf.length).toBeGreaterThan(0);
      expect(inLeaf.every((c) => c.categoryId === leaf.id)).toBe(true);
      expect(inLeaf.every((c) => c.categoryName === leaf.name)).toBe(true);
      sum += inLeaf.length;
    }
    expect(inRoot).toHaveLength(sum);
    expect(inRoot.length).toBe(15);
    expect(await all({ categoryId: '99999' })).toEqual([]);
  });

  it('filters by isCompulsory, duration and name; sorts by views', async () => {
    const compulsory = await all({ isCompulsory: '1' });
    const optional = await all({ isCompulsory: '0' });
    expect(compulsory.every((c) => c.isCompulsory)).toBe(true);
    expect(optional.every((c) => !c.isCompulsory)).toBe(true);
    expect(compulsory.length + optional.length).toBe(64);
    expect(compulsory.length).toBeGreaterThan(10);

    const short = await all({ duration: 'short' });
    const medium = await all({ duration: 'medium' });
    const long = await all({ duration: 'long' });
    expect(short.every((c) => c.courseDuration < 15)).toBe(true);
    expect(short.every((c) => c.creditHour === 0.25)).toBe(true);
    expect(
      medium.every((c) => c.courseDuration >= 15 && c.courseDuration < 30),
    ).toBe(true);
    expect(medium.every((c) => c.creditHour === 0.5)).toBe(true);
    expect(long.every((c) => c.courseDuration > 30)).toBe(true);
    expect(long.every((c) => c.creditHour === 1)).toBe(true);
    expect(short.length + medium.length + long.length).toBe(64);
    for (const c of [...short, ...medium, ...long]) {
      expect(c.showCourseDuration).toBe(`${c.courseDuration}:00`);
    }

    const combined = await all({
      resourceType: 'VIDEO',
      duration: 'short',
      isCompulsory: '0',
    });
    expect(combined.length).toBeGreaterThan(0);
    expect(
      combined.every(
        (c) =>
          c.resourceType === 'VIDEO' &&
          c.courseDuration < 15 &&
          !c.isCompulsory,
      ),
    ).toBe(true);

    const named = await all({ name: '网络安全' });
    expect(named.map((c) => c.name)).toEqual(['网络安全法解读与案例']);
    const latin = await all({ name: 'aigc' });
    expect(latin.map((c) => c.name)).toEqual([
      '生成式人工智能（AIGC）在政务中的应用',
    ]);
    expect(await all({ name: 'AI-不存在' })).toEqual([]);

    const byViews = await all({ sort: 'views' });
    const views = byViews.map((c) => c.courseVisitor);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('filters by the caller study status; visitors get 未学习 and no filter', async () => {
    const anon = await all({ studyStatus: '1' });
    expect(anon).toHaveLength(64);
    expect(anon.every((c) => c.studyStatus === '0')).toBe(true);
    expect(anon.every((c) => c.showStatusMsg === '未学习')).toBe(true);

    // The learner's seeded history (domains/course-study/study-history.seed.ts) is counted first.
    const ids = async (studyStatus: string, t = token) =>
      (await all({ studyStatus }, { token: t })).map((c) => c.id);
    const [before1, before0, before2] = [
      await ids('1'),
      await ids('0'),
      await ids('2'),
    ];
    expect(before0).toContain('13002');
    await call(`${server.url}/api/study/start`, {
      headers: { token },
      params: { courseId: '13002' },
    });
    const studying = await all({ studyStatus: '1' }, { token });
    expect(studying.map((c) => c.id).sort()).toEqual(
      [...before1, '13002'].sort(),
    );
    expect(studying.find((c) => c.id === '13002')?.showStatusMsg).toBe(
      '学习中',
    );
    const notYet = await ids('0');
    expect(notYet).toHaveLength(before0.length - 1);
    expect(notYet).not.toContain('13002');
    expect(await ids('2')).toEqual(before2);
    // Another user has not started it.
    const admin = await login(server.url, 'admin');
    expect(await ids('1', admin)).not.toContain('13002');
  });

  it('rejects unknown filter values with 400', async () => {
    for (const body of [
      { resourceType: 'AUDIO' },
      { duration: 'huge' },
      { sort: 'random' },
      { isCompulsory: 'maybe' },
      { studyStatus: '3' },
      { pagesize: 'ten' },
    ]) {
      const res = await page(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('answers the tenant own courses', async () => {
    const city = await all({}, CITY);
    expect(city).toHaveLength(64);
    expect(city.every((c) => c.id.startsWith('23'))).toBe(true);
  });

  it('lists the compulsory and optional courses of a class (tbtpId)', async () => {
    const detail = await call<{
      compulsoryCourseIds: string[];
      optionalCourseIds: string[];
    }>(`${server.url}/api/portal/tbtp/get?id=TBTP10004`);
    const { compulsoryCourseIds, optionalCourseIds } = detail.body.data!;
    const ids = (list: Course[]) => list.map((c) => c.id).sort();
    expect(ids(await all({ tbtpId: 'TBTP10004', isCompulsory: 1 }))).toEqual(
      [...compulsoryCourseIds].sort(),
    );
    expect(ids(await all({ tbtpId: 'TBTP10004', isCompulsory: 0 }))).toEqual(
      [...optionalCourseIds].sort(),
    );
    expect(await all({ tbtpId: 'TBTP10004' })).toHaveLength(
      compulsoryCourseIds.length + optionalCourseIds.length,
    );
    const unknown = await page({ tbtpId: 'TBTP19999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('班级不存在');
  });

  it('reorders a list it has answered before once a write changes it', async () => {
    const byViews = async () => all({ sort: 'views' }, CITY);
    const before = await byViews();
    // The same answer again (the list is kept between the two).
    expect(await byViews()).toEqual(before);
    const [top, runnerUp] = before;
    if (!top || !runnerUp) throw new Error('no courses');
    // Views of the runner-up (each detail read counts one and writes).
    const views = top.courseVisitor - runnerUp.courseVisitor + 1;
    for (let i = 0; i < views; i += 1) {
      await call(`${server.url}/api/portal/course/get?id=${runnerUp.id}`, {
        headers: CITY,
      });
    }
    const after = await byViews();
    expect(after.map((c) => c.id).slice(0, 2)).toEqual([runnerUp.id, top.id]);
    expect(after[0]?.courseVisitor).toBe(top.courseVisitor + 1);
    // Other tenants' lists were not mixed in.
    expect(after.every((c) => c.id.startsWith('23'))).toBe(true);
  });
});

describe('GET /api/portal/course/get', () => {
  it('answers 404 JSON for an unknown course', async () => {
    const res = await call(`${server.url}/api/portal/course/get?id=404404`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: '课程不存在' });
    const other = await call(`${server.url}/api/portal/course/get?id=13001`, {
      headers: CITY,
    });
    expect(other.status).toBe(404);
  });

  it('answers the detail and counts a view', async () => {
    const first = await call<CourseDetail>(
      `${server.url}/api/portal/course/get?id=13003`,
    );
    const d = first.body.data as CourseDetail;
    expect(d).toMatchObject({
      id: '13003',
      resourceType: 'ARTICLE',
      resourcePath: '',
      teacherId: '12001',
      teacher: '陈文博',
      studyStatus: '0',
      isCollected: false,
    });
    expect(d.content).toMatch(/^<h2>.*<\/h2>(<p>.*<\/p>){2,}/s);
    expect(d.teacherProfile).toContain('教授');
    expect(d.attachmentList).toEqual([
      {
        attaName: `${d.name}（讲义）.html`,
        attaPath: '/pcStatic/file/handout-13003.html',
      },
    ]);
    expect(d.ratingSummary.average).toHaveLength(5);
    expect(d.ratingSummary.num).toBeGreaterThanOrEqual(0);
    expect(d.score).toBeGreaterThanOrEqual(0);
    expect(d.score).toBeLessThanOrEqual(10);
    expect(Math.round(d.score * 10)).toBe(d.score * 10);
    expect(d.publishDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(d.courseCover).toBe('/pcStatic/img/course-13003.svg');

    const again = await call<CourseDetail>(
      `${server.url}/api/portal/course/get`,
      { params: { id: '13003' } },
    );
    expect(again.body.data?.courseVisitor).toBe(d.courseVisitor + 1);

    const video = await call<CourseDetail>(
      `${server.url}/api/portal/course/get?id=13001`,
    );
    expect(video.body.data?.content).toBe('');
    expect(video.body.data?.resourcePath).toBe('/pcStatic/video/lesson-1.mp4');
  });
});

describe('POST /api/portal/collect/toggleCollect', () => {
  it('needs a token and toggles the collect state', async () => {
    const url = `${server.url}/api/portal/collect/toggleCollect`;
    const anon = await call(url, {
      params: { courseId: '13004', type: 'collect' },
    });
    expect(anon.status).toBe(401);
    const on = await call<{ isCollected: boolean }>(url, {
      headers: { token },
      params: { courseId: '13004', type: 'collect' },
    });
    expect(on.body.data).toEqual({ isCollected: true });
    const seen = await call<CourseDetail>(
      `${server.url}/api/portal/course/get?id=13004`,
      { headers: { token } },
    );
    expect(seen.body.data?.isCollected).toBe(true);
    const off = await call<{ isCollected: boolean }>(url, {
      headers: { token },
      params: { courseId: '13004' },
    });
    expect(off.body.data).toEqual({ isCollected: false });
    const missing = await call(url, {
      headers: { token },
      params: { courseId: '1' },
    });
    expect(missing.status).toBe(404);
    const badType = await call(url, {
      headers: { token },
      params: { courseId: '13004', type: 'zan' },
    });
    expect(badType.status).toBe(400);
  });
});

describe('POST /api/portal/course/comment/save', () => {
  const url = () => `${server.url}/api/portal/course/comment/save`;

  it('keeps one rating per user and course', async () => {
    const before = await call<CourseDetail>(
      `${server.url}/api/portal/course/get?id=13005`,
    );
    const num = before.body.data?.ratingSummary.num ?? 0;
    const first = await call<RatingSummary>(url(), {
      headers: { token },
      params: { courseId: '13005', ratings: [10, 10, 10, 10, 10] },
    });
    expect(first.body.data?.num).toBe(num + 1);
    const second = await call<RatingSummary>(url(), {
      headers: { token },
      params: { courseId: '13005', ratings: [0, 0, 0, 0, 0] },
    });
    expect(second.body.data?.num).toBe(num + 1);
    expect(second.body.data?.average[0]).toBeLessThan(
      first.body.data?.average[0] ?? 0,
    );
    const alone = await call<RatingSummary>(url(), {
      headers: { token },
      params: { courseId: '13008', ratings: [8, 9, 10, 7, 6] },
    });
    expect(alone.body.data).toEqual({ average: [8, 9, 10, 7, 6], num: 1 });
  });

  it('validates the five ratings and needs a token', async () => {
    for (const ratings of [
      [1, 2, 3, 4],
      [1, 2, 3, 4, 11],
      [1, 2, 3, 4, -1],
      'x',
    ]) {
      const res = await call(url(), {
        headers: { token },
        params: { courseId: '13005', ratings },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('评分必须是5个0到10之间的数字');
    }
    const anon = await call(url(), {
      params: { courseId: '13005', ratings: [1, 2, 3, 4, 5] },
    });
    expect(anon.status).toBe(401);
  });
});

describe('course discussion', () => {
  const query = (courseId: string, pagenum = 0) =>
    call<Page<Record<string, string>>>(
      `${server.url}/api/portal/course/discuss/query`,
      { params: { courseId, pagesize: 10, pagenum } },
    );
  const create = (content: unknown, t: string | undefined = token) =>
    call<Record<string, string>>(
      `${server.url}/api/portal/course/discuss/create`,
      {
        headers: t ? { token: t } : {},
        params: { courseId: '13001', content },
      },
    );

  it('lists seeded discussions, newest first', async () => {
    const res = await query('13001');
    const list = res.body.data?.datalist ?? [];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['content', 'courseId', 'createdAt', 'id', 'userName'].sort(),
    );
    const ids = list.map((d) => Number(d.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('validates content: 1..300 characters after trimming', async () => {
    for (const content of ['', '   \n ', undefined]) {
      const res = await create(content);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('请输入评论内容');
    }
    const long = await create('评'.repeat(301));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('评论内容不能超过300字');
    const max = await create(` ${'评'.repeat(300)} `);
    expect(max.status).toBe(200);
    expect(max.body.data?.content).toBe('评'.repeat(300));
    const anon = await create('你好', '');
    expect(anon.status).toBe(401);
  });

  it('stores the text as it is and lists it first', async () => {
    const text = '<b>很好</b> & <script>alert(1)</script>';
    const res = await create(`  ${text}  `);
    expect(res.body.data).toMatchObject({
      courseId: '13001',
      userName: '张学员',
      content: text,
    });
    const list = (await query('13001')).body.data?.datalist ?? [];
    expect(list[0]?.content).toBe(text);
    expect(list[0]?.id).toBe(res.body.data?.id);
    const missing = await call(
      `${server.url}/api/portal/course/discuss/query`,
      { params: { courseId: '1' } },
    );
    expect(missing.status).toBe(404);
  });
});
