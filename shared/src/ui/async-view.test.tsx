import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';

import { useRemoteData } from '@portal/shared/hooks';
import { fakeBackend } from '@portal/shared/testing';
import { getJson } from '@portal/shared/api';

import { AsyncView } from './async-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Notices() {
  const data = useRemoteData(loadNotices);
  return (
    <AsyncView data={data} empty="暂无公告">
      {(titles) => (
        <ul>
          {titles.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}

const loadNotices = () =>
  getJson<string[]>('/api/notices', undefined, { silent: true });

describe('AsyncView', () => {
  it('shows a skeleton, then the content', async () => {
    fakeBackend().on('GET /api/notices', ['放假通知']);
    const { container } = render(<Notices />);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('放假通知')).toBeTruthy();
  });

  it('shows the empty text when the list is empty', async () => {
    fakeBackend().on('GET /api/notices', []);
    render(<Notices />);
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });

  it('shows the failure and loads again on 重试', async () => {
    const backend = fakeBackend();
    backend.on('GET /api/notices', backend.failure('查询失败'));
    render(<Notices />);
    expect(await screen.findByText('查询失败')).toBeTruthy();
    backend.on('GET /api/notices', ['补考安排']);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('补考安排')).toBeTruthy();
    expect(backend.calls('GET /api/notices')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('查询失败')).toBeNull());
  });

  it('offers no retry for data that cannot load again', () => {
    render(
      <AsyncView data={{ status: 'error', message: '参数错误' }}>
        {() => null}
      </AsyncView>,
    );
    expect(screen.getByText('参数错误')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('asks isEmpty for data that is not a list', () => {
    render(
      <AsyncView
        data={{ status: 'ready', data: { total: 0 } }}
        isEmpty={(d) => d.total === 0}
      >
        {(d) => <p>共{d.total}条</p>}
      </AsyncView>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
