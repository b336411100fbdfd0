// @ts-check
/** Ports of the standalone dev servers (npm run dev) and their containers. */
const DEV_APPS = {
  shell: { port: 8080, container: 'portal_shell' },
  'mf-home': { port: 8081, container: 'mf_home' },
  'mf-personal-center': { port: 8082, container: 'mf_personal_center' },
  'mf-projects': { port: 8083, container: 'mf_projects' },
  'mf-exams': { port: 8084, container: 'mf_exams' },
  'mf-admin-entry': { port: 8085, container: 'mf_admin_entry' },
};

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

module.exports = { DEV_APPS, devRemoteMap };
