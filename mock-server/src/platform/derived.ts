/**
 * Values derived from the db state (lookup indexes, sorted lists), built
 * once and reused while the data they come from cannot have changed.
 *
 * Every change to the state ends with a store write, which calls
 * `dbChanged()`; a value built before is then rebuilt on its next use. A
 * value also belongs to one array: a reset or a filter that replaces the
 * array, or a row added or removed by the handler still running (before its
 * write), gives another array or another length, and the value is rebuilt
 * too. The one change seen only after the write: a handler that gives a
 * row a new key in place (key fields of stored rows — ids, usernames,
 * tenants, tokens — are never changed) and then looks that key up.
 */

let generation = 0;

/** Called by the store on every write: everything derived is stale. */
export function dbChanged(): void {
  generation += 1;
}

interface Entry {
  generation: number;
  length: number;
  value: unknown;
}

/** Past this many values for one array (search texts vary), start over. */
const MAX_VALUES_PER_ARRAY = 256;

const derivedValues = new WeakMap<readonly unknown[], Map<string, Entry>>();

/**
 * `build()`, reused for the same `rows` and `key` until the db is written
 * or `rows` changes length. The value must not be changed by its users.
 */
export function derivedFrom<T>(
  rows: readonly unknown[],
  key: string,
  build: () => T,
): T {
  let values = derivedValues.get(rows);
  if (!values) {
    values = new Map();
    derivedValues.set(rows, values);
  }
  const known = values.get(key);
  if (
    known &&
    known.generation === generation &&
    known.length === rows.length
  ) {
    // Stored by this function for this key, always from build(): a T.
    return known.value as T;
  }
  if (values.size >= MAX_VALUES_PER_ARRAY) values.clear();
  const value = build();
  values.set(key, { generation, length: rows.length, value });
  return value;
}

/** Rows of one array looked up by key. */
interface Index<T> {
  get(key: string): T | undefined;
}

interface BuiltIndex {
  generation: number;
  length: number;
  /** Key → position of its first row. */
  positions: Map<string, number>;
}

const builtIndexes = new WeakMap<readonly unknown[], Map<string, BuiltIndex>>();

/**
 * The rows of `rows` by `keyOf`; the first row wins where keys repeat (as
 * `Array.prototype.find` would). `name` tells the indexes of one array
 * apart. Unlike `derivedFrom`, an index outlives writes that leave its
 * array alone (a write somewhere else is not a reason to rebuild): a hit is
 * checked against the row now at its position, and only a miss after a
 * write rebuilds it.
 */
export function indexBy<T>(
  rows: readonly T[],
  name: string,
  keyOf: (row: T) => string,
): Index<T> {
  let indexes = builtIndexes.get(rows);
  if (!indexes) {
    indexes = new Map();
    builtIndexes.set(rows, indexes);
  }
  const build = (): BuiltIndex => {
    const positions = new Map<string, number>();
    rows.forEach((row, i) => {
      const key = keyOf(row);
      if (!positions.has(key)) positions.set(key, i);
    });
    const built = { generation, length: rows.length, positions };
    indexes.set(name, built);
    return built;
  };
  const lookup = (built: BuiltIndex, key: string): T | undefined => {
    const position = built.positions.get(key);
    if (position === undefined) return undefined;
    const row = rows[position];
    return row !== undefined && keyOf(row) === key ? row : undefined;
  };
  return {
    get(key) {
      let built = indexes.get(name);
      if (!built || built.length !== rows.length) built = build();
      const row = lookup(built, key);
      if (row !== undefined) return row;
      // A miss, or a row replaced in place: sure only when built after the
      // last write.
      if (built.generation === generation && !built.positions.has(key)) {
        return undefined;
      }
      return lookup(build(), key);
    },
  };
}

/** One string of several key parts, unambiguous whatever they hold. */
export function compositeKey(...parts: readonly string[]): string {
  return JSON.stringify(parts);
}
