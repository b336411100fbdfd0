import path from 'node:path';

/** Test ports differ from npm start's, so both can run at once. */
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT || 18080);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT || 13000);
export const UKEY_PORT = Number(process.env.E2E_UKEY_PORT || 13577);

/**
 * Throwaway state of one test run: db file and the ops configuration
 * (E2E_RUNTIME_DIR lets two runs with other ports go on side by side).
 */
export const RUNTIME_DIR = path.resolve(
  process.env.E2E_RUNTIME_DIR || path.join(__dirname, '..', '.runtime'),
);
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
