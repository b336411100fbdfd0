// @ts-check
/** The portal's deployable apps and where their builds go. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
export const DIST = process.env.PORTAL_DIST || path.join(ROOT, 'dist');
export const CONFIG_DIR =
  process.env.PORTAL_CONFIG_DIR || path.join(DIST, 'config');

/** Federation container name of each remote (the keys of a remote map). */
export const REMOTES = {
  'mf-home': 'mf_home',
  'mf-personal-center': 'mf_personal_center',
  'mf-projects': 'mf_projects',
  'mf-exams': 'mf_exams',
  'mf-admin-entry': 'mf_admin_entry',
};

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
