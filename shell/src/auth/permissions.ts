import type { PortalRole, PortalRoute } from '@portal/shared/types';
import { userRoles } from '@portal/shared/contracts';

export { userRoles };

export const REQUIRED_ROLE: PortalRole = 'ROLE_NC_WEB';
const ADMIN_ROLE: PortalRole = 'admin';
/** The guard's warning when a signed-in user opens a page he may not see. */
export const NO_PERMISSION = '没有权限访问此系统!';

function canSee(route: PortalRoute, roles: string[]): boolean {
  if (roles.includes(ADMIN_ROLE)) return true;
  return (
    !route.roles?.length || route.roles.some((role) => roles.includes(role))
  );
}

/**
 * Route permissions of seed-spec 6: 'admin' sees everything; others see
 * routes whose roles intersect theirs, recursively; no roles means open.
 */
export function filterRoutes(
  routes: PortalRoute[],
  roles: string[],
): PortalRoute[] {
  return routes
    .filter((route) => canSee(route, roles))
    .map((route) =>
      route.children
        ? { ...route, children: filterRoutes(route.children, roles) }
        : route,
    );
}

/** Whether every route on the chain to a page is permitted. */
export function canOpen(chain: PortalRoute[], roles: string[]): boolean {
  return chain.every((route) => canSee(route, roles));
}
