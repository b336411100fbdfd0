import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';

import type { YearTotal } from '@portal/shared/contracts';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  type TestRoutes,
} from '@portal/shared/testing';

import { YearArchivePage, YearArchiveXJPage } from './year-archive-page';

// Chartist draws into a real layout; jsdom has none. The stand-in keeps
// the chart's accessible name, which is what the page is responsible for.
vi.mock('./bar-chart', () => ({
  CHART_CSS: '',
  BarChartView: (props: { label: string; testId?: string }) => (
    <div role="img" aria-label={props.label} data-testid={props.testId} />
  ),
}));

const TOTAL = 'POST /api/personal/yearTotalStatistics';
const CATEGORIES = 'POST /api/personal/courseCategoryStatistics';
const CATEGORY_COURSES = 'POST /api/personal/courseListByCategory';
let backend: FakeBackend;

/** The `year` a call asked for. */
// The archive's calls are form-encoded: the year arrives as text.
const yearOf = (call: { body: unknown }) =>
  Number((call.body as { year: string }).year);

const month = (y: number) => (y === 2025 ? 11 : 3);

function total(year: number): YearTotal {
  return {
    year,
    totalHours: year === 2025 ? 52 : 38.5,
    compulsoryHours: 24.5,
    optionalHours: 14,
    courseHours: 2,
    otherHours: 36.5,
    requiredHours: 50,
    requiredCompulsoryHours: 30,
    remainingHours: year === 2025 ? 0 : 11.5,
    requirementMet: year === 2025,
    completedCourses: 2,
    startedCourses: 3,
    studyDays: 4,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      hours: i + 1 === month(year) ? 2 : 0,
      courses: i + 1 === month(year) ? 2 : 0,
    })),
  };
}

beforeEach(() => {
  backend = fakeBackend()
    .on('POST /api/personal/personalConfig', {
      currentYear: 2026,
      years: [2026, 2025],
      requiredHours: 50,
      requiredCompulsoryHours: 30,
      holderName: '张学员',
      orgName: '综合处',
    })
    .on(TOTAL, (call) => total(yearOf(call)))
    .on('POST /api/personal/totalStatistics', {
      untilYear: 2026,
      totalHours: 90.5,
      totalCourses: 30,
      firstYear: 2025,
      years: [],
    })
    .on(CATEGORIES, (call) => [
      {
        categoryId: 'c1',
        categoryName: yearOf(call) === 2025 ? '信息技术' : '政治理论',
        hours: 2,
        courses: 2,
      },
    ])
    .on(CATEGORY_COURSES, {
      datalist: [
        {
          courseId: '13010',
          courseName: '习近平法治思想概论',
          categoryId: 'c1',
          categoryName: '政治理论',
          subCategoryName: '习近平新时代中国特色社会主义思想',
          resourceType: 'VIDEO',
          isCompulsory: true,
          hours: 1,
          creditedAt: '2026-03-05 09:00:00',
          month: 3,
          studyStatus: '2',
          studyTimes: 6,
        },
      ],
      totalelements: 1,
      pagesize: 5,
      pagenum: 0,
      totalpages: 1,
    })
    .on('POST /api/personal/keyWordStatistics', [
      { keyword: '法治', count: 1, hours: 1 },
    ])
    .on('POST /api/personal/hotStatisticsList', [])
    .on('POST /api/personal/newStatisticsList', []);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/personalYearStuday': <YearArchivePage />,
  '/personalYearStudayXJ': <YearArchiveXJPage />,
};

describe('YearArchivePage', () => {
  it('shows the year of the URL, its months in a chart and a table, and its categories', async () => {
    renderRoutes(PAGES, '/personalYearStuday?year=2025');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '2025年度学习档案',
      }),
    ).toBeTruthy();
    const chart = await screen.findByTestId('month-chart');
    expect(chart.getAttribute('aria-label')).toBe(
      '2025年各月学时柱状图。2025年各月课程学时：11月2学时，其余月份0学时',
    );
    const table = screen.getByTestId('month-table');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      ...Array(10).fill('0'),
      '2',
      '0',
      ...Array(10).fill('0'),
      '2',
      '0',
    ]);
    expect(await screen.findByText('信息技术')).toBeTruthy();
    for (const route of [
      TOTAL,
      CATEGORIES,
      'POST /api/personal/totalStatistics',
      'POST /api/personal/keyWordStatistics',
    ]) {
      expect(backend.calls(route).map(yearOf), route).toEqual([2025]);
    }
    // Hot and new courses: both empty.
    expect(screen.getAllByText('暂无内容')).toHaveLength(2);
  });

  it('changes the year in the URL and loads that year', async () => {
    const { router } = renderRoutes(PAGES, '/personalYearStuday');
    const thisYear = new Date().getFullYear();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `${thisYear}年度学习档案`,
      }),
    ).toBeTruthy();
    // antd's Select opens on mouse down.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择年度' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-item-option[title="2025年"]',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?year=2025'),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '2025年度学习档案',
      }),
    ).toBeTruthy();
    expect(backend.calls(TOTAL).map(yearOf).at(-1)).toBe(2025);
  });

  it('lists the courses of a category on request', async () => {
    renderRoutes(PAGES, '/personalYearStuday?year=2026');
    fireEvent.click(
      await screen.findByRole('button', { name: '查看政治理论的课程' }),
    );
    const list = await screen.findByRole('list', { name: '政治理论的课程' });
    expect(within(list).getByRole('link').getAttribute('href')).toBe(
      '/commendIndex/coursedetail?id=13010',
    );
    expect(backend.calls(CATEGORY_COURSES).map((c) => c.body)).toEqual([
      { year: 2026, categoryId: 'c1', pagesize: 5, pagenum: 0 },
    ]);
  });

  it('prints with the 打印档案 button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoutes(PAGES, '/personalYearStuday?year=2026');
    fireEvent.click(await screen.findByRole('button', { name: '打印档案' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows an error for a block that fails, and loads it again on 重试', async () => {
    backend.on(CATEGORIES, backend.failure('系统异常'));
    renderRoutes(PAGES, '/personalYearStuday?year=2026');
    const block = await screen.findByTestId('archive-categories');
    expect(await within(block).findByText('系统异常')).toBeTruthy();
    backend.on(CATEGORIES, [
      { categoryId: 'c1', categoryName: '政治理论', hours: 2, courses: 2 },
    ]);
    fireEvent.click(within(block).getByRole('button', { name: '重试' }));
    expect(await within(block).findByText('政治理论')).toBeTruthy();
    expect(backend.calls(CATEGORIES)).toHaveLength(2);
  });
});

describe('YearArchiveXJPage', () => {
  it('sums the year up in words with a month timeline', async () => {
    renderRoutes(PAGES, '/personalYearStudayXJ?year=2026');
    const summary = await screen.findByTestId('archive-summary');
    await waitFor(() =>
      expect(summary.textContent).toContain('投入最多的是“政治理论”类课程'),
    );
    expect(summary.textContent).toContain('3月学得最多，共2学时');
    expect(summary.textContent).toContain('距年度要求还差11.5学时');
    expect(screen.getByText('2026年3月：完成2门课程，获得2学时')).toBeTruthy();
  });
});
