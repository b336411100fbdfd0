/**
 * The single-bundle build's replacement for shell/src/remotes/route-manifests.ts:
 * the same function, reading the manifests from the bundle instead of each
 * remote's routes.json.
 */
import type { PortalRoute, RemoteDescriptor } from '@portal/shared/types';

import { ROUTE_MANIFESTS } from './static-federation-runtime';

export function routesUrl(remote: RemoteDescriptor): string {
  return `bundle:${remote.name}/routes`;
}

export async function fetchRouteManifest(
  remote: RemoteDescriptor,
): Promise<PortalRoute[]> {
  const load = ROUTE_MANIFESTS[remote.name];
  if (!load)
    throw new Error(`${remote.name} 路由清单加载失败（单包构建中没有）`);
  return (await load()).default;
}
