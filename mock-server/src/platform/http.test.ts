import { describe, expect, it } from 'vitest';

import { HttpError, optionalInt, paginate, readPaging } from './http';

describe('readPaging', () => {
  it('defaults to pagesize 10, pagenum 0', () => {
    expect(readPaging({})).toEqual({ pagesize: 10, pagenum: 0 });
  });

  it('accepts numbers and numeric strings', () => {
    expect(readPaging({ pagesize: '20', pagenum: 2 })).toEqual({
      pagesize: 20,
      pagenum: 2,
    });
  });

  it('clamps pagesize to 1..100 and pagenum to >= 0', () => {
    expect(readPaging({ pagesize: 0, pagenum: -3 })).toEqual({
      pagesize: 1,
      pagenum: 0,
    });
    expect(readPaging({ pagesize: '1000' }).pagesize).toBe(100);
  });

  it.each([['abc'], ['1.5'], [1.5], [true], [['1', '2']], [{}]])(
    'rejects %j with a 400',
    (value) => {
      let error: unknown;
      try {
        readPaging({ pagesize: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toBe('参数pagesize必须是整数');
    },
  );
});

describe('optionalInt', () => {
  it('treats empty values as absent', () => {
    expect(optionalInt({ a: '' }, 'a')).toBeUndefined();
    expect(optionalInt({ a: null }, 'a')).toBeUndefined();
    expect(optionalInt({}, 'a')).toBeUndefined();
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('returns the page and the totals', () => {
    expect(paginate(items, { pagesize: 10, pagenum: 2 })).toEqual({
      datalist: [20, 21, 22],
      pagenum: 2,
      pagesize: 10,
      totalelements: 23,
      totalpages: 3,
    });
  });

  it('gives an empty page past the end and 0 pages for no items', () => {
    expect(paginate(items, { pagesize: 10, pagenum: 5 }).datalist).toEqual([]);
    expect(paginate([], { pagesize: 10, pagenum: 0 })).toMatchObject({
      totalelements: 0,
      totalpages: 0,
    });
  });
});
