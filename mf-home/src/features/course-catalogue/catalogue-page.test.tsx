import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react';

import type { Course, DictionaryItem } from '@portal/shared/contracts';
import {
  chooseOption,
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { course as testCourse } from '../../lib/test-courses';
import { CataloguePage } from './catalogue-page';

const CATEGORIES = 'GET /api/portal/course/getCategory';
const COURSE_PAGE = 'POST /api/portal/course/getPageByCategory';
let backend: FakeBackend;

/** A catalogue row the learner has started (学习中). */
function course(change: Partial<Course>): Course {
  return testCourse({ studyStatus: '1', showStatusMsg: '学习中', ...change });
}

const COURSES = [
  course({}),
  course({
    id: 'a1',
    name: '图文课程一',
    resourceType: 'ARTICLE',
    showCourseDuration: '05:00',
    isCompulsory: false,
    studyStatus: '0',
    showStatusMsg: '未学习',
  }),
];

/** The filters' dictionaries, as /api/dictionary/list answers them. */
const DICTIONARIES: Record<string, DictionaryItem[]> = {
  COURSE_TYPE: [
    { name: '必修', code: '1' },
    { name: '选修', code: '0' },
  ],
  RESOURCE_TYPE: [
    { name: '视频', code: 'VIDEO' },
    { name: '图文', code: 'ARTICLE' },
  ],
  STUDY_STATUS: [
    { name: '未学习', code: '0' },
    { name: '学习中', code: '1' },
    { name: '已学习', code: '2' },
  ],
  COURSE_DURATION: [
    { name: '短', code: 'short' },
    { name: '中', code: 'medium' },
    { name: '长', code: 'long' },
  ],
};

function answerDictionaries(): void {
  for (const [code, datalist] of Object.entries(DICTIONARIES)) {
    backend.on(
      `POST /api/dictionary/list/${code}`,
      backend.dictionary(datalist),
    );
  }
}

beforeAll(() => setWindowWidth(1366));

beforeEach(() => {
  backend = fakeBackend();
  backend.on(CATEGORIES, [
    {
      id: 'k1',
      name: '理论教育',
      children: [{ id: 'k11', name: '党史学习' }],
    },
    { id: 'k2', name: '业务能力' },
  ]);
  backend.on(COURSE_PAGE, {
    datalist: COURSES,
    pagenum: 0,
    pagesize: 12,
    totalelements: 30,
    totalpages: 3,
  });
  answerDictionaries();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/commendIndex': <CataloguePage />,
  '/commendIndex/coursedetail': <p>视频课程页</p>,
  '/commendIndex/coursetextdetail': <p>图文课程页</p>,
};

function radio(group: string, name: string): HTMLInputElement {
  const box = screen.getByRole('radiogroup', { name: group });
  const input = Array.from(box.querySelectorAll('input')).find(
    (node) => node.closest('label')?.textContent === name,
  );
  if (!input) throw new Error(`no ${name} in ${group}`);
  return input;
}

/** The option a filter shows as chosen (its dictionary name). */
async function expectChosen(filter: string, name: string): Promise<void> {
  const box = screen
    .getByRole('combobox', { name: filter })
    .closest('.ant-select');
  await waitFor(() =>
    expect(
      box?.querySelector('.ant-select-content')?.getAttribute('title'),
    ).toBe(name),
  );
}

/** The query of the last course page the catalogue asked for. */
const lastQuery = () =>
  backend.calls(COURSE_PAGE).at(-1)?.body as
    Record<string, unknown> | undefined;

describe('CataloguePage', () => {
  it('shows course cards that link to their course page', async () => {
    renderRoutes(PAGES, '/commendIndex');
    const video = await screen.findByRole('link', { name: '视频课程一' });
    expect(video.getAttribute('href')).toBe('/commendIndex/coursedetail?id=c1');
    expect(
      screen.getByRole('link', { name: '图文课程一' }).getAttribute('href'),
    ).toBe('/commendIndex/coursetextdetail?id=a1');
    expect(screen.getByRole('heading', { name: '视频课程一' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '视频课程一' })).toBeTruthy();
    const cards = screen.getAllByTestId('course-card');
    expect(cards[0]!.textContent).toContain('时长 32:00');
    expect(cards[0]!.textContent).toContain('必修');
    expect(cards[0]!.textContent).toContain('学习中');
    // An image-text course has no duration.
    expect(cards[1]!.textContent).not.toContain('时长');
    expect(cards[1]!.textContent).toContain('选修');
    expect(lastQuery()).toEqual({ pagesize: 12, pagenum: 0, sort: 'newest' });
  });

  it('writes the filters into the address; Back returns to the previous state', async () => {
    const { router } = renderRoutes(PAGES, '/commendIndex');
    await screen.findByRole('link', { name: '视频课程一' });

    await chooseOption('课程性质', '必修');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?isCompulsory=1'),
    );
    await chooseOption('课程类型', '图文');
    await chooseOption('学习状态', '已学习');
    await chooseOption('课程时长', '长');
    fireEvent.click(radio('排序', '最热'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?isCompulsory=1&resourceType=ARTICLE&studyStatus=2&duration=long&sort=views',
      ),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        pagesize: 12,
        pagenum: 0,
        isCompulsory: '1',
        resourceType: 'ARTICLE',
        studyStatus: '2',
        duration: 'long',
        sort: 'views',
      }),
    );

    const search = screen.getByRole('searchbox', { name: '课程名称' });
    fireEvent.change(search, { target: { value: '党史' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        new URLSearchParams(router.state.location.search).get('name'),
      ).toBe('党史'),
    );

    fireEvent.click(screen.getByText('业务能力'));
    await waitFor(() =>
      expect(
        new URLSearchParams(router.state.location.search).get('categoryId'),
      ).toBe('k2'),
    );

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(
        new URLSearchParams(router.state.location.search).get('page'),
      ).toBe('2'),
    );
    await waitFor(() => expect(lastQuery()?.pagenum).toBe(1));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).not.toContain('page=');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).not.toContain('categoryId');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).not.toContain('name');
    expect(radio('排序', '最热').checked).toBe(true);
    expect(
      (screen.getByRole('searchbox', { name: '课程名称' }) as HTMLInputElement)
        .value,
    ).toBe('');
  });

  it('restores the state from the address on load', async () => {
    renderRoutes(
      PAGES,
      '/commendIndex?categoryId=k11&isCompulsory=0&resourceType=VIDEO' +
        '&studyStatus=0&duration=short&sort=views&name=%E5%85%9A%E5%8F%B2&page=2',
    );
    await screen.findByRole('link', { name: '视频课程一' });
    expect(lastQuery()).toEqual({
      pagesize: 12,
      pagenum: 1,
      categoryId: 'k11',
      isCompulsory: '0',
      resourceType: 'VIDEO',
      studyStatus: '0',
      duration: 'short',
      sort: 'views',
      name: '党史',
    });
    await expectChosen('课程性质', '选修');
    await expectChosen('课程类型', '视频');
    await expectChosen('学习状态', '未学习');
    await expectChosen('课程时长', '短');
    expect(radio('排序', '最热').checked).toBe(true);
    expect(
      (screen.getByRole('searchbox', { name: '课程名称' }) as HTMLInputElement)
        .value,
    ).toBe('党史');
    await waitFor(() =>
      expect(
        screen
          .getByRole('treeitem', { name: /党史学习/ })
          .getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(
      screen
        .getByRole('listitem', { name: '2' })
        .className.includes('ant-pagination-item-active'),
    ).toBe(true);
  });

  it('offers each filter its dictionary under 请选择..., and 全选选项 lifts it', async () => {
    const { router } = renderRoutes(PAGES, '/commendIndex?resourceType=VIDEO');
    await screen.findByRole('link', { name: '视频课程一' });
    for (const code of Object.keys(DICTIONARIES)) {
      expect(backend.calls(`POST /api/dictionary/list/${code}`)).toHaveLength(
        1,
      );
    }
    const section = screen.getByRole('region', { name: '筛选条件' });
    // Three filters are unset, so they show the placeholder.
    expect(
      [...section.querySelectorAll('.ant-select-placeholder')].map(
        (node) => node.textContent,
      ),
    ).toEqual(['请选择...', '请选择...', '请选择...']);
    await expectChosen('课程类型', '视频');
    await chooseOption('课程类型', '全选选项');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ pagesize: 12, pagenum: 0, sort: 'newest' }),
    );
  });

  it('says 暂无数据 when nothing matches', async () => {
    backend.on(COURSE_PAGE, {
      datalist: [],
      pagenum: 0,
      pagesize: 12,
      totalelements: 0,
      totalpages: 0,
    });
    renderRoutes(PAGES, '/commendIndex?name=none');
    await waitFor(() =>
      expect(
        document.querySelector('.ant-empty-description')?.textContent,
      ).toBe('暂无数据'),
    );
    expect(screen.queryByTestId('course-card')).toBeNull();
  });
});

describe('CataloguePage on a phone', () => {
  beforeAll(() => setWindowWidth(390));
  afterAll(() => setWindowWidth(1366));

  it('keeps the categories in a drawer and the filters behind 筛选', async () => {
    const { router } = renderRoutes(PAGES, '/commendIndex?studyStatus=2');
    await screen.findByRole('link', { name: '视频课程一' });
    // No tree beside the list, and the filter panel starts closed.
    expect(screen.queryByRole('tree')).toBeNull();
    const toggle = screen.getByRole('button', { name: '筛选（1）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      screen
        .getByRole('region', { name: '筛选条件', hidden: true })
        .closest('[hidden]'),
    ).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await chooseOption('课程类型', '图文');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?resourceType=ARTICLE&studyStatus=2',
      ),
    );
    expect(screen.getByRole('button', { name: '筛选（2）' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '课程分类：全部课程' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(drawer.querySelector('[role="tree"]')).not.toBeNull(),
    );
    fireEvent.click(screen.getByText('党史学习'));
    await waitFor(() =>
      expect(
        new URLSearchParams(router.state.location.search).get('categoryId'),
      ).toBe('k11'),
    );
    expect(
      await screen.findByRole('button', { name: '课程分类：党史学习' }),
    ).toBeTruthy();
  });
});
