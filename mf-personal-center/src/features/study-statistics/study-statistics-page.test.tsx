import { cleanup, fireEvent, screen } from '@testing-library/react';

import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  type TestRoutes,
} from '@portal/shared/testing';

import { downloadCsv } from './csv';
import type * as Csv from './csv';
import type { YearCourseStatistics } from '@portal/shared/contracts';
import { StudyStatisticsPage, yearFromQuery } from './study-statistics-page';

vi.mock('./csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadCsv: vi.fn(),
}));

const STATS = 'POST /api/personal/yearCourseTotalStatistics';
let backend: FakeBackend;

const stats: YearCourseStatistics = {
  year: 2025,
  courseCount: 1,
  totalHours: 0.5,
  compulsoryHours: 0,
  optionalHours: 0.5,
  courses: [
    {
      courseId: '13011',
      courseName: '民法典与政府治理',
      categoryId: '11005',
      categoryName: '政策法规',
      subCategoryName: '宪法与法律',
      resourceType: 'ARTICLE',
      isCompulsory: false,
      hours: 0.5,
      creditedAt: '2025-11-10 09:00:00',
      month: 11,
      studyStatus: '2',
      studyTimes: 20,
    },
  ],
  months: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    hours: i === 10 ? 0.5 : 0,
    courses: i === 10 ? 1 : 0,
  })),
};

beforeEach(() => {
  backend = fakeBackend()
    .on('POST /api/personal/personalConfig', { years: [2026, 2025] })
    .on(STATS, stats);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = { '/learningcourse': <StudyStatisticsPage /> };

describe('yearFromQuery', () => {
  it('falls back for anything but a sane year', () => {
    expect(yearFromQuery('2025', 2026)).toBe(2025);
    expect(yearFromQuery(null, 2026)).toBe(2026);
    expect(yearFromQuery('1800', 2026)).toBe(2026);
    expect(yearFromQuery('x', 2026)).toBe(2026);
  });
});

describe('StudyStatisticsPage', () => {
  it('shows the hours of the year per course and per month, and exports them', async () => {
    renderRoutes(PAGES, '/learningcourse?year=2025');
    expect(await screen.findByText('民法典与政府治理')).toBeTruthy();
    // Form-encoded: the year arrives as text.
    expect(backend.calls(STATS).map((c) => c.body)).toEqual([{ year: '2025' }]);
    expect(screen.getByText('11月')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '导出课程学时CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [name, content] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(name).toBe('学时统计-2025-课程.csv');
    expect(content).toBe(
      '\uFEFF序号,课程名称,分类,子分类,课程性质,学时,完成时间\r\n' +
        '1,民法典与政府治理,政策法规,宪法与法律,选修,0.5,2025-11-10 09:00:00\r\n' +
        '合计,,,,,0.5,\r\n',
    );

    fireEvent.click(screen.getByRole('button', { name: '导出月度学时CSV' }));
    const [monthName, monthContent] = vi.mocked(downloadCsv).mock.calls[1]!;
    expect(monthName).toBe('学时统计-2025-月度.csv');
    expect(monthContent).toContain('2025年11月,1,0.5\r\n');
    expect(monthContent.endsWith('合计,1,0.5\r\n')).toBe(true);
  });

  it('says so when the year has no credited course', async () => {
    backend.on(STATS, {
      ...stats,
      courses: [],
      courseCount: 0,
      totalHours: 0,
    });
    renderRoutes(PAGES, '/learningcourse?year=2025');
    expect(await screen.findByText('本年度暂无已获得学时的课程')).toBeTruthy();
  });
});
