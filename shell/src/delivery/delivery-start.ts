/**
 * Progressive delivery on this page, for a tenant whose map has a canary:
 * its own chunk, fetched only for such a tenant, so every other tenant's
 * first load carries none of it. It chooses each canaried remote's version
 * for this device (and the operator's pin), then queues what goes wrong
 * with those remotes and, once the page is interactive, loads the sender.
 */
import type { RemoteMap } from '@portal/shared/contracts';
import type { RemoteDescriptor } from '@portal/shared/types';

import type { RemoteRegistry } from '../remotes/remote-registry';
import { remoteDescriptors } from './delivery-choice';
import { startDeliveryReports } from './delivery-reports';
import { queueLoadFailure } from './report-queue';

export async function startDelivery(
  map: RemoteMap,
  tenantId: string,
  registry: RemoteRegistry,
): Promise<RemoteDescriptor[]> {
  const descriptors = await remoteDescriptors(map);
  // Before the registry starts: a remote whose manifest fails at once is
  // reported too.
  registry.onFailure(queueLoadFailure);
  startDeliveryReports(tenantId, () => {
    const route = registry.findRoute(location.pathname);
    return route && { remote: route.remote, route: route.fullPath };
  });
  return descriptors;
}
