import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react';

import {
  type FakeBackend,
  type FakeCall,
  fakeBackend,
  type RenderedRoutes,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { topic } from './test-fixtures';
import { TOPIC_PAGE_SIZE, TopicListPage } from './topic-list-page';

const TOPICS = 'POST /api/subject/query';
let backend: FakeBackend;
/** The query of the last topic page asked for. */
const lastQuery = () => backend.calls(TOPICS).at(-1)?.body;

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend().on(TOPICS, (call: FakeCall) => {
    const query = call.body as { pagesize: number; pagenum: number };
    return {
      datalist: [
        topic({ id: `t${query.pagenum}`, name: `专题${query.pagenum + 1}` }),
      ],
      pagenum: query.pagenum,
      pagesize: query.pagesize,
      totalelements: 20,
      totalpages: 4,
    };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/subjectList': <TopicListPage />,
  '/subjectDetail': <p>专题详情页</p>,
};

const search = (router: RenderedRoutes['router']) =>
  new URLSearchParams(router.state.location.search);

describe('TopicListPage', () => {
  it('shows topic cards with cover, dates and course count', async () => {
    renderRoutes(PAGES, '/subjectList');
    const link = await screen.findByRole('link', { name: '专题1' });
    expect(link.getAttribute('href')).toBe('/subjectDetail?id=t0');
    const card = screen.getByTestId('topic-card');
    expect(screen.getByRole('img', { name: '专题1' })).toBeTruthy();
    expect(card.textContent).toContain('2026-07-01 至 2026-12-31');
    expect(card.textContent).toContain('共 2 门课程');
    expect(card.textContent).toContain('提升法治思维。');
    expect(lastQuery()).toEqual({
      pagesize: TOPIC_PAGE_SIZE,
      pagenum: 0,
      name: undefined,
    });
  });

  it('keeps the page and the name in the address; Back returns', async () => {
    const { router } = renderRoutes(PAGES, '/subjectList');
    await screen.findByRole('link', { name: '专题1' });
    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    await screen.findByRole('link', { name: '专题3' });
    expect(search(router).get('page')).toBe('3');
    expect(lastQuery()).toMatchObject({ pagenum: 2 });

    const box = screen.getByRole('searchbox', { name: '专题名称' });
    fireEvent.change(box, { target: { value: ' 法治 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // A new search starts from the first page.
    await waitFor(() => expect(search(router).get('name')).toBe('法治'));
    expect(search(router).get('page')).toBeNull();
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        pagesize: TOPIC_PAGE_SIZE,
        pagenum: 0,
        name: '法治',
      }),
    );

    await act(() => router.navigate(-1));
    expect(search(router).get('page')).toBe('3');
    await screen.findByRole('link', { name: '专题3' });
    expect(
      (screen.getByRole('searchbox', { name: '专题名称' }) as HTMLInputElement)
        .value,
    ).toBe('');
  });

  it('an address with a page and a name loads that page', async () => {
    renderRoutes(PAGES, '/subjectList?name=%E6%B3%95%E6%B2%BB&page=2');
    await screen.findByRole('link', { name: '专题2' });
    expect(lastQuery()).toEqual({
      pagesize: TOPIC_PAGE_SIZE,
      pagenum: 1,
      name: '法治',
    });
    expect(
      (screen.getByRole('searchbox', { name: '专题名称' }) as HTMLInputElement)
        .value,
    ).toBe('法治');
  });

  it('says 暂无数据 when nothing matches and shows a failure', async () => {
    backend.on(TOPICS, {
      datalist: [],
      pagenum: 0,
      pagesize: TOPIC_PAGE_SIZE,
      totalelements: 0,
      totalpages: 0,
    });
    renderRoutes(PAGES, '/subjectList');
    expect(
      await screen.findByText('暂无数据', {
        selector: '.ant-empty-description',
      }),
    ).toBeTruthy();
    cleanup();
    backend.on(TOPICS, backend.failure('系统繁忙'));
    renderRoutes(PAGES, '/subjectList');
    await waitFor(() =>
      expect(document.querySelector('.ant-alert-error')?.textContent).toContain(
        '系统繁忙',
      ),
    );
  });
});
