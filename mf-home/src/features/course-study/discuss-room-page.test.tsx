import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { courseDetail } from '../../lib/test-courses';
import type { Discussion } from '@portal/shared/contracts';
import { DiscussRoomPage } from './discuss-room-page';

const LIST = 'POST /api/portal/course/discuss/query';
const CREATE = 'POST /api/portal/course/discuss/create';
let backend: FakeBackend;

function page(datalist: Discussion[]) {
  return {
    datalist,
    pagenum: 0,
    pagesize: 10,
    totalelements: datalist.length,
    totalpages: 1,
  };
}

beforeEach(() => {
  backend = fakeBackend().on('GET /api/portal/course/get', courseDetail());
  backend.on(
    LIST,
    page([
      {
        id: 'd1',
        courseId: 'c1',
        userName: '李四',
        content: '<img src=x onerror="window.hacked=true">很有收获',
        createdAt: '2025-03-02 10:00:00',
      },
    ]),
  );
  backend.on(CREATE, null);
});

beforeAll(() => setWindowWidth(1366));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = { '/commendIndex/discussRoom': <DiscussRoomPage /> };

const field = () => screen.getByLabelText('评论内容') as HTMLTextAreaElement;
const submit = () => screen.getByRole('button', { name: '发表评论' });

describe('DiscussRoomPage', () => {
  it('lists the comments as text, newest first from the server', async () => {
    renderRoutes(PAGES, '/commendIndex/discussRoom?id=c1');
    const comment = await screen.findByTestId('comment-content');
    expect(comment.textContent).toBe(
      '<img src=x onerror="window.hacked=true">很有收获',
    );
    expect(comment.querySelector('img')).toBeNull();
    expect(backend.calls(LIST)[0]?.body).toEqual({
      courseId: 'c1',
      pagesize: 10,
      pagenum: 0,
    });
    expect(
      await screen.findByRole('link', {
        name: '习近平新时代中国特色社会主义思想概论',
      }),
    ).toBeTruthy();
  });

  it('refuses an empty comment without calling the server', async () => {
    renderRoutes(PAGES, '/commendIndex/discussRoom?id=c1');
    await screen.findByTestId('comment-content');
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '请输入评论内容',
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls(CREATE)).toEqual([]);
  });

  it('counts up to 300 characters', async () => {
    renderRoutes(PAGES, '/commendIndex/discussRoom?id=c1');
    await screen.findByTestId('comment-content');
    expect(field().getAttribute('maxlength')).toBe('300');
    fireEvent.change(field(), { target: { value: '学习' } });
    expect(screen.getByText('2 / 300')).toBeTruthy();
  });

  it('posts a comment and reloads the first page', async () => {
    renderRoutes(PAGES, '/commendIndex/discussRoom?id=c1');
    await screen.findByTestId('comment-content');
    fireEvent.change(field(), { target: { value: '  受益匪浅  ' } });
    fireEvent.click(submit());
    await waitFor(() =>
      expect(backend.calls(CREATE)[0]?.body).toEqual({
        courseId: 'c1',
        content: '受益匪浅',
      }),
    );
    await waitFor(() => expect(backend.calls(LIST)).toHaveLength(2));
    expect(field().value).toBe('');
  });

  it('shows the server message of a refused comment', async () => {
    backend.on(CREATE, backend.failure('评论内容包含敏感词', 400));
    renderRoutes(PAGES, '/commendIndex/discussRoom?id=c1');
    await screen.findByTestId('comment-content');
    fireEvent.change(field(), { target: { value: '内容' } });
    fireEvent.click(submit());
    expect(await screen.findByText('评论内容包含敏感词')).toBeTruthy();
    expect(field().value).toBe('内容');
  });

  it('says 暂无评论 when there are none', async () => {
    backend.on(LIST, page([]));
    renderRoutes(PAGES, '/commendIndex/discussRoom?id=c1');
    expect(await screen.findByText('暂无评论')).toBeTruthy();
  });
});
