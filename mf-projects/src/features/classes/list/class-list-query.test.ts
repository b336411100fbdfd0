import {
  readClassListState,
  toClassQuery,
  withFilter,
  writeClassListState,
} from './class-list-query';

describe('class list query', () => {
  it('reads filters and the page, ignoring unknown values', () => {
    expect(
      readClassListState(
        new URLSearchParams('year=2026&status=ENDED&name=%20法治%20&page=3'),
      ),
    ).toEqual({ year: 2026, status: 'ENDED', name: '法治', page: 3 });
    expect(
      readClassListState(
        new URLSearchParams('year=abc&status=RUNNING&page=-2&city=&orgId=O1'),
      ),
    ).toEqual({ page: 1, orgId: 'O1' });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeClassListState({ page: 1 }).toString()).toBe('');
    const state = { year: 2027, status: 'IN_PROGRESS' as const, page: 2 };
    const written = writeClassListState(state);
    expect(written.toString()).toBe('year=2027&status=IN_PROGRESS&page=2');
    expect(readClassListState(written)).toEqual(state);
  });

  it('starts from page 1 when a filter changes, and drops empty filters', () => {
    const state = { year: 2026, name: '法治', page: 4 };
    expect(withFilter(state, 'status', 'ENDED')).toEqual({
      year: 2026,
      name: '法治',
      status: 'ENDED',
      page: 1,
    });
    expect(withFilter(state, 'name', '')).toEqual({ year: 2026, page: 1 });
    expect(withFilter(state, 'year', undefined)).toEqual({
      name: '法治',
      page: 1,
    });
  });

  it('turns the state into a 0-based query', () => {
    expect(toClassQuery({ year: 2026, city: '天津市', page: 3 }, 8)).toEqual({
      pagesize: 8,
      pagenum: 2,
      year: 2026,
      city: '天津市',
    });
  });
});
