import type { PortalRoute } from '@portal/shared/types';

/** The operators' page the shell itself serves. */
export const PORTAL_STATUS_PATH = '/__portal/status';

/** The name the shell's own routes are registered under. */
export const SHELL_ROUTES_OWNER = 'shell';

/**
 * The shell's own pages that the permission filter governs, declared as a
 * remote declares its pages: the status page is for operators only, so
 * only they find it in the workspace sidebar, and anyone else who opens it
 * meets the no-permission page.
 */
export const SHELL_ROUTES: PortalRoute[] = [
  {
    path: PORTAL_STATUS_PATH,
    title: '门户运行状态',
    layout: 'workspace',
    roles: ['admin'],
  },
];
