import type { PortalRoute, RemoteDescriptor } from '@portal/shared/types';

/** Each remote publishes routes.json beside its mf-manifest.json. */
export function routesUrl(remote: RemoteDescriptor): string {
  return new URL('routes.json', new URL(remote.entry, location.href)).href;
}

export async function fetchRouteManifest(
  remote: RemoteDescriptor,
): Promise<PortalRoute[]> {
  const response = await fetch(routesUrl(remote), { cache: 'no-cache' });
  if (!response.ok)
    throw new Error(`${remote.name} 路由清单加载失败（${response.status}）`);
  const routes: unknown = await response.json();
  if (!Array.isArray(routes))
    throw new Error(`${remote.name} 路由清单格式错误`);
  return routes as PortalRoute[];
}
