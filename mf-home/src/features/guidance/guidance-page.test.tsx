import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';

import type {
  Course,
  Guidance,
  SuggestedCourse,
  UserInfo,
} from '@portal/shared/contracts';
import { appStore, userInfoAtom } from '@portal/shared/state';
import {
  type FakeBackend,
  type FakeCall,
  fakeBackend,
  renderRoutes,
  setWindowWidth,
  type TestRoutes,
} from '@portal/shared/testing';

import { GuidancePage } from './guidance-page';

const GUIDANCE = 'POST /api/portal/course/guidance';
let backend: FakeBackend;

/** The interests a guidance call asked for. */
const interestsOf = (call: FakeCall) =>
  (call.body as { categoryIds: string[] }).categoryIds;
/** The interests of every guidance call so far, oldest first. */
const sentInterests = () => backend.calls(GUIDANCE).map(interestsOf);

function course(
  id: string,
  reason: string,
  change: Partial<Course> = {},
): SuggestedCourse {
  return {
    id,
    name: `课程${id}`,
    courseCover: `/img/${id}.svg`,
    teacher: '张教授',
    teacherId: 't1',
    resourceType: 'VIDEO',
    resourcePath: '',
    courseDuration: 32,
    videoSeconds: 6,
    showCourseDuration: '32:00',
    creditHour: 1,
    categoryId: 'leaf',
    categoryName: '党史学习教育',
    isCompulsory: reason === '必修课程',
    publishDate: '2026-01-01 00:00:00',
    courseVisitor: 1,
    introduction: '',
    score: 9,
    zanNum: 0,
    studyStatus: '0',
    showStatusMsg: '未学习',
    reason,
    reasonType:
      reason === '必修课程'
        ? 'COMPULSORY'
        : reason === '推荐课程'
          ? 'RECOMMENDED'
          : 'INTEREST',
    ...change,
  };
}

const HOURS: Guidance['hours'] = {
  required: { total: 50, compulsory: 30, optional: 20 },
  learnt: { total: 48, compulsory: 29, optional: 19 },
  remaining: { total: 2, compulsory: 1, optional: 1 },
};

function answer(ids: readonly string[], signedIn: boolean): Guidance {
  const suggestions = [
    ...(signedIn ? [course('c1', '必修课程')] : []),
    ...(ids.includes('k5')
      ? [course('a1', '兴趣：文艺专业', { resourceType: 'ARTICLE' })]
      : [course('r1', '推荐课程', { creditHour: 0.5 })]),
  ];
  return {
    personalised: signedIn,
    year: 2026,
    hoursMode: 'TOTAL',
    hours: signedIn ? HOURS : null,
    interests: [],
    suggestions,
    suggestedHours: suggestions.reduce((s, c) => s + c.creditHour, 0),
  };
}

// The first antd render in jsdom takes seconds on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

beforeAll(() => {
  setWindowWidth(1366);
});

beforeEach(() => {
  backend = fakeBackend();
  backend.on('GET /api/portal/course/getCategory', [
    { id: 'k1', name: '政治理论', children: [{ id: 'k11', name: '党史' }] },
    { id: 'k5', name: '文艺专业' },
  ]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

const PAGES: TestRoutes = {
  '/intelligentGuidance': <GuidancePage />,
  '/openIntelligentGuidance': <GuidancePage />,
};

describe('GuidancePage for a learner', () => {
  beforeEach(() => {
    appStore.set(userInfoAtom, { id: 'u1', name: '学员' } as UserInfo);
    backend.on(GUIDANCE, (call: FakeCall) => answer(interestsOf(call), true));
  });

  it('shows the remaining hours and the suggestions with their reasons', async () => {
    renderRoutes(PAGES, '/intelligentGuidance');
    expect(await screen.findByText('还需学时')).toBeTruthy();
    expect(screen.getByText('其中必修还需')).toBeTruthy();
    const list = screen.getByRole('list', { name: '推荐课程' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.slice(0, 4))).toEqual([
      '必修课程',
      '推荐课程',
    ]);
    expect(
      within(list).getByRole('link', { name: '课程c1' }).getAttribute('href'),
    ).toBe('/commendIndex/coursedetail?id=c1');
    expect(screen.getByTestId('suggestion-summary').textContent).toBe(
      '共推荐 2 门课程，合计 1.5 学时，暂不足以完成本年度还需的 2 学时',
    );
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    expect(sentInterests()).toContainEqual([]);
  });

  it('picking an interest keeps it in the address and changes the list', async () => {
    const { router } = renderRoutes(PAGES, '/intelligentGuidance');
    const arts = await screen.findByRole('checkbox', { name: '文艺专业' });
    fireEvent.click(arts);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?interests=k5'),
    );
    // A filter, not a navigation: no history entry, no scroll to the top.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(sentInterests().at(-1)).toEqual(['k5']));
    expect(await screen.findByText('兴趣：文艺专业')).toBeTruthy();
    expect(screen.queryByText('推荐课程', { selector: '.ant-tag' })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: '文艺专业' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    // Unticking it removes it from the address again.
    fireEvent.click(screen.getByRole('checkbox', { name: '文艺专业' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(sentInterests().at(-1)).toEqual([]));
  });

  it('sends only known interests from the address', async () => {
    renderRoutes(PAGES, '/intelligentGuidance?interests=zz,k5');
    expect(await screen.findByText('兴趣：文艺专业')).toBeTruthy();
    expect(sentInterests()).toEqual([['k5']]);
  });

  it('shows the error of a failed answer', async () => {
    backend.on(GUIDANCE, backend.failure('推荐服务暂不可用'));
    renderRoutes(PAGES, '/intelligentGuidance');
    await waitFor(() =>
      expect(document.querySelector('.ant-alert-error')?.textContent).toContain(
        '推荐服务暂不可用',
      ),
    );
  });
});

describe('GuidancePage for a visitor', () => {
  beforeEach(() => {
    backend.on(GUIDANCE, (call: FakeCall) => answer(interestsOf(call), false));
  });

  it('offers to sign in and links to the open course pages', async () => {
    renderRoutes(PAGES, '/openIntelligentGuidance?interests=k5');
    const list = await screen.findByRole('list', { name: '推荐课程' });
    expect(
      within(list).getByRole('link', { name: '课程a1' }).getAttribute('href'),
    ).toBe('/openCourseTextDetail?id=a1');
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(
      screen.getByText('登录后可根据您本年度还需完成的学时个性化推荐课程。'),
    ).toBeTruthy();
    expect(screen.queryByText('还需学时')).toBeNull();
    expect(screen.getByTestId('suggestion-summary').textContent).toBe(
      '共推荐 1 门课程，合计 1 学时',
    );
  });

  it('shows the empty state when nothing is suggested', async () => {
    backend.on(GUIDANCE, {
      ...answer([], false),
      suggestions: [],
      suggestedHours: 0,
    });
    renderRoutes(PAGES, '/openIntelligentGuidance');
    expect(await screen.findByText('暂无推荐课程')).toBeTruthy();
  });
});
