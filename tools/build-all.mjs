// @ts-check
/**
 * Builds the apps into dist/<app>/<version>/ (only the missing ones unless
 * --all) and writes the deployment configuration ops edit afterwards:
 * dist/config/site.json (which shell version serves the site) and
 * dist/config/remotes/<tenantId>.json (each tenant's remote map). Existing
 * configuration is kept unless it points at a build that does not exist.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  APPS,
  CONFIG_DIR,
  CORE_REMOTES,
  DIST,
  REMOTES,
  ROOT,
  TENANTS,
  appVersion,
  isBuilt,
} from './apps.mjs';

const all = process.argv.includes('--all');

/** @param {string} app */
function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
      ],
      {
        cwd: path.join(ROOT, app),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
      },
    );
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(
          `[build] ${app} ${appVersion(app)} 完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        resolve(undefined);
      } else reject(new Error(`${app} build failed (${code})`));
    });
  });
}

/** Two builds at a time: the machine has two cores. @param {string[]} apps */
async function buildApps(apps) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  };
  await Promise.all([worker(), worker()]);
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function writeConfig() {
  mkdirSync(path.join(CONFIG_DIR, 'remotes'), { recursive: true });
  const siteFile = path.join(CONFIG_DIR, 'site.json');
  const site = readJson(siteFile);
  if (!site || !isBuilt('shell', site.shell)) {
    writeFileSync(
      siteFile,
      `${JSON.stringify({ shell: appVersion('shell') }, null, 2)}\n`,
    );
  }
  for (const tenant of TENANTS) {
    const file = path.join(CONFIG_DIR, 'remotes', `${tenant}.json`);
    const current = readJson(file);
    const remotes = { ...(current?.remotes ?? {}) };
    let changed = !current;
    for (const [app, container] of Object.entries(REMOTES)) {
      // An added remote joins a tenant's map only through `remotes use`.
      if (!CORE_REMOTES.includes(app) && !remotes[container]) continue;
      const version = /\/([^/]+)\/mf-manifest\.json$/.exec(
        remotes[container] ?? '',
      )?.[1];
      if (!version || !isBuilt(app, version)) {
        remotes[container] = `/${app}/${appVersion(app)}/mf-manifest.json`;
        changed = true;
      }
    }
    if (changed) {
      writeFileSync(
        file,
        `${JSON.stringify({ tenantId: tenant, remotes }, null, 2)}\n`,
      );
      console.log(`[build] 写入 ${path.relative(ROOT, file)}`);
    }
  }
}

const started = Date.now();
const toBuild = APPS.filter((app) => all || !isBuilt(app));
if (toBuild.length > 0) {
  console.log(
    `[build] 构建 ${toBuild.join(', ')} → ${path.relative(ROOT, DIST) || DIST}`,
  );
  await buildApps(toBuild);
  console.log(
    `[build] 全部完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (!existsSync(DIST)) mkdirSync(DIST, { recursive: true });
writeConfig();
