import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import {
  MOCK_URL,
  PORTAL_PORT,
  ROOT_DIR,
  RUNTIME_DIR,
  TENANTS,
} from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

/**
 * A tenant the portal has never heard of, added the way an operator adds
 * one: its site configuration (with its capabilities) in the backend and a
 * remote map in the ops configuration. Nothing is built.
 */
const fourth = {
  id: '001.001.077',
  url: `http://001-001-077.localhost:${PORTAL_PORT}`,
  title: '卫生系统干部网络学院',
};
const [main] = TENANTS;
const year = new Date().getFullYear();
const mapFile = path.join(RUNTIME_DIR, 'config/remotes', `${fourth.id}.json`);

/** npm run remotes -- …, on the e2e run's configuration. */
function remotes(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.join(ROOT_DIR, 'tools/remotes.mjs'), ...args],
    {
      env: {
        ...process.env,
        PORTAL_CONFIG_DIR: path.join(RUNTIME_DIR, 'config'),
      },
      encoding: 'utf8',
    },
  );
}

/** When each built app was written: a rebuild would change these. */
function buildTimes(): number[] {
  const site = JSON.parse(
    readFileSync(path.join(RUNTIME_DIR, 'config/site.json'), 'utf8'),
  ) as { shell: string };
  const map = JSON.parse(
    readFileSync(
      path.join(RUNTIME_DIR, 'config/remotes', `${main.id}.json`),
      'utf8',
    ),
  ) as { remotes: Record<string, string> };
  return [
    path.join(ROOT_DIR, 'dist/shell', site.shell, 'index.html'),
    ...Object.values(map.remotes).map((entry) =>
      path.join(ROOT_DIR, 'dist', entry),
    ),
  ].map((file) => statSync(file).mtimeMs);
}

test.beforeEach(async () => {
  await resetBackend();
});

test.afterEach(async () => {
  rmSync(mapFile, { force: true });
  await resetBackend();
});

test('a fourth tenant with split hours is added by configuration alone', async ({
  page,
}) => {
  const builtAt = buildTimes();

  // The backend: the new tenant's site configuration, a copy of 001.001's
  // (red theme, total hours) except for one capability, and its data.
  const added = await fetch(`${MOCK_URL}/__dev/tenant`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      tenantId: fourth.id,
      copyOf: main.id,
      title: fourth.title,
      capabilities: { splitHours: true },
    }),
  });
  expect(added.ok).toBe(true);
  // The ops configuration: the tenant's remote map, the same as 001.001's.
  expect(remotes('add-tenant', fourth.id, main.id)).toContain(fourth.id);

  await page.goto(`${fourth.url}/index`);
  await expect(
    page.getByTestId('mf-home-page').getByRole('heading', { level: 1 }),
  ).toHaveText(`欢迎访问${fourth.title}`);
  await signInFromHeader(page);

  // The shell's welcome box: compulsory and optional, not total and compulsory.
  const welcome = page.getByTestId('welcome-box');
  await expect(welcome).toContainText(
    new RegExp(`${year}年已学必修 \\d+\\.\\d 学时`),
  );
  await expect(welcome).toContainText(/选修 \d+(\.\d+)? 学时/);
  await expect(welcome).not.toContainText('其中必修');

  // mf-personal-center reads the same capability.
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '学习中心' })
    .click();
  const centre = page.getByTestId('mf-personal-center-page');
  await expect(centre.getByText('必修学时', { exact: true })).toBeVisible();
  await expect(centre.getByText('选修学时', { exact: true })).toBeVisible();
  await expect(centre.getByText('总学时')).toHaveCount(0);

  // The other capabilities are the template's: 001.001's header menu.
  await expect(
    page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '网上专题班' }),
  ).toHaveCount(0);

  // Nothing was rebuilt, and the template tenant still counts total hours.
  expect(buildTimes()).toEqual(builtAt);
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await expect(page.getByTestId('welcome-box')).toContainText(
    /其中必修 \d+(\.\d+)? 学时/,
  );
});
