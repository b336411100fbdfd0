// @ts-check
/**
 * The portal's apps: the shell, the five core remotes and any remote a
 * feature team added with `npm run new-remote` (a folder `mf-<name>` at the
 * repository root holding a package.json). Ports are those of the
 * standalone dev servers (npm run dev); added remotes get 8086 onwards.
 */
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** @typedef {{ port: number; container: string; core: boolean }} DevApp */

/** @type {Record<string, DevApp>} */
const CORE_APPS = {
  shell: { port: 8080, container: 'portal_shell', core: true },
  'mf-home': { port: 8081, container: 'mf_home', core: true },
  'mf-personal-center': {
    port: 8082,
    container: 'mf_personal_center',
    core: true,
  },
  'mf-projects': { port: 8083, container: 'mf_projects', core: true },
  'mf-exams': { port: 8084, container: 'mf_exams', core: true },
  'mf-admin-entry': { port: 8085, container: 'mf_admin_entry', core: true },
};

/** mf-new-thing → mf_new_thing (a federation container is a JS name). */
function containerName(/** @type {string} */ app) {
  return app.replaceAll('-', '_');
}

/** Remote folders besides the core ones, in name order. */
function addedRemotes(root = ROOT) {
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        /^mf-[a-z][a-z0-9-]*$/.test(entry.name) &&
        !(entry.name in CORE_APPS) &&
        existsSync(path.join(root, entry.name, 'package.json')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** @type {Record<string, DevApp>} */
const DEV_APPS = { ...CORE_APPS };
addedRemotes().forEach((app, index) => {
  DEV_APPS[app] = {
    port: 8086 + index,
    container: containerName(app),
    core: false,
  };
});

/** The remote map the shell's dev server hands out: every remote from its dev server. */
function devRemoteMap(/** @type {string} */ tenantId) {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [app, { port, container }] of Object.entries(DEV_APPS)) {
    if (app !== 'shell')
      remotes[container] = `http://localhost:${port}/mf-manifest.json`;
  }
  return { tenantId, remotes };
}

module.exports = {
  CORE_APPS,
  DEV_APPS,
  addedRemotes,
  containerName,
  devRemoteMap,
};
