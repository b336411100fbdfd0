import { cleanup, render, screen, waitFor } from '@testing-library/react';

import { configureApi, resetApiConfig } from '@portal/shared/api';
import type {
  DispatchApplication,
  DispatchStatus,
} from '@portal/shared/contracts';
import {
  chooseOption,
  type FakeBackend,
  fakeBackend,
  setWindowWidth,
} from '@portal/shared/testing';
import { AppProviders } from '@portal/shared/ui';

import { DispatchTab } from './dispatch-tab';

const DISPATCHES = 'POST /api/personal/queryDispatch';
const STATUSES = 'POST /api/dictionary/list/DISPATCH_STATUS';

const NAMES: Record<DispatchStatus, string> = {
  PENDING: '待审核',
  APPROVED: '已通过',
  REJECTED: '已驳回',
};

function application(
  id: string,
  status: DispatchStatus,
  trainingName: string,
): DispatchApplication {
  return {
    id,
    trainingName,
    organizer: '市委党校',
    location: '天津市',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
    hours: 8,
    phone: '13800000000',
    reason: '参加线下培训',
    status,
    statusName: NAMES[status],
    createdAt: '2026-05-04 10:00:00',
  };
}

const APPLICATIONS = [
  application('d1', 'PENDING', '基层治理研修班'),
  application('d2', 'APPROVED', '党史专题培训'),
  application('d3', 'REJECTED', '数字政府培训'),
];

let backend: FakeBackend;
let notify: ReturnType<typeof vi.fn<(level: string, text: string) => void>>;

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  notify = vi.fn();
  configureApi({ notify });
  backend = fakeBackend();
  backend.on(
    STATUSES,
    backend.dictionary(
      Object.entries(NAMES).map(([code, name]) => ({ code, name })),
    ),
  );
  // The backend filters by status; the fake answers what the query asks for.
  backend.on(DISPATCHES, ({ body: query }) => {
    const { status } = query as { status?: DispatchStatus };
    const rows = APPLICATIONS.filter((a) => !status || a.status === status);
    return {
      datalist: rows,
      pagenum: 0,
      pagesize: 10,
      totalelements: rows.length,
      totalpages: 1,
    };
  });
});

afterEach(() => {
  cleanup();
  resetApiConfig();
  vi.unstubAllGlobals();
});

const shown = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== '新建调训申请' && text !== '我的申请');

describe('DispatchTab', () => {
  it('filters the applications by a review state from the DISPATCH_STATUS dictionary', async () => {
    render(
      <AppProviders>
        <DispatchTab />
      </AppProviders>,
    );
    await screen.findByText('数字政府培训');
    expect(shown()).toHaveLength(3);
    expect(backend.calls(STATUSES)).toHaveLength(1);
    expect(document.querySelector('.ant-select-placeholder')?.textContent).toBe(
      '请选择...',
    );

    await chooseOption('审核状态：', '已驳回');
    await waitFor(() => expect(shown()).toEqual(['数字政府培训 已驳回']));
    expect(backend.calls(DISPATCHES).at(-1)?.body).toEqual({
      pagesize: 10,
      pagenum: 0,
      status: 'REJECTED',
    });

    await chooseOption('审核状态：', '全选选项');
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(backend.calls(DISPATCHES).at(-1)?.body).toEqual({
      pagesize: 10,
      pagenum: 0,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('toasts 请求数据失败 with the URL when the states cannot be read, and still lists all', async () => {
    backend.on(STATUSES, () => backend.failure('系统异常', 500));
    render(
      <AppProviders>
        <DispatchTab />
      </AppProviders>,
    );
    await screen.findByText('数字政府培训');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        '请求数据失败：/api/dictionary/list/DISPATCH_STATUS',
      ),
    );
    expect(shown()).toHaveLength(3);
  });
});
