import {
  expectGivesUpAfter,
  type FakeBackend,
  fakeBackend,
} from '@portal/shared/testing';

import { fetchBanners } from './home.api';
import { fetchLives, fetchRecommended, fetchTopics } from './home-blocks.api';

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

let backend: FakeBackend;

beforeEach(() => {
  backend = fakeBackend();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live broadcasts', () => {
  it('POST /apiLive/api/fosung/live/getAllLives with a JSON body', async () => {
    backend.on('POST /apiLive/api/fosung/live/getAllLives', []);
    await expect(fetchLives()).resolves.toEqual([]);
    const [call] = backend.calls('POST /apiLive/api/fosung/live/getAllLives');
    expect(call?.headers.get('Content-Type')).toBe(
      'application/json;charset=UTF-8',
    );
    expect(call?.body).toEqual({});
  });

  it('gives up after the /apiLive client’s 5 s', async () => {
    await expectGivesUpAfter(fetchLives, 5000);
  });
});

describe('the home blocks the seed lists without JSON', () => {
  it.each([
    ['POST /api/portal/banner', fetchBanners],
    ['POST /api/portal/course/recommend', fetchRecommended],
    ['POST /api/subject/queryIndex', fetchTopics],
  ] as const)('%s sends an empty form', async (route, fetchBlock) => {
    backend.on(route, []);
    await expect(fetchBlock()).resolves.toEqual([]);
    const [call] = backend.calls(route);
    expect(call?.headers.get('Content-Type')).toBe(FORM_TYPE);
    expect(call?.body).toEqual({});
  });
});
