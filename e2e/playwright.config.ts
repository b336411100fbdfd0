import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from './support/chromium.mjs';
import {
  GATE_KEY,
  LANES,
  laneDir,
  lanePorts,
  PORTAL_PORT,
  SITE,
} from './support/env';

const root = path.resolve(__dirname, '..');

/**
 * The specs the `nginx` project runs through nginx and
 * deploy/nginx/portal.conf (E2E_SITE=nginx, a second pass of e2e/run.mjs):
 * the platform (every tenant, every remote, one copy of the shared
 * libraries), the tenant maps switched without a reload, remote failures
 * and the security headers.
 */
const NGINX_SPECS = [
  'portal-navigation.spec.ts',
  'shared-singletons.spec.ts',
  'tenant-remote-map.spec.ts',
  'remote-failure.spec.ts',
  'security.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  outputDir:
    process.env.E2E_OUTPUT_DIR ||
    path.join(root, 'test-results', ...(SITE === 'nginx' ? ['nginx'] : [])),
  // One project per pass: the whole suite on the Node site server, or the
  // nginx specs on nginx; the servers (webServer) follow E2E_SITE.
  projects:
    SITE === 'nginx'
      ? [{ name: 'nginx', testMatch: NGINX_SPECS }]
      : [{ name: 'site' }],
  fullyParallel: false,
  // One worker per lane (see support/env.ts): two on this two-core machine.
  workers: LANES,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORTAL_PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: [
        ...CHROMIUM_ARGS,
        // Tests start the course videos with play(); no click is needed.
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: Array.from({ length: LANES }, (_, lane) => {
    const ports = lanePorts(lane);
    return {
      // The production build, served as `npm start` (or with E2E_SITE=nginx
      // `npm run start:nginx`: nginx, and the site server behind it as the
      // render tier) serves it, on test ports and with a throwaway database
      // and configuration folder per lane. Stopping the command stops all.
      command: `node ${path.join(root, 'tools/start.mjs')}${SITE === 'nginx' ? ' --nginx' : ''}`,
      // Through the site server to the backend: ready only when both are.
      url: `http://127.0.0.1:${ports.portal}/api/portal/subsite`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORTAL_PORT: String(ports.portal),
        MOCK_PORT: String(ports.mock),
        UKEY_PORT: String(ports.ukey),
        PORTAL_RENDER_PORT: String(ports.render),
        PORTAL_CONFIG_DIR: path.join(laneDir(lane), 'config'),
        MOCK_DB_FILE: path.join(laneDir(lane), 'db.json'),
        NGINX_RUNTIME_DIR: path.join(laneDir(lane), 'nginx'),
        MOCK_QUIET: '1',
        PORTAL_GATE_KEY: GATE_KEY,
        // The specs run the gate themselves (remotes gate): a timer could
        // step or roll back a canary between their steps.
        PORTAL_GATE_INTERVAL_MS: '0',
        // The suites of the browser-rendered portal run on the plain
        // shell; tests/shell/first-screen.spec.ts starts a render tier of
        // its own, which draws pages on the server.
        PORTAL_FIRST_SCREEN: '0',
      },
    };
  }),
});
