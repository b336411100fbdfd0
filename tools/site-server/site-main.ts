import path from 'node:path';

import { createSiteServer, listen } from './site-server';

async function main() {
  const root = path.resolve(__dirname, '../..');
  const distDir = process.env.PORTAL_DIST || path.join(root, 'dist');
  const port = Number(process.env.PORTAL_PORT || 8080);
  const server = createSiteServer({
    distDir,
    configDir: process.env.PORTAL_CONFIG_DIR || path.join(distDir, 'config'),
    backend: `http://127.0.0.1:${process.env.MOCK_PORT || 3000}`,
    port,
  });
  await listen(server, port, process.env.PORTAL_HOST || '127.0.0.1');
  console.log(`[site] 门户站点 http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}

void main();
