import {
  expectGivesUpAfter,
  type FakeBackend,
  fakeBackend,
} from '@portal/shared/testing';

import { fetchAcademyCourses, fetchAcademyTopics } from './guidance.api';

const TOPICS = 'POST /pcApi/api/cela/queryTopicPageList';
const COURSES = 'POST /pcApi/api/cela/queryCoursePageList';

const page = (pagesize: number, pagenum: number) => ({
  datalist: [],
  pagesize,
  pagenum,
  totalelements: 0,
  totalpages: 0,
});

let backend: FakeBackend;

beforeEach(() => {
  backend = fakeBackend();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the academy lists', () => {
  it.each([
    [TOPICS, fetchAcademyTopics],
    [COURSES, fetchAcademyCourses],
  ] as const)(
    '%s through /pcApi/, paging in the query, an empty form body',
    async (route, fetchList) => {
      backend.on(route, page(6, 2));
      await expect(fetchList({ pagesize: 6, pagenum: 2 })).resolves.toEqual(
        page(6, 2),
      );
      const [call] = backend.calls(route);
      expect(call?.query.toString()).toBe('pagesize=6&pagenum=2');
      expect(call?.headers.get('Content-Type')).toBe(
        'application/x-www-form-urlencoded;charset=UTF-8',
      );
      expect(call?.body).toEqual({});
    },
  );

  it('waits the /pcApi/ client’s 20 s before giving up', async () => {
    await expectGivesUpAfter(
      () => fetchAcademyTopics({ pagesize: 6, pagenum: 0 }),
      20_000,
    );
  });
});
