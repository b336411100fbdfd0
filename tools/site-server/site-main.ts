import path from 'node:path';

import { startGateTimer } from '../delivery/gate.mjs';
import { createSiteServer, listen } from './site-server';

async function main() {
  const root = path.resolve(__dirname, '../..');
  const distDir = process.env.PORTAL_DIST || path.join(root, 'dist');
  const port = Number(process.env.PORTAL_PORT || 8080);
  const configDir =
    process.env.PORTAL_CONFIG_DIR || path.join(distDir, 'config');
  const backend = `http://127.0.0.1:${process.env.MOCK_PORT || 3000}`;
  const number = (name: string) =>
    process.env[name] === undefined ? undefined : Number(process.env[name]);
  const server = createSiteServer({
    distDir,
    configDir,
    backend,
    port,
    // How long the render tier keeps a visitor's backend answers.
    renderCacheMs: number('PORTAL_RENDER_CACHE_MS'),
    // PORTAL_FIRST_SCREEN=0 serves the plain shell for every page.
    render: {
      off: process.env.PORTAL_FIRST_SCREEN === '0',
      budgetMs: number('PORTAL_RENDER_BUDGET_MS'),
      deadlineMs: number('PORTAL_RENDER_DEADLINE_MS'),
    },
  });
  await listen(server, port, process.env.PORTAL_HOST || '127.0.0.1');
  console.log(`[site] 门户站点 http://localhost:${port}`);
  // The canary gate for every tenant, where the maps are (0 turns it off).
  const gateInterval = Number(process.env.PORTAL_GATE_INTERVAL_MS ?? 60_000);
  // A healthy candidate is promoted only if it still fits the shell, as
  // `npm run remotes -- promote` checks.
  const { checkVersion } = await import('../remotes.mjs');
  const stopGate =
    Number.isFinite(gateInterval) && gateInterval > 0
      ? startGateTimer(
          {
            configDir,
            backend: process.env.PORTAL_BACKEND || backend,
            key: process.env.PORTAL_GATE_KEY,
            checkPromotion: checkVersion,
          },
          gateInterval,
          (line) => console.log(`[gate] ${line}`),
        )
      : () => undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopGate();
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}

void main();
