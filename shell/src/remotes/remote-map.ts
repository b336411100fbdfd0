import type { RemoteMap } from '@portal/shared/contracts';
import type { RemoteDescriptor } from '@portal/shared/types';

import { takeEarlyAnswer } from '../boot/early-answers';

/** Where the tenant's remote map is served. */
export function remoteMapUrl(tenantId: string): string {
  return `/config/remotes/${encodeURIComponent(tenantId)}.json`;
}

/** The remotes a map names, as the registry takes them. */
export function descriptorsOf(map: RemoteMap): RemoteDescriptor[] {
  return Object.entries(map.remotes ?? {}).map(([name, entry]) => ({
    name,
    entry,
  }));
}

/** The map without caching, as every page load fetches it. */
export function requestRemoteMap(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-store' });
}

/**
 * The tenant's remote map is an ops-edited JSON file served beside the site
 * (see docs/operations.md). It is fetched without caching at every page load,
 * so an edit takes effect at the next load with nothing rebuilt. Which
 * version of a canaried remote runs is chosen from it by
 * delivery/delivery-choice.ts.
 */
export async function fetchRemoteMap(tenantId: string): Promise<RemoteMap> {
  const url = remoteMapUrl(tenantId);
  const response = await (takeEarlyAnswer(url) ?? requestRemoteMap(url));
  if (!response.ok)
    throw new Error(`远程模块清单加载失败（${response.status}）`);
  return (await response.json()) as RemoteMap;
}
