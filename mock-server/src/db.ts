/**
 * The db file: created from the seed when missing, read and written through
 * json-server's lowdb instance (`router.db`). Writes go to a temporary file
 * that is then renamed over the db file, so a crash never leaves it half
 * written.
 */
import fs from 'node:fs';
import path from 'node:path';

import jsonServer, { type JsonRouter } from 'json-server';

import { buildSeed } from './seed';
import { XSS_NOTICE } from './seed/home';
import type { DbState } from './types';

export interface Store {
  /** The live state; mutate it, then call `write()`. */
  state(): DbState;
  write(): void;
  /**
   * Replaces everything with a fresh seed and writes it; the RSA key pair
   * (`keys`) is kept so that public keys handed out stay valid.
   */
  reset(): void;
  /** json-server router over the same lowdb instance (mounted at /__db). */
  router: JsonRouter<DbState>;
}

export function writeJsonAtomic(file: string, data: unknown): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(data, null, 2));
  fs.renameSync(tmp, file);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Collections whose record shape changed; an older file's rows are replaced
 * by the seed's when they fail the check.
 */
const UPGRADES: Partial<Record<keyof DbState, (row: unknown) => boolean>> = {
  // Yearly hours became per tenant.
  yearHours: (row) => isRecord(row) && typeof row.tenantId === 'string',
  // Columns gained short text articles.
  columns: (row) => isRecord(row) && Array.isArray(row.articles),
};

/**
 * Collections that must hold a given row; an older file's collection is
 * replaced by the seed's when the check fails.
 */
const COLLECTION_UPGRADES: Partial<
  Record<keyof DbState, (rows: unknown[]) => boolean>
> = {
  // The notice with markup for the sanitising tests (seed/home.ts).
  articles: (rows) =>
    rows.some((row) => isRecord(row) && row.title === XSS_NOTICE.title),
};

/**
 * Makes sure `file` holds a usable db: seeds it when missing or empty, moves
 * an unreadable file aside (reseeding), adds collections that an older file
 * lacks and reseeds collections whose rows have an outdated shape.
 */
export function ensureDbFile(
  file: string,
  seed: () => DbState = () => buildSeed(),
  warn: (message: string) => void = (m) => console.warn(m),
): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (text.trim() === '') {
    writeJsonAtomic(file, seed());
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed)) {
    const aside = `${file}.corrupt-${Date.now()}`;
    fs.renameSync(file, aside);
    warn(`mock backend: ${file} was not a JSON object; moved to ${aside}`);
    writeJsonAtomic(file, seed());
    return;
  }
  const fresh = seed();
  let changed = false;
  for (const key of Object.keys(fresh) as Array<keyof DbState>) {
    const rows = parsed[key];
    const current = UPGRADES[key];
    const complete = COLLECTION_UPGRADES[key];
    if (
      !Array.isArray(rows) ||
      (current && !rows.every(current)) ||
      (complete && !complete(rows))
    ) {
      parsed[key] = fresh[key];
      changed = true;
    }
  }
  if (changed) writeJsonAtomic(file, parsed);
}

export function openStore(
  file: string,
  seed: () => DbState = () => buildSeed(),
): Store {
  ensureDbFile(file, seed);
  const router = jsonServer.router<DbState>(file);
  const db = router.db;
  // lowdb's FileSync writes in place; swap in the atomic write. lowdb looks
  // `db.write` up at call time, so chained `.write()` calls use it too.
  db.write = <T>(returnValue?: T): T => {
    writeJsonAtomic(file, db.getState());
    return returnValue as T;
  };
  return {
    router,
    state: () => db.getState(),
    write: () => {
      db.write();
    },
    reset: () => {
      const keys = db.getState().keys;
      const fresh = seed();
      db.setState(Array.isArray(keys) ? { ...fresh, keys } : fresh);
      db.write();
    },
  };
}
