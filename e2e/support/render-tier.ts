import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

import { expect } from '@playwright/test';

import {
  MOCK_PORT,
  PORTAL_PORT,
  ROOT_DIR,
  RUNTIME_DIR,
  TENANTS as LANE_TENANTS,
} from './env';

/**
 * The lanes' portals serve the plain shell (the suites of the browser's
 * rendering run on it); a spec about the first screen starts a render
 * tier of its own beside its lane, on the same build, configuration and
 * backend, and stops it after. Its port is the lane's portal port + 7,
 * free in both passes.
 */
const RENDER_PORT = PORTAL_PORT + 7;

/** The lane's tenants, their addresses on the lane's render tier. */
const onRenderTier = <T extends { url: string }>(tenant: T): T => ({
  ...tenant,
  url: tenant.url.replace(`:${PORTAL_PORT}`, `:${RENDER_PORT}`),
});
const TENANTS = [
  onRenderTier(LANE_TENANTS[0]),
  onRenderTier(LANE_TENANTS[1]),
  onRenderTier(LANE_TENANTS[2]),
] as const;

/**
 * The page as the server answers it, for a tenant's host: what a phone's
 * webview receives before any script has run.
 */
function pageHtml(
  tenantUrl: string,
  address: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
}> {
  const host = new URL(tenantUrl).host;
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: new URL(tenantUrl).port,
          path: address,
          headers: {
            host,
            'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
            ...headers,
          },
        },
        (res) => {
          let html = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (html += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              html,
            }),
          );
        },
      )
      .on('error', reject);
  });
}

/** The text of #portal-root, without markup, styles or the state. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="portal-root"'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The lane's render tier: its tenants' addresses and how to read its pages. */
export function renderTierOfLane() {
  return { tenants: TENANTS, pageHtml, rootText };
}

/**
 * Starts the lane's render tier, up once it answers a page drawn on the
 * server; resolves to what stops it. Nothing is kept between requests
 * (specs change the backend's data and the maps, and load at once).
 */
export async function startRenderTier(
  options: { budgetMs?: number } = {},
): Promise<() => void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'tools/site-server/site-main.ts')],
    {
      env: {
        ...process.env,
        PORTAL_PORT: String(RENDER_PORT),
        PORTAL_HOST: '127.0.0.1',
        MOCK_PORT: String(MOCK_PORT),
        PORTAL_CONFIG_DIR: path.join(RUNTIME_DIR, 'config'),
        PORTAL_GATE_INTERVAL_MS: '0',
        PORTAL_FIRST_SCREEN: '1',
        PORTAL_RENDER_CACHE_MS: '0',
        PORTAL_RENDER_BUDGET_MS: String(options.budgetMs ?? 5000),
        PORTAL_RENDER_DEADLINE_MS: '10000',
      },
      stdio: 'ignore',
    },
  );
  const stop = () => void child.kill();
  try {
    await expect
      .poll(
        async () =>
          (
            await pageHtml(TENANTS[0].url, '/index').catch(() => null)
          )?.html.includes('data-first-screen="mf-home@') ?? false,
        { timeout: 60_000 },
      )
      .toBe(true);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
