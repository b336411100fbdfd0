import { cleanup, fireEvent, screen } from '@testing-library/react';

import { loginAddress, redirectToLogin } from '@portal/shared/routing';
import type * as Routing from '@portal/shared/routing';
import { appStore, userInfoAtom } from '@portal/shared/state';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';
import type { UserInfo } from '@portal/shared/contracts';

import { courseDetail } from '../../lib/test-courses';
import { MobileCoursePage } from './mobile-course-page';
import { OpenCoursePage } from './open-course-page';

vi.mock('@portal/shared/routing', async (importOriginal) => ({
  ...(await importOriginal<typeof Routing>()),
  loginAddress: vi.fn(() => 'http://sso.test/sso/login'),
  redirectToLogin: vi.fn(),
}));

const DETAIL = 'GET /api/portal/course/get';
const redirectMock = vi.mocked(redirectToLogin);
let backend: FakeBackend;

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend().on(DETAIL, courseDetail({ id: '13001' }));
  redirectMock.mockReset();
  vi.mocked(loginAddress).mockClear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

const PAGES: TestRoutes = {
  '/openCourseDetail': <OpenCoursePage />,
  '/openCourseTextDetail': <OpenCoursePage />,
  '/openSeeView': <OpenCoursePage />,
  '/openCourseDetailMobile': <MobileCoursePage />,
  '/share': <p>分享跳转页</p>,
};

describe('OpenCoursePage', () => {
  it('shows a visitor the course with a plain video that records nothing', async () => {
    const { router } = renderRoutes(PAGES, '/openCourseDetail?id=13001');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '习近平新时代中国特色社会主义思想概论',
      }),
    ).toBeTruthy();
    expect(backend.calls(DETAIL)[0]?.query.get('id')).toBe('13001');
    expect(screen.getByText('必修')).toBeTruthy();
    expect(screen.getByText('讲师：张教授')).toBeTruthy();
    expect(screen.getByText('时长：32:00')).toBeTruthy();
    expect(screen.getByText('课程简介正文')).toBeTruthy();
    expect(screen.getByText('讲师介绍正文')).toBeTruthy();
    expect(screen.queryByText('课程附件')).toBeNull();

    const video = screen.getByLabelText(/^课程视频：/) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/c1.mp4');
    expect(video.controls).toBe(true);
    fireEvent.play(video);
    fireEvent.pause(video);
    expect(backend.calls('POST /api/study/start')).toEqual([]);

    fireEvent.click(screen.getByRole('link', { name: '分享' }));
    expect(router.state.location.search).toBe('?id=13001');
    expect(router.state.location.pathname).toBe('/share');
  });

  it('登录学习 asks a visitor to sign in and come back to the study page', async () => {
    renderRoutes(PAGES, '/openCourseDetail?id=13001');
    fireEvent.click(await screen.findByRole('button', { name: '登录学习' }));
    expect(redirectMock).toHaveBeenCalledWith(
      `${window.location.origin}/commendIndex/coursedetail?id=13001`,
    );
  });

  it('进入学习 takes a signed-in learner to the study page of an image-text course', async () => {
    appStore.set(userInfoAtom, { id: 'u1', name: '学员' } as UserInfo);
    backend.on(
      DETAIL,
      courseDetail({
        id: '13003',
        resourceType: 'ARTICLE',
        content: '<h2>第一章</h2><p>正文段落<img src=x onerror="alert(1)"></p>',
      }),
    );
    renderRoutes(PAGES, '/openCourseTextDetail?id=13003');
    expect(await screen.findByText('正文段落')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '第一章' })).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByLabelText(/^课程视频：/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '进入学习' }));
    expect(redirectMock).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe(
      '/commendIndex/coursetextdetail?id=13003',
    );
  });

  it('says 课程不存在 with a way home for an unknown id or none', async () => {
    backend.on(DETAIL, backend.failure('课程不存在', 404));
    renderRoutes(PAGES, '/openSeeView?id=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: '课程不存在' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '返回首页' }).getAttribute('href'),
    ).toBe('/public');
    cleanup();
    const before = backend.calls(DETAIL).length;
    renderRoutes(PAGES, '/openCourseDetail');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(backend.calls(DETAIL)).toHaveLength(before);
  });

  it('shows other failures as an error', async () => {
    backend.on(DETAIL, backend.failure('服务器繁忙', 500));
    renderRoutes(PAGES, '/openCourseDetail?id=13001');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '服务器繁忙',
    );
  });
});

describe('MobileCoursePage', () => {
  it('shows the course in one column with 登录学习 for a visitor', async () => {
    renderRoutes(PAGES, '/openCourseDetailMobile?id=13001');
    expect(
      await screen.findByRole('heading', { level: 1, name: /习近平/ }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^课程视频：/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录学习' }));
    expect(redirectMock).toHaveBeenCalledWith(
      `${window.location.origin}/commendIndex/coursedetail?id=13001`,
    );
  });
});
