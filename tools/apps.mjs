// @ts-check
/** The portal's deployable apps and where their builds go. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);
export const DIST = process.env.PORTAL_DIST || path.join(ROOT, 'dist');
export const CONFIG_DIR =
  process.env.PORTAL_CONFIG_DIR || path.join(DIST, 'config');

const require = createRequire(import.meta.url);
/** @type {typeof import('./build/dev-ports.cjs')} */
const { DEV_APPS } = require('./build/dev-ports.cjs');

/**
 * Federation container name of each remote (the keys of a remote map): the
 * core five and any added with `npm run new-remote`.
 * @type {Record<string, string>}
 */
export const REMOTES = Object.fromEntries(
  Object.entries(DEV_APPS)
    .filter(([app]) => app !== 'shell')
    .map(([app, { container }]) => [app, container]),
);

/**
 * Remotes every tenant's map gets by default. An added remote is switched on
 * per tenant with `npm run remotes -- use`, never by a build.
 */
export const CORE_REMOTES = Object.keys(REMOTES).filter(
  (app) => DEV_APPS[app]?.core,
);

export const APPS = ['shell', ...Object.keys(REMOTES)];

export const TENANTS = ['001.001', '001.001.043', '001.001.065'];

/** @param {string} app */
export function appVersion(app) {
  return JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'))
    .version;
}

/** @param {string} app @param {string} [version] */
export function isBuilt(app, version = appVersion(app)) {
  const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  return existsSync(path.join(DIST, app, version, marker));
}
