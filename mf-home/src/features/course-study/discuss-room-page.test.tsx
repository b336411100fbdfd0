import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { ApiError } from '@portal/shared/api';
import { AppProviders } from '@portal/shared/ui';

import { installDomStubs } from '../course-catalogue/test-dom';
import {
  createDiscussion,
  type Discussion,
  fetchCourseDetail,
  fetchDiscussions,
} from './course-study.api';
import type * as CourseStudyApi from './course-study.api';
import { DiscussRoomPage } from './discuss-room-page';
import { courseDetail } from './test-fixtures';

vi.mock('./course-study.api', async (importOriginal) => ({
  ...(await importOriginal<typeof CourseStudyApi>()),
  fetchCourseDetail: vi.fn(),
  fetchDiscussions: vi.fn(),
  createDiscussion: vi.fn(),
}));

const detailMock = vi.mocked(fetchCourseDetail);
const listMock = vi.mocked(fetchDiscussions);
const createMock = vi.mocked(createDiscussion);

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
  detailMock.mockReset();
  detailMock.mockResolvedValue(courseDetail());
  listMock.mockReset();
  listMock.mockResolvedValue(
    page([
      {
        id: 'd1',
        userName: '李四',
        content: '<img src=x onerror="window.hacked=true">很有收获',
        createdAt: '2025-03-02 10:00:00',
      },
    ]),
  );
  createMock.mockReset();
});

beforeAll(installDomStubs);

afterEach(cleanup);

function renderRoom() {
  const router = createMemoryRouter(
    [{ path: '/commendIndex/discussRoom', element: <DiscussRoomPage /> }],
    { initialEntries: ['/commendIndex/discussRoom?id=c1'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const field = () => screen.getByLabelText('评论内容') as HTMLTextAreaElement;
const submit = () => screen.getByRole('button', { name: '发表评论' });

describe('DiscussRoomPage', () => {
  it('lists the comments as text, newest first from the server', async () => {
    renderRoom();
    const comment = await screen.findByTestId('comment-content');
    expect(comment.textContent).toBe(
      '<img src=x onerror="window.hacked=true">很有收获',
    );
    expect(comment.querySelector('img')).toBeNull();
    expect(listMock).toHaveBeenCalledWith({
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
    renderRoom();
    await screen.findByTestId('comment-content');
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '请输入评论内容',
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(createMock).not.toHaveBeenCalled();
  });

  it('counts up to 300 characters', async () => {
    renderRoom();
    await screen.findByTestId('comment-content');
    expect(field().getAttribute('maxlength')).toBe('300');
    fireEvent.change(field(), { target: { value: '学习' } });
    expect(screen.getByText('2 / 300')).toBeTruthy();
  });

  it('posts a comment and reloads the first page', async () => {
    createMock.mockResolvedValue(null);
    renderRoom();
    await screen.findByTestId('comment-content');
    fireEvent.change(field(), { target: { value: '  受益匪浅  ' } });
    fireEvent.click(submit());
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith('c1', '受益匪浅'),
    );
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
    expect(field().value).toBe('');
  });

  it('shows the server message of a refused comment', async () => {
    createMock.mockRejectedValue(new ApiError('评论内容包含敏感词', 400));
    renderRoom();
    await screen.findByTestId('comment-content');
    fireEvent.change(field(), { target: { value: '内容' } });
    fireEvent.click(submit());
    expect(await screen.findByText('评论内容包含敏感词')).toBeTruthy();
    expect(field().value).toBe('内容');
  });

  it('says 暂无评论 when there are none', async () => {
    listMock.mockResolvedValue(page([]));
    renderRoom();
    expect(await screen.findByText('暂无评论')).toBeTruthy();
  });
});
