import { cleanup, screen, waitFor } from '@testing-library/react';

import {
  chooseOption,
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import type { TrainingClass } from '@portal/shared/contracts';
import { ClassListPage } from './class-list-page';

const CLASSES = 'POST /api/portal/tbtp/queryTbtpList';
const YEARS = 'POST /api/dictionary/runtime/CLASS_YEAR';
const STATUSES = 'POST /api/dictionary/list/CLASS_STATUS';

function trainingClass(change: Partial<TrainingClass>): TrainingClass {
  return {
    tbtpId: 'T1',
    name: '2026年度党务干部专题班',
    cover: '/covers/t1.jpg',
    orgName: '市委组织部',
    orgId: 'o1',
    city: '天津市',
    year: 2026,
    startDate: '2026-03-01',
    endDate: '2026-12-31',
    enrollStatus: 'NONE',
    enrollMode: 'OPEN',
    memberCount: 10,
    requiredHours: 10,
    compulsoryHours: 6,
    electiveHours: 4,
    status: 'IN_PROGRESS',
    ...change,
  };
}

let backend: FakeBackend;

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend();
  backend.on(
    YEARS,
    backend.dictionary([
      { name: '2027年', code: '2027' },
      { name: '2026年', code: '2026' },
    ]),
  );
  backend.on(
    STATUSES,
    backend.dictionary([
      { name: '报名中', code: 'NOT_STARTED' },
      { name: '进行中', code: 'IN_PROGRESS' },
      { name: '已结束', code: 'ENDED' },
    ]),
  );
  // The backend filters by year; the fake answers what the query asks for.
  backend.on(CLASSES, ({ body }) => {
    const { year } = body as { year?: number };
    const rows = [
      trainingClass({}),
      trainingClass({ tbtpId: 'T2', name: '2027年新任干部专题班', year: 2027 }),
    ].filter((row) => year === undefined || row.year === year);
    return {
      datalist: rows,
      pagenum: 0,
      pagesize: 8,
      totalelements: rows.length,
      totalpages: 1,
    };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = { '/projectIndex': <ClassListPage /> };

const names = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ClassListPage', () => {
  it('offers the year and status dictionaries under 请选择... and filters by the chosen year', async () => {
    const { router } = renderRoutes(PAGES, '/projectIndex');
    await screen.findByText('2027年新任干部专题班');
    expect(backend.calls(YEARS)).toHaveLength(1);
    expect(backend.calls(STATUSES)).toHaveLength(1);
    expect(
      [...document.querySelectorAll('.ant-select-placeholder')].map(
        (node) => node.textContent,
      ),
    ).toEqual(['请选择...', '请选择...']);

    await chooseOption('年度：', '2026年');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?year=2026'),
    );
    await waitFor(() => expect(names()).toEqual(['2026年度党务干部专题班']));
    expect(backend.calls(CLASSES).at(-1)?.body).toEqual({
      pagesize: 8,
      pagenum: 0,
      year: 2026,
    });

    await chooseOption('状态：', '已结束');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?year=2026&status=ENDED'),
    );
    await chooseOption('年度：', '全选选项');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=ENDED'),
    );
  });

  it('shows the year of the address as its dictionary name', async () => {
    renderRoutes(PAGES, '/projectIndex?year=2027');
    await waitFor(() =>
      expect(
        screen
          .getByRole('combobox', { name: '年度：' })
          .closest('.ant-select')
          ?.querySelector('.ant-select-content')
          ?.getAttribute('title'),
      ).toBe('2027年'),
    );
  });
});
