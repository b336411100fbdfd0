/**
 * The db file: created from the seed when missing, read and written through
 * json-server's lowdb instance (`router.db`). Writes go to a temporary file
 * in the same folder, are flushed to disk (fsync) and then renamed over the
 * db file, so a crash never leaves it half written. The file being replaced
 * stays as `<db>.bak` (a hard link), which a start uses when the db file
 * itself cannot be read.
 */
import fs from 'node:fs';
import path from 'node:path';

import jsonServer, {
  type JsonRouter,
  type RequestHandler,
  type Response,
} from 'json-server';

import { dbChanged } from './derived';
import { MESSAGES } from './http';
import type { DbState } from '../db-state';

export interface Store {
  /** The live state; mutate it, then call `write()`. */
  state(): DbState;
  /**
   * Saves the state: at once, or with `groupCommit` once the current turn of
   * the event loop is over (one file write for all the changes made by the
   * requests handled in that turn; see `answerAfterWrite`).
   */
  write(): void;
  /** Writes pending changes now; throws when the write fails. */
  flush(): void;
  /**
   * Calls back once the pending changes are on disk (at once when there are
   * none), with the error when writing them failed.
   */
  whenWritten(callback: (err?: unknown) => void): void;
  /**
   * Replaces everything with a fresh seed and writes it; the RSA key pair
   * (`keys`) is kept so that public keys handed out stay valid.
   */
  reset(): void;
  /** json-server router over the same lowdb instance (mounted at /__db). */
  router: JsonRouter<DbState>;
}

/** The previous version of the db file, kept by every write. */
export function backupPathOf(file: string): string {
  return `${file}.bak`;
}

let tempCounter = 0;

/** `<db>.<pid>.<n>.tmp`: unique per process and write. */
function tempPathOf(file: string): string {
  tempCounter += 1;
  return `${file}.${process.pid}.${tempCounter}.tmp`;
}

/** Writes all of `text` through `fd` (fs.writeSync may write less). */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length) {
    offset += fs.writeSync(fd, bytes, offset, bytes.length - offset);
  }
}

/** Makes the rename durable; not every platform can open a folder. */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(folder, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Windows cannot fsync a folder; the rename is still atomic there.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Links the current db file as `<db>.bak` (no copy; the rename that follows
 * gives the db file a new inode, so the two never share content). Best
 * effort: without a db file the old backup stays.
 */
function keepBackup(file: string): void {
  if (!fs.existsSync(file)) return;
  const backup = backupPathOf(file);
  const link = `${backup}.${process.pid}.link`;
  try {
    fs.rmSync(link, { force: true });
    fs.linkSync(file, link);
    fs.renameSync(link, backup);
  } catch {
    // A file system without hard links: no backup.
    fs.rmSync(link, { force: true });
  }
}

/**
 * Replaces `file` with `data` as JSON: write a temporary file in the same
 * folder, fsync it, keep the current file as `<file>.bak`, rename the
 * temporary file over `file`, fsync the folder. Whatever happens before the
 * rename leaves `file` as it was; a failed write removes its temporary file
 * and throws.
 */
export function writeJsonAtomic(file: string, data: unknown): void {
  // No indentation: a third smaller and quicker to produce, and the answers
  // of a whole batch of writes wait for it.
  const text = JSON.stringify(data);
  const tmp = tempPathOf(file);
  try {
    const fd = fs.openSync(tmp, 'w', 0o644);
    try {
      writeAll(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    keepBackup(file);
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  syncFolder(path.dirname(file));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes temporary files that a process killed while writing `file` left
 * behind (`<db>.<pid>.<n>.tmp` of a process that is gone). Returns their
 * names.
 */
export function removeStaleTempFiles(file: string): string[] {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const removed: string[] = [];
  for (const name of fs.readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue;
    const match = /^(\d+)\.\d+\.tmp$/.exec(name.slice(prefix.length));
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid !== process.pid && isRunning(pid)) continue;
    fs.rmSync(path.join(folder, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Builds a fresh db state, stamped with the seed's version (`meta`), and
 * says that version: a db file of another version is not used.
 */
export type SeedSource = (() => DbState) & { readonly version: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed content of a db file when it is a JSON object. */
function readDbObject(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The seed version a db file was written with ('none' before versions). */
function seedVersionOf(db: Record<string, unknown>): number | 'none' {
  const meta = db.meta;
  return isRecord(meta) && typeof meta.seedVersion === 'number'
    ? meta.seedVersion
    : 'none';
}

/**
 * Makes sure `file` holds a usable db:
 * - missing → created from the seed (first start);
 * - unreadable (empty, not JSON, not an object: a hand edit gone wrong, a
 *   copy cut short) → moved aside as `<db>.corrupt-<time>` (never deleted),
 *   then restored from `<db>.bak` (the previous version, kept by every
 *   write) when that is a JSON object of the seed's version, else reseeded
 *   (a backup of another version moved aside too); either way with a
 *   warning naming the files;
 * - written by another seed version (`meta.seedVersion`, or none: a file
 *   older than the versions) → moved aside as `<db>.seed-<version>-<time>`
 *   (never deleted) and reseeded, with a warning naming both files;
 * - otherwise kept as it is.
 * Temporary files left by a process killed while writing are removed.
 */
export function ensureDbFile(
  file: string,
  seed: SeedSource,
  warn: (message: string) => void = (m) => console.warn(m),
): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const name of removeStaleTempFiles(file)) {
    warn(`mock backend: removed ${name}, left by an interrupted write`);
  }
  if (!fs.existsSync(file)) {
    writeJsonAtomic(file, seed());
    return;
  }
  const parsed = readDbObject(file);
  if (!parsed) {
    const aside = `${file}.corrupt-${Date.now()}`;
    fs.renameSync(file, aside);
    const backup = backupPathOf(file);
    const previous = readDbObject(backup);
    const version = previous && seedVersionOf(previous);
    if (previous && version === seed.version) {
      warn(
        `mock backend: ${file} was not a JSON object; moved to ${aside} ` +
          `and restored the previous version from ${backup}`,
      );
      writeJsonAtomic(file, previous);
    } else if (previous) {
      // Kept too: the next write would replace the backup.
      const old = `${file}.seed-${version}-${Date.now()}`;
      fs.renameSync(backup, old);
      warn(
        `mock backend: ${file} was not a JSON object and ${backup} is of ` +
          `seed version ${version}, not ${seed.version}; moved them to ` +
          `${aside} and ${old} and started from the seed`,
      );
      writeJsonAtomic(file, seed());
    } else {
      warn(
        `mock backend: ${file} was not a JSON object and there is no ` +
          `usable ${backup}; moved it to ${aside} and started from the seed`,
      );
      writeJsonAtomic(file, seed());
    }
    return;
  }
  const version = seedVersionOf(parsed);
  if (version !== seed.version) {
    // `.seed-none-…` for a file older than the versions.
    const aside = `${file}.seed-${version}-${Date.now()}`;
    fs.renameSync(file, aside);
    warn(
      `mock backend: ${file} was written by seed version ${version}, not ` +
        `${seed.version}; moved it to ${aside} and started from the seed`,
    );
    writeJsonAtomic(file, seed());
  }
}

interface StoreOptions {
  /**
   * Group commit: `write()` schedules one write at the end of the current
   * turn of the event loop instead of writing at once (the server's mode).
   */
  groupCommit?: boolean;
  /** A scheduled write failed (the state stays in memory and is retried). */
  onWriteError?: (err: unknown) => void;
}

export function openStore(
  file: string,
  seed: SeedSource,
  options: StoreOptions = {},
): Store {
  ensureDbFile(file, seed);
  const router = jsonServer.router<DbState>(file);
  const db = router.db;
  let dirty = false;
  let scheduled = false;
  const waiting: Array<(err?: unknown) => void> = [];

  const flush = () => {
    if (!dirty) return;
    dirty = false;
    try {
      writeJsonAtomic(file, db.getState());
    } catch (err) {
      // Still to be written: the next write (or flush) tries again.
      dirty = true;
      throw err;
    }
  };
  const scheduledFlush = () => {
    scheduled = false;
    let error: unknown;
    try {
      flush();
    } catch (err) {
      error = err ?? new Error('write failed');
      (options.onWriteError ?? ((e) => console.error(e)))(err);
    }
    for (const callback of waiting.splice(0)) callback(error);
  };

  // lowdb's FileSync writes in place; swap in the atomic write. lowdb looks
  // `db.write` up at call time, so chained `.write()` calls use it too.
  db.write = <T>(returnValue?: T): T => {
    dirty = true;
    // Lookups and lists derived before are rebuilt on their next use.
    dbChanged();
    if (!options.groupCommit) {
      flush();
    } else if (!scheduled) {
      scheduled = true;
      setImmediate(scheduledFlush);
    }
    return returnValue as T;
  };
  return {
    router,
    state: () => db.getState(),
    write: () => {
      db.write();
    },
    flush,
    whenWritten: (callback) => {
      if (scheduled) waiting.push(callback);
      else callback();
    },
    reset: () => {
      const keys = db.getState().keys;
      const fresh = seed();
      db.setState(Array.isArray(keys) ? { ...fresh, keys } : fresh);
      db.write();
    },
  };
}

const WRITE_FAILED_BODY = JSON.stringify({
  success: false,
  message: MESSAGES.serverError,
});

/**
 * Holds every answer until the changes pending when it is sent are on disk
 * (group commit): a client that got an answer finds its change in the db
 * file, even when the process dies right after. When that write fails, an
 * answer not yet started becomes 500 系统异常 (the change stays in memory
 * and is written with the next one).
 */
export function answerAfterWrite(store: Store): RequestHandler {
  return (_req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const held = (...args: unknown[]) => {
      store.whenWritten((err) => {
        if (err === undefined || res.headersSent) {
          end(...args);
          return;
        }
        res.statusCode = 500;
        res.removeHeader('ETag');
        res.removeHeader('Content-Encoding');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader(
          'Content-Length',
          String(Buffer.byteLength(WRITE_FAILED_BODY)),
        );
        end(WRITE_FAILED_BODY);
      });
      return res;
    };
    res.end = held as Response['end'];
    next();
  };
}
