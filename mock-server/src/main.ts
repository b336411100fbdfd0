/**
 * Starts the mock backend and the UKEY simulator.
 *   MOCK_PORT (3000), MOCK_HOST (127.0.0.1), MOCK_DB_FILE
 *   (mock-server/data/db.json), MOCK_QUIET=1 (no access log),
 *   NODE_ENV=production (no development hooks),
 *   UKEY_PORT (23577; `off` starts no simulator),
 *   PORTAL_GATE_KEY (the delivery gate's key; unset: key access off).
 */
import path from 'node:path';

import { DEFAULT_UKEY_PORT } from '@portal/shared/contracts';

import { createMockServer } from './server';

const DEFAULT_DB_FILE = path.resolve(__dirname, '../data/db.json');

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

function readUkeyPort(): number | undefined {
  if (process.env.UKEY_PORT?.trim().toLowerCase() === 'off') return undefined;
  return readPort('UKEY_PORT', DEFAULT_UKEY_PORT);
}

async function main(): Promise<void> {
  const server = await createMockServer({
    port: readPort('MOCK_PORT', 3000),
    host: process.env.MOCK_HOST || '127.0.0.1',
    dbFile: path.resolve(process.env.MOCK_DB_FILE || DEFAULT_DB_FILE),
    dev: process.env.NODE_ENV !== 'production',
    ukeyPort: readUkeyPort(),
    gateKey: process.env.PORTAL_GATE_KEY || undefined,
  });
  console.log(`mock backend on ${server.url}`);
  if (server.ukeyUrl) {
    console.log(`ukey simulator on ${server.ukeyUrl} (PIN 123456)`);
  }

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
