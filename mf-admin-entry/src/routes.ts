import type { PortalRoute } from '@portal/shared/types';

/**
 * mf-admin-entry owns no page: the shell calls './entry' when 管理员登录 is
 * clicked. The empty manifest keeps the contract every remote follows.
 */
const routes: PortalRoute[] = [];

export default routes;
