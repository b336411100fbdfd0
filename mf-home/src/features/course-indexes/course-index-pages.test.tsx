import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '@portal/shared/ui';

import {
  fetchCategories,
  fetchCourses,
} from '../course-catalogue/catalogue.api';
import type * as CatalogueApi from '../course-catalogue/catalogue.api';
import { installDomStubs } from '../course-catalogue/test-dom';
import { course } from '../special-topics/test-fixtures';
import {
  INDEX_PAGE_SIZE,
  LiteraryIndexPage,
  MultipleIndexPage,
} from './course-index-pages';

vi.mock('../course-catalogue/catalogue.api', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogueApi>()),
  fetchCategories: vi.fn(),
  fetchCourses: vi.fn(),
}));

const categoriesMock = vi.mocked(fetchCategories);
const coursesMock = vi.mocked(fetchCourses);
const lastQuery = () => coursesMock.mock.lastCall?.[0];

beforeAll(installDomStubs);

beforeEach(() => {
  categoriesMock.mockReset();
  categoriesMock.mockResolvedValue([
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
  coursesMock.mockReset();
  coursesMock.mockImplementation(async (query) => ({
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
  }));
});

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/multipleIndex', element: <MultipleIndexPage /> },
      { path: '/literaryIndex', element: <LiteraryIndexPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const search = (router: ReturnType<typeof renderAt>) =>
  new URLSearchParams(router.state.location.search);

describe('course index pages', () => {
  it('/literaryIndex lists the courses of the root 文艺专业, without tabs', async () => {
    renderAt('/literaryIndex');
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
    const router = renderAt('/multipleIndex?page=2');
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
    renderAt('/multipleIndex?tab=k2');
    await screen.findByRole('link', { name: 'k3第1页' });
    expect(lastQuery()?.categoryId).toBe('k3');
  });

  it('a tenant without the root says 暂无数据 and asks for no courses', async () => {
    categoriesMock.mockResolvedValue([{ id: 'k1', name: '政治理论' }]);
    renderAt('/literaryIndex');
    expect(
      await screen.findByText('暂无数据', {
        selector: '.ant-empty-description',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(categoriesMock).toHaveBeenCalled());
    expect(coursesMock).not.toHaveBeenCalled();
  });
});
