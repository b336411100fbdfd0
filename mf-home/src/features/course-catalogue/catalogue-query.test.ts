import {
  readCatalogueState,
  toCourseQuery,
  withFilter,
  writeCatalogueState,
} from './catalogue-query';

describe('catalogue query', () => {
  it('reads every filter from the address and ignores unknown values', () => {
    const state = readCatalogueState(
      new URLSearchParams(
        'categoryId=k2&isCompulsory=1&resourceType=ARTICLE&studyStatus=2' +
          '&duration=long&sort=views&name=%E5%85%9A%E5%8F%B2&page=3',
      ),
    );
    expect(state).toEqual({
      categoryId: 'k2',
      isCompulsory: '1',
      resourceType: 'ARTICLE',
      studyStatus: '2',
      duration: 'long',
      sort: 'views',
      name: '党史',
      page: 3,
    });
    expect(
      readCatalogueState(
        new URLSearchParams('isCompulsory=yes&duration=huge&page=-2&name=%20'),
      ),
    ).toEqual({
      categoryId: undefined,
      isCompulsory: undefined,
      resourceType: undefined,
      studyStatus: undefined,
      duration: undefined,
      sort: undefined,
      name: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const text = 'isCompulsory=0&studyStatus=1&name=%E5%AD%A6&page=2';
    const state = readCatalogueState(new URLSearchParams(text));
    expect(writeCatalogueState(state).toString()).toBe(text);
    expect(writeCatalogueState({ page: 1 }).toString()).toBe('');
  });

  it('a filter change goes back to the first page', () => {
    const next = withFilter({ page: 4, sort: 'views' }, 'duration', 'short');
    expect(next).toEqual({ page: 1, sort: 'views', duration: 'short' });
    expect(withFilter(next, 'duration', '')).toEqual({
      page: 1,
      sort: 'views',
      duration: undefined,
    });
  });

  it('builds the request body (0-based page, newest by default)', () => {
    expect(
      toCourseQuery({ page: 2, categoryId: 'k1', isCompulsory: '0' }, 12),
    ).toEqual({
      pagesize: 12,
      pagenum: 1,
      categoryId: 'k1',
      isCompulsory: '0',
      sort: 'newest',
    });
  });
});
