import { describe, expect, it } from 'vitest';

import { compositeKey, dbChanged, derivedFrom, indexBy } from './derived';

interface Row {
  id: string;
  name: string;
}

const byId = (rows: Row[]) => indexBy(rows, 'id', (r) => r.id);

describe('indexBy', () => {
  it('finds rows by key; the first row wins where keys repeat', () => {
    const rows: Row[] = [
      { id: 'a', name: 'first a' },
      { id: 'b', name: 'b' },
      { id: 'a', name: 'second a' },
    ];
    expect(byId(rows).get('a')?.name).toBe('first a');
    expect(byId(rows).get('b')?.name).toBe('b');
    expect(byId(rows).get('c')).toBeUndefined();
  });

  it('sees rows added or removed before any write', () => {
    const rows: Row[] = [{ id: 'a', name: 'a' }];
    expect(byId(rows).get('b')).toBeUndefined();
    rows.push({ id: 'b', name: 'b' });
    expect(byId(rows).get('b')?.name).toBe('b');
    rows.splice(0, 1);
    expect(byId(rows).get('a')).toBeUndefined();
    expect(byId(rows).get('b')?.name).toBe('b');
  });

  it('gives the row now in place, and finds a new key after the write', () => {
    const rows: Row[] = [
      { id: 'a', name: 'a' },
      { id: 'b', name: 'b' },
    ];
    expect(byId(rows).get('a')?.name).toBe('a');
    rows.splice(0, 1, { id: 'a', name: 'new a' });
    expect(byId(rows).get('a')?.name).toBe('new a');
    // A new key in place: the old one is gone at once.
    rows[0] = { id: 'z', name: 'z' };
    expect(byId(rows).get('a')).toBeUndefined();
    expect(byId(rows).get('z')?.name).toBe('z');
    // The new key is found once written.
    rows[1] = { id: 'c', name: 'c' };
    dbChanged();
    expect(byId(rows).get('c')?.name).toBe('c');
    expect(byId(rows).get('b')).toBeUndefined();
  });

  it('keeps one index per array and name', () => {
    const rows: Row[] = [{ id: 'a', name: 'x' }];
    const byName = indexBy(rows, 'name', (r) => r.name);
    expect(byName.get('x')?.id).toBe('a');
    expect(byId(rows).get('a')?.name).toBe('x');
    const other = rows.filter(() => true);
    other.push({ id: 'b', name: 'y' });
    expect(byId(other).get('b')?.name).toBe('y');
    expect(byId(rows).get('b')).toBeUndefined();
  });
});

describe('derivedFrom', () => {
  it('reuses the value until the db is written', () => {
    const rows = [3, 1, 2];
    let builds = 0;
    const sorted = () =>
      derivedFrom(rows, 'sorted', () => {
        builds += 1;
        return [...rows].sort((a, b) => a - b);
      });
    expect(sorted()).toEqual([1, 2, 3]);
    expect(sorted()).toBe(sorted());
    expect(builds).toBe(1);
    // Changed in place (same length): seen once written.
    rows[0] = 0;
    dbChanged();
    expect(sorted()).toEqual([0, 1, 2]);
    expect(builds).toBe(2);
  });

  it('rebuilds when a row is added before the write', () => {
    const rows = [1];
    const total = () =>
      derivedFrom(rows, 'total', () => rows.reduce((s, n) => s + n, 0));
    expect(total()).toBe(1);
    rows.push(2);
    expect(total()).toBe(3);
  });

  it('keeps values of different keys apart', () => {
    const rows = ['b', 'a'];
    const first = derivedFrom(rows, compositeKey('x', 'y'), () => 'one');
    const second = derivedFrom(rows, compositeKey('x\u0000', 'y'), () => 'two');
    expect(first).toBe('one');
    expect(second).toBe('two');
    expect(compositeKey('a', 'b')).not.toBe(compositeKey('a\u0000b'));
  });
});
