import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { ROOT_DIR, RUNTIME_DIR, TENANTS } from '../support/env';

const SECOND_VERSION = '1.0.1-e2e';

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

  const [main, , blue] = TENANTS;
  const mapFile = path.join(RUNTIME_DIR, 'config/remotes', `${blue.id}.json`);
  const original = readFileSync(mapFile, 'utf8');
  try {
    await page.goto(`${blue.url}/index`);
    await expect(page.getByTestId('remote-version')).toHaveText(
      'mf-home 版本 1.0.0',
    );

    // Ops edit the tenant's remote map.
    const map = JSON.parse(original) as { remotes: Record<string, string> };
    map.remotes.mf_home = `/mf-home/${SECOND_VERSION}/mf-manifest.json`;
    writeFileSync(mapFile, JSON.stringify(map, null, 2));

    await page.reload();
    await expect(page.getByTestId('remote-version')).toHaveText(
      `mf-home 版本 ${SECOND_VERSION}`,
    );
    await page.goto(`${main.url}/index`);
    await expect(page.getByTestId('remote-version')).toHaveText(
      'mf-home 版本 1.0.0',
    );

    // Rolling back is the same edit in reverse.
    writeFileSync(mapFile, original);
    await page.goto(`${blue.url}/index`);
    await expect(page.getByTestId('remote-version')).toHaveText(
      'mf-home 版本 1.0.0',
    );
  } finally {
    writeFileSync(mapFile, original);
  }
  // The shell was not rebuilt.
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
});
