import type { RemoteDescriptor, RemoteMap } from '@portal/shared/types';

/**
 * The tenant's remote map is an ops-edited JSON file served beside the site
 * (see docs/operations.md). It is fetched without caching at every page load,
 * so an edit takes effect at the next load with nothing rebuilt.
 */
export async function fetchRemoteMap(
  tenantId: string,
): Promise<RemoteDescriptor[]> {
  const response = await fetch(
    `/config/remotes/${encodeURIComponent(tenantId)}.json`,
    {
      cache: 'no-store',
    },
  );
  if (!response.ok)
    throw new Error(`远程模块清单加载失败（${response.status}）`);
  const map = (await response.json()) as RemoteMap;
  return Object.entries(map.remotes ?? {}).map(([name, entry]) => ({
    name,
    entry,
  }));
}
