import { ApiError } from '@portal/shared/api';
import {
  type FakeBackend,
  fakeBackend,
  silentBackend,
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
    vi.useFakeTimers();
    const { sent } = silentBackend();
    let settled: unknown = null;
    const call = fetchAcademyTopics({ pagesize: 6, pagenum: 0 }).catch(
      (error: unknown) => {
        settled = error;
      },
    );
    await sent;
    await vi.advanceTimersByTimeAsync(19999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ApiError);
  });
});
