import {
  readPage,
  readText,
  toPaging,
  withPage,
  withParam,
} from './url-paging';

const query = (text: string) => new URLSearchParams(text);

describe('url paging', () => {
  it('reads the 1-based page; anything but 2, 3, … is the first page', () => {
    expect(readPage(query('page=3'))).toBe(3);
    for (const text of [
      '',
      'page=1',
      'page=0',
      'page=-2',
      'page=2.5',
      'page=x',
      'page=99999999999999999999',
    ]) {
      expect(readPage(query(text))).toBe(1);
    }
  });

  it('changes the page and keeps the other values; page 1 is left out', () => {
    const next = withPage(query('name=%E6%B3%95%E6%B2%BB&tab=k1'), 2);
    expect(next.toString()).toBe('name=%E6%B3%95%E6%B2%BB&tab=k1&page=2');
    expect(withPage(next, 1).toString()).toBe('name=%E6%B3%95%E6%B2%BB&tab=k1');
  });

  it('a new search or tab starts again from the first page', () => {
    const params = query('id=7&name=old&page=4');
    expect(withParam(params, 'name', '  法治 ').toString()).toBe(
      `id=7&name=${encodeURIComponent('法治')}`,
    );
    expect(withParam(params, 'name', ' ').toString()).toBe('id=7');
    expect(withParam(params, 'name', undefined).toString()).toBe('id=7');
    // The original is untouched.
    expect(params.toString()).toBe('id=7&name=old&page=4');
  });

  it('reads trimmed values and the 0-based request page', () => {
    expect(readText(query('name=%20a%20'), 'name')).toBe('a');
    expect(readText(query('name=%20'), 'name')).toBeUndefined();
    expect(readText(query(''), 'name')).toBeUndefined();
    expect(toPaging(3, 6)).toEqual({ pagesize: 6, pagenum: 2 });
  });
});
