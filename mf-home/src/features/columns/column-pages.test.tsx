import { cleanup, screen, within } from '@testing-library/react';

import type { ColumnArticle, ColumnDetail } from '@portal/shared/contracts';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { course } from '../../lib/test-courses';
import { ColumnArticlePage } from './column-article-page';
import { ColumnDetailPage, OpenColumnDetailPage } from './column-detail-page';

const ARTICLE_ROUTE = 'GET /api/portal/column/article';
let backend: FakeBackend;

const COLUMN: ColumnDetail = {
  id: '15003',
  name: '微课堂',
  cover: '/covers/15003.svg',
  description: '15分钟以内的短小课程。',
  itemIds: ['c1'],
  courseCount: 1,
  articleCount: 1,
  items: [course()],
  articles: [
    {
      id: '1500301',
      title: '碎片时间怎样学',
      author: '微课堂编辑组',
      publishDate: '2026-10-28 08:30:00',
      summary: '小技巧。',
    },
  ],
};

const ARTICLE: ColumnArticle = {
  ...COLUMN.articles[0]!,
  columnId: '15003',
  columnName: '微课堂',
  content:
    '<p><strong>微课堂的课程都在15分钟以内。</strong></p><script>window.hit = 1</script><img src="x" onerror="window.hit = 2">',
};

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend()
    .on('GET /api/portal/column/get', COLUMN)
    .on(ARTICLE_ROUTE, ARTICLE);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/specialReDetails': <ColumnDetailPage />,
  '/openSpecialReDetails': <OpenColumnDetailPage />,
  '/specialReTextDetails': <ColumnArticlePage />,
};

const hrefOf = (name: string) =>
  screen.getByRole('link', { name }).getAttribute('href');

describe('column pages', () => {
  it('a column shows its courses and its articles', async () => {
    renderRoutes(PAGES, '/specialReDetails?id=15003');
    await screen.findByRole('heading', { level: 1, name: '微课堂' });
    const courses = screen.getByRole('list', { name: '专栏课程' });
    expect(within(courses).getAllByRole('listitem')).toHaveLength(1);
    expect(hrefOf('视频课程一')).toBe('/commendIndex/coursedetail?id=c1');
    const articles = screen.getByRole('list', { name: '专栏文章' });
    expect(articles.textContent).toContain('微课堂编辑组');
    expect(hrefOf('碎片时间怎样学')).toBe(
      '/specialReTextDetails?id=1500301&columnId=15003',
    );
  });

  it('the open column links its courses to the open pages', async () => {
    renderRoutes(PAGES, '/openSpecialReDetails?id=15003');
    await screen.findByRole('heading', { level: 1, name: '微课堂' });
    expect(hrefOf('视频课程一')).toBe('/openCourseDetail?id=c1');
    expect(hrefOf('返回首页')).toBe('/public');
  });

  it('an article shows its sanitised text and leads back to its column', async () => {
    renderRoutes(PAGES, '/specialReTextDetails?id=1500301&columnId=15003');
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', {
        level: 1,
        name: '碎片时间怎样学',
      }),
    ).toBeTruthy();
    expect(article.textContent).toContain('微课堂的课程都在15分钟以内。');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    const [call] = backend.calls(ARTICLE_ROUTE);
    expect(call?.query.get('id')).toBe('1500301');
    expect(call?.query.get('columnId')).toBe('15003');
    expect(hrefOf('返回专栏：微课堂')).toBe('/specialReDetails?id=15003');
  });

  it('an unknown article says 文章不存在 with a way back to the column', async () => {
    backend.on(ARTICLE_ROUTE, backend.failure('文章不存在', 404));
    renderRoutes(PAGES, '/specialReTextDetails?id=9&columnId=15003');
    expect(
      await screen.findByRole('heading', { level: 1, name: '文章不存在' }),
    ).toBeTruthy();
    expect(hrefOf('返回专栏')).toBe('/specialReDetails?id=15003');
  });
});
