import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import {
  closeDisplaySettings,
  openDisplaySettings,
  textBelow,
} from '../../support/display-modes';
import { ROOT_DIR, RUNTIME_DIR, TENANTS } from '../../support/env';
import { signInFromHeader } from '../../support/portal';
import {
  countPopstateListeners,
  expectOneRouterPerMount,
} from '../../support/router-leak';

const NAME = 'e2e-demo';
const APP = `mf-${NAME}`;
const env = {
  ...process.env,
  PORTAL_CONFIG_DIR: path.join(RUNTIME_DIR, 'config'),
  NODE_OPTIONS: '--no-deprecation',
};

function node(script: string, args: string[], cwd = ROOT_DIR): string {
  return execFileSync(process.execPath, [script, ...args], {
    cwd,
    env,
    encoding: 'utf8',
  });
}

const [main, , blue] = TENANTS;
const mapFile = path.join(RUNTIME_DIR, 'config/remotes', `${blue.id}.json`);
let originalMap = '';

test.beforeAll(() => {
  test.setTimeout(240_000);
  originalMap = readFileSync(mapFile, 'utf8');
  // A feature team scaffolds a remote and builds it; nothing else rebuilds.
  node(path.join(ROOT_DIR, 'tools/scaffold/new-remote.mjs'), [
    NAME,
    '--no-install',
    '--no-register',
  ]);
  node(
    path.join(ROOT_DIR, 'node_modules/webpack-cli/bin/cli.js'),
    ['--mode', 'production'],
    path.join(ROOT_DIR, APP),
  );
});

test.afterAll(() => {
  writeFileSync(mapFile, originalMap);
  rmSync(path.join(ROOT_DIR, APP), { recursive: true, force: true });
  rmSync(path.join(ROOT_DIR, 'dist', APP), { recursive: true, force: true });
});

test('a scaffolded remote switched on for one tenant serves its page there only', async ({
  page,
}) => {
  await countPopstateListeners(page);
  // Built but not switched on: no tenant has it.
  await page.goto(`${blue.url}/index`);
  await signInFromHeader(page);
  await page.goto(`${blue.url}/e2eDemo`);
  await expect(page.getByText('您访问的页面不存在或已被移除。')).toBeVisible();

  expect(
    node(path.join(ROOT_DIR, 'tools/remotes.mjs'), [
      'use',
      blue.id,
      APP,
      '1.0.0',
    ]),
  ).toContain(`${blue.id}: ${APP} （无） → 1.0.0`);

  await page.reload();
  const demo = page.getByTestId(`${APP}-page`);
  await expect(demo.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(demo).toContainText('欢迎使用新模块。');

  // The scaffold knows nothing of the display modes, and follows them.
  const settings = await openDisplaySettings(page);
  await settings.getByRole('switch', { name: '长者模式' }).click();
  await closeDisplaySettings(page);
  expect(await textBelow(page, 18)).toEqual([]);
  expect(
    await demo
      .getByRole('heading', { level: 1 })
      .evaluate((h) => parseFloat(getComputedStyle(h).fontSize)),
  ).toBeGreaterThanOrEqual(30);
  await (
    await openDisplaySettings(page)
  )
    .getByRole('button', { name: '恢复默认' })
    .click();
  await closeDisplaySettings(page);

  // Mounted, unmounted and mounted again: one router per mount, each
  // disposed when single-spa unmounts the remote.
  await expectOneRouterPerMount(page, [
    { path: '/e2eDemo', shown: (p) => p.getByTestId(`${APP}-page`) },
    { path: '/index', shown: (p) => p.getByTestId('mf-home-page') },
  ]);

  // The other tenant is unchanged.
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await page.goto(`${main.url}/e2eDemo`);
  await expect(page.getByText('您访问的页面不存在或已被移除。')).toBeVisible();
  await expect(page.getByTestId(`${APP}-page`)).toHaveCount(0);
});
