import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { courseDetail } from '../../lib/test-courses';
import {
  ContentSharePage,
  COPIED_TEXT,
  COPY_FAILED_TEXT,
} from './content-share-page';
import { ErrorSharePage } from './error-share-page';
import { SharePage } from './share-page';

const DETAIL = 'GET /api/portal/course/get';
let backend: FakeBackend;
const missing = () => backend.failure('课程不存在', 404);

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend();
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: undefined,
  });
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: () => false,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/share': <SharePage />,
  '/contentShare': <ContentSharePage />,
  '/contentShareBook': <ContentSharePage />,
  '/errorShare': <ErrorSharePage />,
};

describe('SharePage', () => {
  it('replaces /share with the share home of a video course', async () => {
    backend.on(DETAIL, courseDetail({ id: '13001' }));
    const { router } = renderRoutes(PAGES, '/share?id=13001');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/contentShare'),
    );
    expect(router.state.location.search).toBe('?id=13001');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByTestId('content-share-page')).toBeTruthy();
  });

  it('sends an image-text course to /contentShareBook', async () => {
    backend.on(DETAIL, courseDetail({ id: '13003', resourceType: 'ARTICLE' }));
    const { router } = renderRoutes(PAGES, '/share?id=13003');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/contentShareBook'),
    );
    expect(await screen.findByText('图文课程分享')).toBeTruthy();
  });

  it('sends an unknown course or a missing id to /errorShare', async () => {
    backend.on(DETAIL, missing());
    const { router } = renderRoutes(PAGES, '/share?id=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: '课程不存在' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/errorShare');
    expect(
      screen.getByRole('link', { name: '首页' }).getAttribute('href'),
    ).toBe('/index');
    expect(
      screen.getByRole('link', { name: '课程推荐' }).getAttribute('href'),
    ).toBe('/commendIndex');
    cleanup();
    const before = backend.calls(DETAIL).length;
    const bare = renderRoutes(PAGES, '/share').router;
    await waitFor(() =>
      expect(bare.state.location.pathname).toBe('/errorShare'),
    );
    expect(backend.calls(DETAIL)).toHaveLength(before);
  });

  it('stays and says why when the lookup fails otherwise', async () => {
    backend.on(DETAIL, backend.failure('网络错误，请稍后重试', 500));
    const { router } = renderRoutes(PAGES, '/share?id=13001');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '网络错误，请稍后重试',
    );
    expect(router.state.location.pathname).toBe('/share');
  });
});

describe('ContentSharePage', () => {
  const phoneUrl = `${window.location.origin}/openCourseDetailMobile?id=13001`;

  it('shows the course, a QR code and the link of its phone page', async () => {
    backend.on(DETAIL, courseDetail({ id: '13001' }));
    renderRoutes(PAGES, '/contentShare?id=13001');
    expect(
      await screen.findByRole('heading', { level: 1, name: /习近平/ }),
    ).toBeTruthy();
    const qr = screen.getByRole('img', { name: `课程二维码：${phoneUrl}` });
    expect(qr.querySelector('svg')).toBeTruthy();
    expect((screen.getByLabelText('分享链接') as HTMLInputElement).value).toBe(
      phoneUrl,
    );
    expect(
      screen.getByRole('link', { name: '查看课程' }).getAttribute('href'),
    ).toBe('/openCourseDetail?id=13001');
  });

  it('copies the link, or says to copy it by hand', async () => {
    backend.on(DETAIL, courseDetail({ id: '13001' }));
    const writeText = vi.fn(async () => {});
    renderRoutes(PAGES, '/contentShare?id=13001');
    const copy = await screen.findByRole('button', { name: '复制链接' });

    fireEvent.click(copy);
    expect(await screen.findByText(COPY_FAILED_TEXT)).toBeTruthy();

    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    fireEvent.click(copy);
    expect(await screen.findByText(COPIED_TEXT)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(phoneUrl);
  });

  it('sends a course that does not exist to /errorShare', async () => {
    backend.on(DETAIL, missing());
    const { router } = renderRoutes(PAGES, '/contentShareBook?id=nope');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/errorShare');
  });
});
