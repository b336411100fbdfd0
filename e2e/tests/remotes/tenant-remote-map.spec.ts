import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { ROOT_DIR, RUNTIME_DIR, TENANTS } from '../../support/env';
import { signInFromHeader } from '../../support/portal';
import { renderTierOfLane, startRenderTier } from '../../support/render-tier';

const SECOND_VERSION = '1.0.1-e2e';

/**
 * Opens /__portal/status inside the page (so the remotes loaded so far
 * count) and reads mf-home's row: configured and loaded version.
 */
async function expectStatus(page: Page, version: string) {
  await page.evaluate(() => history.pushState(null, '', '/__portal/status'));
  const row = page
    .getByTestId('portal-status')
    .getByRole('row')
    .filter({ hasText: 'mf_home' });
  await expect(row.getByRole('cell').nth(1)).toHaveText(version);
  await expect(row.getByRole('cell').nth(2)).toHaveText(version);
  await expect(row).toContainText(`/mf-home/${version}/mf-manifest.json`);
  await expect(row).toContainText(/\d+ ms/);
  await page.goBack();
}

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

/**
 * A second build of mf-home beside the first, made once for the run: the
 * nginx pass reuses the one the site pass made, unless the first version
 * was built again since.
 */
function buildSecondVersion() {
  const manifest = (version: string) =>
    path.join(ROOT_DIR, 'dist/mf-home', version, 'mf-manifest.json');
  const builtAt = (file: string) =>
    existsSync(file) ? statSync(file).mtimeMs : -1;
  if (builtAt(manifest(SECOND_VERSION)) > builtAt(manifest('1.0.0'))) return;
  execFileSync(
    process.execPath,
    [
      path.join(ROOT_DIR, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
    ],
    {
      cwd: path.join(ROOT_DIR, 'mf-home'),
      env: {
        ...process.env,
        APP_VERSION: SECOND_VERSION,
        NODE_OPTIONS: '--no-deprecation',
      },
      stdio: 'ignore',
    },
  );
}

test('pointing one tenant at another build of mf-home changes only that tenant, with nothing rebuilt', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A feature team deploys a second version of mf-home beside the first.
  const site = JSON.parse(
    readFileSync(path.join(RUNTIME_DIR, 'config/site.json'), 'utf8'),
  ) as { shell: string };
  const shellIndex = path.join(
    ROOT_DIR,
    'dist/shell',
    site.shell,
    'index.html',
  );
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  buildSecondVersion();

  const [main, , blue] = TENANTS;
  // The page as the render tier draws it for the tenant, before any script.
  const stopRenderTier = await startRenderTier();
  const drawn = renderTierOfLane();
  const blueHtml = async () =>
    (await drawn.pageHtml(drawn.tenants[2].url, '/index')).html;
  const mapFile = path.join(RUNTIME_DIR, 'config/remotes', `${blue.id}.json`);
  const original = readFileSync(mapFile, 'utf8');
  try {
    // An operator watches the tenant's status page while switching.
    await page.goto(`${blue.url}/index`);
    await signInFromHeader(page, 'admin');
    await expect(page.getByTestId('remote-version')).toHaveText(
      'mf-home 版本 1.0.0',
    );
    await expectStatus(page, '1.0.0');
    expect(await blueHtml()).toContain('data-first-screen="mf-home@1.0.0"');

    // Ops point the tenant at the new build with the remotes command.
    expect(remotes('use', blue.id, 'mf-home', SECOND_VERSION)).toContain(
      `${blue.id}: mf-home 1.0.0 → ${SECOND_VERSION}`,
    );
    expect(remotes('diff', main.id, blue.id)).toContain(
      `${main.id}: 1.0.0  ${blue.id}: ${SECOND_VERSION}`,
    );

    // The next page is drawn on the server by the new build's server
    // build, with neither the shell nor the render tier restarted.
    const switched = await blueHtml();
    expect(switched).toContain(`data-first-screen="mf-home@${SECOND_VERSION}"`);
    expect(drawn.rootText(switched)).toContain(
      `mf-home 版本 ${SECOND_VERSION}`,
    );

    await page.reload();
    await expect(page.getByTestId('remote-version')).toHaveText(
      `mf-home 版本 ${SECOND_VERSION}`,
    );
    await expectStatus(page, SECOND_VERSION);
    await page.goto(`${main.url}/index`);
    await expect(page.getByTestId('remote-version')).toHaveText(
      'mf-home 版本 1.0.0',
    );

    // Rolling back returns to the version before the last switch.
    expect(remotes('rollback', blue.id, 'mf-home')).toContain(
      `${blue.id}: mf-home ${SECOND_VERSION} → 1.0.0`,
    );
    expect(await blueHtml()).toContain('data-first-screen="mf-home@1.0.0"');
    await page.goto(`${blue.url}/index`);
    await expect(page.getByTestId('remote-version')).toHaveText(
      'mf-home 版本 1.0.0',
    );
  } finally {
    writeFileSync(mapFile, original);
    stopRenderTier();
  }
  // The shell was not rebuilt.
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
});
