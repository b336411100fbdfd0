/**
 * Child process of db-atomic.test.ts: starts the mock backend on a db file,
 * then sends a suggestion whose write stops half way through the temporary
 * file. It prints `MID-WRITE` and blocks until the test kills it
 * (SIGKILL), as a crash during a write would.
 *
 *   node --import tsx platform/db-atomic.crash-child.ts <db file> <token>
 */
import fs from 'node:fs';

import { createMockServer } from '../server';

const realWriteSync = fs.writeSync;

/** Writes half of the first db write's bytes, reports, then blocks. */
function stopHalfWay(fd: number, buffer: Buffer, offset: number): never {
  const length = Math.floor((buffer.length - offset) / 2);
  realWriteSync(fd, buffer, offset, length);
  realWriteSync(1, 'MID-WRITE\n');
  // Blocks the whole process (event loop included) until it is killed; a
  // minute later it gives up, should the test have gone away.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  process.exit(2);
}

async function main(): Promise<void> {
  const [dbFile, token] = process.argv.slice(2);
  if (!dbFile || !token) throw new Error('usage: <db file> <token>');
  const server = await createMockServer({
    dbFile,
    port: 0,
    dev: false,
    quiet: true,
  });
  // platform/db.ts calls fs.writeSync(fd, buffer, offset, length) for the temp file.
  Object.assign(fs, {
    writeSync: (fd: number, buffer: unknown, offset?: unknown) =>
      Buffer.isBuffer(buffer) && typeof offset === 'number'
        ? stopHalfWay(fd, buffer, offset)
        : Reflect.apply(realWriteSync, fs, [fd, buffer, offset]),
  });
  await fetch(`${server.url}/api/portal/suggest/createSuggest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ content: '崩溃时正在写入的建议' }).toString(),
  });
  throw new Error('the write was expected to block');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
