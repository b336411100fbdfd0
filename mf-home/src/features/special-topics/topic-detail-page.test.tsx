import { cleanup, screen, within } from '@testing-library/react';

import { appStore, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/contracts';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { topicDetail } from './test-fixtures';
import { OpenTopicDetailPage, TopicDetailPage } from './topic-detail-page';

// The page's own request code (404 → 专题不存在) runs; only the wire is fake.
const TOPIC = 'GET /api/subject/get';
let backend: FakeBackend;

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend().on(TOPIC, topicDetail());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

const PAGES: TestRoutes = {
  '/subjectDetail': <TopicDetailPage />,
  '/openNewSpecialCourseDetail': <OpenTopicDetailPage />,
};

const hrefOf = (name: string) =>
  screen.getByRole('link', { name }).getAttribute('href');

describe('TopicDetailPage', () => {
  it('shows the topic, the learner progress and links to the study pages', async () => {
    appStore.set(userInfoAtom, { id: 'u1', name: '学员' } as UserInfo);
    renderRoutes(PAGES, '/subjectDetail?id=t1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '法治政府建设专题',
      }),
    ).toBeTruthy();
    expect(backend.calls(TOPIC)[0]?.query.get('id')).toBe('t1');
    expect(screen.getByRole('img', { name: '法治政府建设专题' })).toBeTruthy();
    const progress = screen.getByRole('region', { name: '我的学习进度' });
    expect(within(progress).getByTestId('topic-learned').textContent).toBe(
      '1 / 2',
    );
    expect(within(progress).getByTestId('topic-earned-hours').textContent).toBe(
      '1',
    );
    expect(progress.textContent).toContain('专题课程共 1.5 学时');
    const list = screen.getByRole('list', { name: '专题课程' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('已学习');
    expect(hrefOf('视频课程一')).toBe('/commendIndex/coursedetail?id=c1');
    expect(hrefOf('图文课程一')).toBe('/commendIndex/coursetextdetail?id=a1');
    expect(hrefOf('返回专题列表')).toBe('/subjectList');
  });

  it('says 专题不存在 with a way back for an unknown topic', async () => {
    backend.on(TOPIC, backend.failure('专题不存在', 404));
    renderRoutes(PAGES, '/subjectDetail?id=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: '专题不存在' }),
    ).toBeTruthy();
    expect(hrefOf('返回专题列表')).toBe('/subjectList');
  });

  it('without an id it asks nothing and says 专题不存在', async () => {
    renderRoutes(PAGES, '/subjectDetail');
    expect(
      await screen.findByRole('heading', { level: 1, name: '专题不存在' }),
    ).toBeTruthy();
    expect(backend.calls()).toEqual([]);
  });

  it('other failures show their message', async () => {
    backend.on(TOPIC, backend.failure('服务器繁忙', 503));
    renderRoutes(PAGES, '/subjectDetail?id=t1');
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.queryByText('专题不存在')).toBeNull();
  });
});

describe('OpenTopicDetailPage', () => {
  it('shows a visitor the courses with links to the open pages', async () => {
    renderRoutes(PAGES, '/openNewSpecialCourseDetail?id=t1');
    await screen.findByRole('heading', {
      level: 1,
      name: '法治政府建设专题',
    });
    expect(hrefOf('视频课程一')).toBe('/openCourseDetail?id=c1');
    expect(hrefOf('图文课程一')).toBe('/openCourseTextDetail?id=a1');
    expect(screen.queryByRole('region', { name: '我的学习进度' })).toBeNull();
    expect(screen.getByRole('button', { name: '登录学习' })).toBeTruthy();
    // A visitor has no study status to show.
    expect(
      screen.getByRole('list', { name: '专题课程' }).textContent,
    ).not.toContain('已学习');
    expect(hrefOf('返回首页')).toBe('/public');
  });
});
