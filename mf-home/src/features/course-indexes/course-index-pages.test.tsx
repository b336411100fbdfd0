import {
  act,
  cleanup,
  fireEvent,
  screen,
  within,
} from '@testing-library/react';

import {
  type FakeBackend,
  type FakeCall,
  fakeBackend,
  type RenderedRoutes,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { course } from '../../lib/test-courses';
import {
  INDEX_PAGE_SIZE,
  LiteraryIndexPage,
  MultipleIndexPage,
} from './course-index-pages';

const CATEGORIES = 'GET /api/portal/course/getCategory';
const COURSE_PAGE = 'POST /api/portal/course/getPageByCategory';
interface CourseQuery {
  pagesize: number;
  pagenum: number;
  categoryId?: string;
}
let backend: FakeBackend;
/** The query of the last course page asked for. */
const lastQuery = () =>
  backend.calls(COURSE_PAGE).at(-1)?.body as CourseQuery | undefined;

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend();
  backend.on(CATEGORIES, [
    { id: 'k1', name: '政治理论', children: [{ id: 'k2', name: '党史' }] },
    {
      id: 'k3',
      name: '综合素养',
      children: [
        { id: 'k4', name: '心理健康' },
        { id: 'k5', name: '历史文化' },
      ],
    },
    { id: 'k6', name: '文艺专业' },
  ]);
  backend.on(COURSE_PAGE, (call: FakeCall) => {
    const query = call.body as CourseQuery;
    return {
      datalist: [
        course({
          id: `${query.categoryId}-${query.pagenum}`,
          name: `${query.categoryId}第${query.pagenum + 1}页`,
        }),
      ],
      pagenum: query.pagenum,
      pagesize: query.pagesize,
      totalelements: 9,
      totalpages: 3,
    };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/multipleIndex': <MultipleIndexPage />,
  '/literaryIndex': <LiteraryIndexPage />,
};

const search = (router: RenderedRoutes['router']) =>
  new URLSearchParams(router.state.location.search);

describe('course index pages', () => {
  it('/literaryIndex lists the courses of the root 文艺专业, without tabs', async () => {
    renderRoutes(PAGES, '/literaryIndex');
    expect(
      await screen.findByRole('heading', { level: 1, name: '文艺专业课程' }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: '课程列表' });
    expect(within(list).getByRole('link', { name: 'k6第1页' })).toBeTruthy();
    expect(lastQuery()).toEqual({
      pagesize: INDEX_PAGE_SIZE,
      pagenum: 0,
      categoryId: 'k6',
      sort: 'newest',
    });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('keeps the tab and the page in the address; a tab starts at page 1', async () => {
    const { router } = renderRoutes(PAGES, '/multipleIndex?page=2');
    await screen.findByRole('link', { name: 'k3第2页' });
    expect(
      screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: '历史文化' }));
    await screen.findByRole('link', { name: 'k5第1页' });
    expect(search(router).get('tab')).toBe('k5');
    expect(search(router).get('page')).toBeNull();

    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    await screen.findByRole('link', { name: 'k5第3页' });
    expect(router.state.location.search).toBe('?tab=k5&page=3');
    expect(lastQuery()).toMatchObject({ categoryId: 'k5', pagenum: 2 });

    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'k5第1页' });
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'k3第2页' });
  });

  it('an unknown tab in the address shows 全部', async () => {
    renderRoutes(PAGES, '/multipleIndex?tab=k2');
    await screen.findByRole('link', { name: 'k3第1页' });
    expect(lastQuery()?.categoryId).toBe('k3');
  });

  it('a tenant without the root says 暂无数据 and asks for no courses', async () => {
    backend.on(CATEGORIES, [{ id: 'k1', name: '政治理论' }]);
    renderRoutes(PAGES, '/literaryIndex');
    expect(
      await screen.findByText('暂无数据', {
        selector: '.ant-empty-description',
      }),
    ).toBeTruthy();
    expect(backend.calls(CATEGORIES)).toHaveLength(1);
    expect(backend.calls(COURSE_PAGE)).toEqual([]);
  });
});
