/**
 * Runs the UKEY simulator on its own (`npm run start -w
 * @portal/ukey-simulator`; the mock backend normally starts it in-process):
 *   UKEY_PORT (23577), UKEY_DATA_DIR (mock-server/data/ukey, the backend's
 *   folder, so that the backend trusts the key's certificate).
 */
import path from 'node:path';

import { DEFAULT_UKEY_PORT } from '@portal/shared/contracts';

import { createUkeySimulator } from './simulator';
import { UKEY_PIN } from './virtual-key';

const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../mock-server/data/ukey');

async function main(): Promise<void> {
  const raw = process.env.UKEY_PORT;
  const port = raw ? Number(raw) : DEFAULT_UKEY_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`UKEY_PORT must be a port number, got "${raw}"`);
  }
  const simulator = await createUkeySimulator({
    port,
    dataDir: path.resolve(process.env.UKEY_DATA_DIR || DEFAULT_DATA_DIR),
    log: (message) => console.log(message),
  });
  console.log(`ukey simulator on ${simulator.url} (PIN ${UKEY_PIN})`);
  const stop = () => {
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('ukey simulator failed to start:', err);
  process.exit(1);
});
