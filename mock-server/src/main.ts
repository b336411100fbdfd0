/**
 * Starts the mock backend.
 *   MOCK_PORT (3000), MOCK_HOST (127.0.0.1), MOCK_DB_FILE
 *   (mock-server/data/db.json), MOCK_QUIET=1 (no access log),
 *   NODE_ENV=production (no development hooks).
 */
import path from 'node:path';

import { createMockServer } from './server';

const DEFAULT_DB_FILE = path.resolve(__dirname, '../data/db.json');

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`MOCK_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const server = await createMockServer({
    port: readPort(process.env.MOCK_PORT),
    host: process.env.MOCK_HOST || '127.0.0.1',
    dbFile: path.resolve(process.env.MOCK_DB_FILE || DEFAULT_DB_FILE),
    dev: process.env.NODE_ENV !== 'production',
  });
  console.log(`mock backend on ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`mock backend: error while stopping (${signal})`, err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('mock backend failed to start:', err);
  process.exit(1);
});
