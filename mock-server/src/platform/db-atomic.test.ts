/**
 * Faults: the db file survives a crash during a write (atomic write: temp
 * file, fsync, rename), and a start on an unreadable file neither crashes
 * nor loses data silently (restore from `<db>.bak`, else reseed; warned).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  backupPathOf,
  ensureDbFile,
  openStore,
  removeStaleTempFiles,
  type SeedSource,
  writeJsonAtomic,
} from './db';
import { buildSeed, SEED_VERSION } from '../seed';
import { createMockServer } from '../server';
import { call, login, startTestServer } from '../testing';
import type { DbState } from '../db-state';
import type { SmsMessage } from '../domains/admin-entry';

const dirs: string[] = [];
function tempDbFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-atomic-'));
  dirs.push(dir);
  return path.join(dir, 'db.json');
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function tempFilesIn(folder: string): string[] {
  return fs.readdirSync(folder).filter((name) => name.endsWith('.tmp'));
}

function sms(code: string): SmsMessage {
  return { phone: '13800000000', code, at: '2026-01-01', tenantId: '001.001' };
}

function ioError(code: string): Error {
  return Object.assign(new Error(`${code}: simulated i/o error`), { code });
}

const realWriteSync = fs.writeSync;

/** A stand-in for fs.writeSync that writes half of the bytes, then fails. */
function writesHalfThenFails(code: string) {
  const real = realWriteSync;
  return (fd: number, data: NodeJS.ArrayBufferView | string): number => {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    real(fd, bytes, 0, Math.floor(bytes.byteLength / 2));
    throw ioError(code);
  };
}

/** The seed, built once (building it takes most of a second). */
const SEED = buildSeed();
const seed: SeedSource = Object.assign((): DbState => structuredClone(SEED), {
  version: SEED_VERSION,
});

describe('writeJsonAtomic', () => {
  it('replaces the file and keeps the previous version as .bak', () => {
    const file = tempDbFile();
    writeJsonAtomic(file, { version: 1 });
    expect(fs.existsSync(backupPathOf(file))).toBe(false);
    writeJsonAtomic(file, { version: 2 });
    writeJsonAtomic(file, { version: 3 });
    expect(readJson(file)).toEqual({ version: 3 });
    expect(readJson(backupPathOf(file))).toEqual({ version: 2 });
    // Two files, not two names of one: editing the db leaves the backup.
    fs.writeFileSync(file, 'edited in place');
    expect(readJson(backupPathOf(file))).toEqual({ version: 2 });
    expect(tempFilesIn(path.dirname(file))).toEqual([]);
  });

  it('flushes the temporary file before the rename', () => {
    const file = tempDbFile();
    writeJsonAtomic(file, { version: 1 });
    const order: string[] = [];
    const fsync = vi.spyOn(fs, 'fsyncSync');
    fsync.mockImplementation(() => {
      order.push('fsync');
    });
    const rename = vi.spyOn(fs, 'renameSync');
    rename.mockImplementation((from, to) => {
      order.push(`rename ${path.basename(String(to))}`);
      fs.copyFileSync(from, to);
      fs.rmSync(from);
    });
    writeJsonAtomic(file, { version: 2 });
    // fsync of the file, the backup link's rename, the db's rename, then
    // fsync of the folder.
    expect(order).toEqual([
      'fsync',
      'rename db.json.bak',
      'rename db.json',
      'fsync',
    ]);
  });

  it.each([
    ['the temp file write fails half way', 'writeSync'],
    ['the flush fails', 'fsyncSync'],
    ['the rename fails', 'renameSync'],
  ] as const)(
    'leaves the previous file when %s, and removes the temp file',
    (_label, failing) => {
      const file = tempDbFile();
      writeJsonAtomic(file, { version: 1, rows: ['a'] });
      const error = ioError('EIO');
      if (failing === 'writeSync') {
        vi.spyOn(fs, 'writeSync').mockImplementation(
          writesHalfThenFails('EIO'),
        );
      } else if (failing === 'fsyncSync') {
        vi.spyOn(fs, 'fsyncSync').mockImplementation(() => {
          throw error;
        });
      } else {
        vi.spyOn(fs, 'renameSync').mockImplementation(() => {
          throw error;
        });
      }
      expect(() =>
        writeJsonAtomic(file, { version: 2, rows: ['a', 'b'] }),
      ).toThrow('EIO');
      vi.restoreAllMocks();
      expect(readJson(file)).toEqual({ version: 1, rows: ['a'] });
      expect(tempFilesIn(path.dirname(file))).toEqual([]);
      // The next write goes through.
      writeJsonAtomic(file, { version: 3 });
      expect(readJson(file)).toEqual({ version: 3 });
    },
  );
});

describe('store writes that fail', () => {
  it('keep the last good file; memory keeps the change for the next write', () => {
    const file = tempDbFile();
    const store = openStore(file, seed);
    store.state().smsOutbox.push(sms('111111'));
    store.write();
    vi.spyOn(fs, 'writeSync').mockImplementation(writesHalfThenFails('ENOSPC'));
    store.state().smsOutbox.push(sms('222222'));
    expect(() => store.write()).toThrow('ENOSPC');
    vi.restoreAllMocks();
    const onDisk = readJson(file) as DbState;
    expect(onDisk.smsOutbox.map((m) => m.code)).toEqual(['111111']);
    store.write();
    const after = readJson(file) as DbState;
    expect(after.smsOutbox.map((m) => m.code)).toEqual(['111111', '222222']);
  });

  it('answer 500 JSON; the server keeps answering and the file stays valid', async () => {
    const server = await startTestServer();
    dirs.push(server.dir);
    try {
      const token = await login(server.url, 'learner');
      const first = await call(
        `${server.url}/api/portal/suggest/createSuggest`,
        { headers: { token }, params: { content: '磁盘正常时提交的建议' } },
      );
      expect(first.status).toBe(200);
      const before = fs.readFileSync(server.dbFile, 'utf8');
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(fs, 'fsyncSync').mockImplementation(() => {
        throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
      });
      const failed = await call(
        `${server.url}/api/portal/suggest/createSuggest`,
        { headers: { token }, params: { content: '磁盘故障时提交的建议' } },
      );
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ success: false, message: '系统异常' });
      expect(error).toHaveBeenCalled();
      vi.restoreAllMocks();
      expect(fs.readFileSync(server.dbFile, 'utf8')).toBe(before);
      expect(tempFilesIn(server.dir)).toEqual([]);
      const config = await call(`${server.url}/api/portal/config`);
      expect(config.status).toBe(200);
    } finally {
      await server.dispose();
    }
  });
});

describe('group commit', () => {
  it('writes the changes of one turn of the event loop once', async () => {
    const file = tempDbFile();
    const store = openStore(file, seed, { groupCommit: true });
    const renames = vi.spyOn(fs, 'renameSync');
    store.state().smsOutbox.push(sms('555555'));
    store.write();
    store.state().smsOutbox.push(sms('666666'));
    store.write();
    // Nothing on disk yet: the write waits for the end of the turn.
    expect((readJson(file) as DbState).smsOutbox).toEqual([]);
    await new Promise<void>((resolve, reject) => {
      store.whenWritten((err) => (err ? reject(err) : resolve()));
    });
    const codes = (readJson(file) as DbState).smsOutbox.map((m) => m.code);
    expect(codes).toEqual(['555555', '666666']);
    // One db file rename (plus the backup link's) for both changes.
    const dbRenames = renames.mock.calls.filter(([, to]) => to === file);
    expect(dbRenames).toHaveLength(1);
    // Nothing pending: called back at once.
    let called = false;
    store.whenWritten(() => {
      called = true;
    });
    expect(called).toBe(true);
  });
});

/** What the crash child left: the temp file it was writing. */
interface Crash {
  partial: string;
}

/**
 * Runs the crash child until it reports being half way through a write,
 * then kills it (SIGKILL). The child is killed whatever happens.
 */
async function crashWhileWriting(
  dbFile: string,
  token: string,
): Promise<Crash> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'db-atomic.crash-child.ts'),
      dbFile,
      token,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (_code, signal) => resolve(signal));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('MID-WRITE')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      exited.then(
        () => reject(new Error(`crash child ended early: ${output}`)),
        reject,
      );
    });
    const temps = tempFilesIn(path.dirname(dbFile));
    expect(temps).toHaveLength(1);
    return {
      partial: fs.readFileSync(
        path.join(path.dirname(dbFile), temps[0] ?? ''),
        'utf8',
      ),
    };
  } finally {
    child.kill('SIGKILL');
    await exited.catch(() => null);
  }
}

describe('a process killed while writing', () => {
  it('leaves the previous db file, which the next start loads', async () => {
    const first = await startTestServer({ dev: false });
    dirs.push(first.dir);
    const token = await login(first.url, 'learner');
    const saved = await call(`${first.url}/api/portal/suggest/createSuggest`, {
      headers: { token },
      params: { content: '崩溃前保存的建议' },
    });
    expect(saved.status).toBe(200);
    await first.close();
    const before = fs.readFileSync(first.dbFile, 'utf8');

    const { partial } = await crashWhileWriting(first.dbFile, token);
    // The write was really under way: the temp file holds a JSON prefix.
    expect(partial.length).toBeGreaterThan(1000);
    expect(() => JSON.parse(partial) as unknown).toThrow();

    // The db file is exactly the last good version, valid JSON.
    expect(fs.readFileSync(first.dbFile, 'utf8')).toBe(before);
    expect(tempFilesIn(first.dir)).toHaveLength(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = await createMockServer({
      dbFile: first.dbFile,
      port: 0,
      dev: false,
      quiet: true,
    });
    try {
      // The dead writer's temp file is cleaned up, with a note.
      expect(tempFilesIn(first.dir)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('left by an interrupted write'),
      );
      const mine = await call<{ datalist: Array<{ content: string }> }>(
        `${second.url}/api/portal/suggest/queryMySuggest`,
        { headers: { token }, params: { pagesize: 100 } },
      );
      expect(mine.status).toBe(200);
      const contents = mine.body.data?.datalist.map((s) => s.content);
      expect(contents).toContain('崩溃前保存的建议');
      expect(contents).not.toContain('崩溃时正在写入的建议');
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe('a start on an unreadable db file', () => {
  const unreadable: Array<[string, (good: string) => string]> = [
    ['empty', () => ''],
    ['cut off half way', (good) => good.slice(0, good.length / 2)],
    ['not JSON', () => '<html>oops</html>'],
    ['JSON but not an object', () => '[1, 2, 3]'],
    ['null', () => 'null'],
  ];

  it.each(unreadable)(
    'restores the previous version from .bak when the file is %s',
    (_label, damage) => {
      const file = tempDbFile();
      const store = openStore(file, seed);
      store.state().smsOutbox.push(sms('333333'));
      store.write();
      store.state().smsOutbox.push(sms('444444'));
      store.write();
      const good = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, damage(good));
      const warnings: string[] = [];
      ensureDbFile(file, seed, (m) => warnings.push(m));
      // The write before the last one: at most one write is lost.
      const restored = readJson(file) as DbState;
      expect(restored.smsOutbox.map((m) => m.code)).toEqual(['333333']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('restored the previous version');
      expect(warnings[0]).toContain(backupPathOf(file));
      // The damaged file is kept for inspection, never deleted.
      const aside = fs
        .readdirSync(path.dirname(file))
        .filter((n) => n.startsWith('db.json.corrupt-'));
      expect(aside).toHaveLength(1);
      expect(
        fs.readFileSync(path.join(path.dirname(file), aside[0] ?? ''), 'utf8'),
      ).toBe(damage(good));
    },
  );

  it('reseeds with a warning when there is no usable backup', () => {
    const file = tempDbFile();
    fs.writeFileSync(file, '{"users": [');
    fs.writeFileSync(backupPathOf(file), 'also broken');
    const warnings: string[] = [];
    ensureDbFile(file, seed, (m) => warnings.push(m));
    expect(readJson(file)).toEqual(seed());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('started from the seed');
  });

  it('reseeds when the backup is of another seed version, keeping both files', () => {
    const file = tempDbFile();
    fs.writeFileSync(file, '{"users": [');
    const old = { meta: { seedVersion: SEED_VERSION - 1 }, users: [] };
    fs.writeFileSync(backupPathOf(file), JSON.stringify(old));
    const warnings: string[] = [];
    ensureDbFile(file, seed, (m) => warnings.push(m));
    expect(readJson(file)).toEqual(seed());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`seed version ${SEED_VERSION - 1}`);
    expect(warnings[0]).toContain('started from the seed');
    // Neither is deleted, and the next write cannot replace the old one.
    const names = fs.readdirSync(path.dirname(file));
    expect(names.filter((n) => n.startsWith('db.json.corrupt-'))).toHaveLength(
      1,
    );
    const kept = names.filter((n) =>
      n.startsWith(`db.json.seed-${SEED_VERSION - 1}-`),
    );
    expect(kept).toHaveLength(1);
    expect(readJson(path.join(path.dirname(file), kept[0] ?? ''))).toEqual(old);
    expect(fs.existsSync(backupPathOf(file))).toBe(false);
  });

  it('starts the server on the backup: sessions of the backup still work', async () => {
    const first = await startTestServer({ dev: false });
    dirs.push(first.dir);
    const token = await login(first.url, 'learner');
    // One more write, so that the backup holds the session too.
    await call(`${first.url}/api/portal/suggest/createSuggest`, {
      headers: { token },
      params: { content: '备份里也有的会话' },
    });
    await first.close();
    fs.writeFileSync(first.dbFile, '{"sessions": [{"tok');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = await createMockServer({
      dbFile: first.dbFile,
      port: 0,
      dev: false,
      quiet: true,
    });
    try {
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('restored the previous version'),
      );
      const info = await call(`${second.url}/api/user/info`, {
        headers: { token },
      });
      expect(info.status).toBe(200);
      expect(readJson(first.dbFile)).toMatchObject({
        sessions: expect.arrayContaining([
          expect.objectContaining({ token }),
        ]) as unknown,
      });
    } finally {
      await second.close();
    }
  });
});

describe('removeStaleTempFiles', () => {
  it("removes dead writers' temp files and leaves live ones", async () => {
    const file = tempDbFile();
    const folder = path.dirname(file);
    const dead = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) => {
      dead.once('exit', () => resolve(dead.pid ?? 0));
    });
    const live = `db.json.${process.ppid}.1.tmp`;
    const stale = `db.json.${deadPid}.7.tmp`;
    const unrelated = 'other.json.1.1.tmp';
    for (const name of [live, stale, unrelated]) {
      fs.writeFileSync(path.join(folder, name), '{');
    }
    expect(removeStaleTempFiles(file)).toEqual([stale]);
    expect(tempFilesIn(folder).sort()).toEqual([live, unrelated].sort());
  });
});
