import { decycle, toFormBody, toJsonBody, toSearchParams } from './encode';

describe('decycle', () => {
  it('drops circular parent references', () => {
    const parent: Record<string, unknown> = { name: 'p' };
    const child = { name: 'c', parent };
    parent.child = child;
    expect(decycle(parent)).toEqual({ name: 'p', child: { name: 'c' } });
    expect(() => JSON.stringify(decycle(parent))).not.toThrow();
  });

  it('omits an object seen earlier, even when not circular', () => {
    const item = { id: 1 };
    expect(decycle([item, item, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(decycle({ a: item, b: { c: item } })).toEqual({
      a: { id: 1 },
      b: {},
    });
  });

  it('keeps Dates, arrays and primitives', () => {
    const date = new Date(0);
    const result = decycle({ date, list: [1, 'a', null, [2]], n: 0, s: '' });
    expect(result.date).toBe(date);
    expect(result).toEqual({ date, list: [1, 'a', null, [2]], n: 0, s: '' });
    expect(toJsonBody({ date })).toBe('{"date":"1970-01-01T00:00:00.000Z"}');
  });

  it('does not change its input', () => {
    const input: Record<string, unknown> = { a: 1 };
    input.self = input;
    decycle(input);
    expect(input.self).toBe(input);
  });
});

describe('toFormBody', () => {
  it('writes scalars as text, null as empty, leaves undefined out', () => {
    const form = toFormBody({
      a: 1,
      b: true,
      c: null,
      d: undefined,
      e: new Date('2026-01-02T03:04:05.000Z'),
    });
    expect(form.toString()).toBe(
      'a=1&b=true&c=&e=2026-01-02T03%3A04%3A05.000Z',
    );
  });

  it('refuses a nested value instead of sending it as text', () => {
    expect(() => toFormBody({ e: { x: [1] } }, 'letter/detail')).toThrow(
      /letter\/detail: "e" is not a scalar/,
    );
    expect(() => toFormBody({ f: ['p', 'q'] })).toThrow(/"f" is not a scalar/);
  });
});

describe('toSearchParams', () => {
  it('drops undefined and null and repeats array keys', () => {
    expect(
      toSearchParams({ a: 1, b: undefined, c: null, d: ['x', 'y'], e: '' }),
    ).toEqual(
      new URLSearchParams([
        ['a', '1'],
        ['d', 'x'],
        ['d', 'y'],
        ['e', ''],
      ]),
    );
  });
});
