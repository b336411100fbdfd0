import path from 'node:path';

/**
 * The suite runs in lanes, one per Playwright worker, each with its own
 * portal, mock backend, key service and runtime folder, so that one
 * worker's reset of the backend never lands in another's test.
 */
export const LANES = Math.max(1, Number(process.env.E2E_WORKERS || 2));
/** This worker's lane (Playwright numbers its parallel workers from 0). */
export const LANE = Number(process.env.TEST_PARALLEL_INDEX || 0) % LANES;

/**
 * What serves the portal: the Node site server (`npm start`), or nginx
 * with deploy/nginx/portal.conf (`npm run start:nginx`) when E2E_SITE is
 * nginx: the `nginx` project runs its specs through that.
 */
export const SITE: 'node' | 'nginx' =
  process.env.E2E_SITE === 'nginx' ? 'nginx' : 'node';

/** The nginx pass's lanes sit between the site server's (+5). */
const SITE_PORT_OFFSET = SITE === 'nginx' ? 5 : 0;

/** Test ports differ from npm start's, so both can run at once. */
export function lanePorts(lane: number) {
  const offset = lane * 10 + SITE_PORT_OFFSET;
  return {
    portal: Number(process.env.E2E_PORTAL_PORT || 18080) + offset,
    mock: Number(process.env.E2E_MOCK_PORT || 13000) + offset,
    ukey: Number(process.env.E2E_UKEY_PORT || 13577) + offset,
    /** The nginx pass's render tier (the site server behind nginx). */
    render: Number(process.env.E2E_RENDER_PORT || 18081) + offset,
  };
}

/**
 * Throwaway state of one test run: db file and the ops configuration
 * (E2E_RUNTIME_DIR lets two runs with other ports go on side by side).
 */
export const RUNTIME_BASE = path.resolve(
  process.env.E2E_RUNTIME_DIR || path.join(__dirname, '..', '.runtime'),
);
export const laneDir = (lane: number) =>
  path.join(RUNTIME_BASE, `lane-${lane}`);

const ports = lanePorts(LANE);
export const PORTAL_PORT = ports.portal;
export const MOCK_PORT = ports.mock;
export const UKEY_PORT = ports.ukey;
export const RUNTIME_DIR = laneDir(LANE);
export const ROOT_DIR = path.resolve(__dirname, '..', '..');

export const TENANTS = [
  {
    id: '001.001',
    url: `http://localhost:${PORTAL_PORT}`,
    title: '公职人员网络培训学院',
  },
  {
    id: '001.001.043',
    url: `http://001-001-043.localhost:${PORTAL_PORT}`,
    title: '市直机关干部网络学院',
  },
  {
    id: '001.001.065',
    url: `http://001-001-065.localhost:${PORTAL_PORT}`,
    title: '教育系统干部网络学院',
  },
] as const;

export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
/** The UKEY simulator's development controls. */
export const UKEY_URL = `http://127.0.0.1:${UKEY_PORT}`;
export const PASSWORD = 'Portal@2026';

/**
 * The delivery gate's key the mock backend and the site server get
 * (PORTAL_GATE_KEY): run.mjs draws a random one per run; the fallback only
 * serves Playwright started by hand against its own throwaway servers.
 */
export const GATE_KEY = process.env.E2E_GATE_KEY || 'e2e-gate-key';
