import type { PortalRoute, RemoteDescriptor } from '@portal/shared/types';

import { takeEarlyAnswer } from '../boot/early-answers';
import { loadTimeoutSignal } from './remote-guard-plugin';

/** Each remote publishes routes.json beside its mf-manifest.json. */
export function routesUrl(remote: RemoteDescriptor): string {
  return new URL('routes.json', new URL(remote.entry, location.href)).href;
}

/**
 * Bounded like the remote's other files: a remote that never answers must
 * end up as a fallback, not as a page that loads for ever.
 */
export function requestRouteManifest(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-cache', signal: loadTimeoutSignal() });
}

export async function fetchRouteManifest(
  remote: RemoteDescriptor,
): Promise<PortalRoute[]> {
  const url = routesUrl(remote);
  const response = await (
    takeEarlyAnswer(url) ?? requestRouteManifest(url)
  ).catch((error: unknown) => {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new Error(
      timedOut
        ? `${remote.name} 路由清单加载超时`
        : `${remote.name} 路由清单加载失败（${String(error)}）`,
    );
  });
  if (!response.ok)
    throw new Error(`${remote.name} 路由清单加载失败（${response.status}）`);
  const routes: unknown = await response.json();
  if (!Array.isArray(routes))
    throw new Error(`${remote.name} 路由清单格式错误`);
  return routes as PortalRoute[];
}
