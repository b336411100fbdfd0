import { cleanup, fireEvent, screen, within } from '@testing-library/react';

import { redirectToLogin } from '@portal/shared/routing';
import type * as Routing from '@portal/shared/routing';
import type { SpecialTopicDetail } from '@portal/shared/contracts';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { courseDetail } from '../../lib/test-courses';
import { MobileTopicPage } from './mobile-topic-page';

vi.mock('@portal/shared/routing', async (importOriginal) => ({
  ...(await importOriginal<typeof Routing>()),
  loginAddress: vi.fn(() => 'http://sso.test/sso/login'),
  redirectToLogin: vi.fn(),
}));

const TOPIC = 'GET /api/subject/get';
let backend: FakeBackend;

const topic: SpecialTopicDetail = {
  id: '14001',
  name: '党的二十大精神专题',
  cover: '/covers/t.svg',
  description: '专题简介正文',
  courseIds: ['13001', '13003'],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  courseCount: 2,
  courses: [
    courseDetail({ id: '13001', name: '第一门课' }),
    courseDetail({ id: '13003', name: '第二门课', resourceType: 'ARTICLE' }),
  ],
};

beforeAll(() => setWindowWidth(1366));
beforeEach(() => {
  backend = fakeBackend();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/openSpecialMobile': <MobileTopicPage />,
  '/openCourseDetailMobile': <p>手机课程页</p>,
};

describe('MobileTopicPage', () => {
  it('lists the topic courses, each opening its phone page', async () => {
    backend.on(TOPIC, topic);
    const { router } = renderRoutes(PAGES, '/openSpecialMobile?id=14001');
    expect(
      await screen.findByRole('heading', { level: 1, name: topic.name }),
    ).toBeTruthy();
    expect(backend.calls(TOPIC)[0]?.query.get('id')).toBe('14001');
    expect(screen.getByText('专题简介正文')).toBeTruthy();
    const list = screen.getByRole('list', { name: '专题课程' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/openCourseDetailMobile?id=13001',
      '/openCourseDetailMobile?id=13003',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '登录学习' }));
    expect(vi.mocked(redirectToLogin)).toHaveBeenCalledWith(
      `${window.location.origin}/subjectDetail?id=14001`,
    );
    fireEvent.click(links[1] as HTMLElement);
    expect(await screen.findByText('手机课程页')).toBeTruthy();
    expect(router.state.location.search).toBe('?id=13003');
  });

  it('says 专题不存在 for an unknown topic', async () => {
    backend.on(TOPIC, backend.failure('专题不存在', 404));
    renderRoutes(PAGES, '/openSpecialMobile?id=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: '专题不存在' }),
    ).toBeTruthy();
  });

  it('shows 暂无数据 for a topic without courses', async () => {
    backend.on(TOPIC, { ...topic, courseCount: 0, courses: [] });
    renderRoutes(PAGES, '/openSpecialMobile?id=14001');
    const list = await screen.findByRole('region', { name: '专题课程' });
    expect(within(list).queryByRole('list')).toBeNull();
    expect(within(list).getAllByText('暂无数据').length).toBeGreaterThan(0);
  });
});
