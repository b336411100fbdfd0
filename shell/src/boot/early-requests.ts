/**
 * What the shell's first script (early-script.ts, under a kilobyte) does
 * while main.js is still downloading: it asks for what the first page
 * waits on, in the order boot needs it: the site's configuration, then the
 * tenant's remote map, then every remote's route manifest and
 * mf-manifest.json. Those round trips then overlap the main script's
 * download instead of following it. Boot takes each answer once (early-answers.ts); whatever is missing
 * or failed here, it asks for itself as it always did, so this script may
 * fail or be absent without changing what the portal does.
 */
import type {
  ApiEnvelope,
  RemoteMap,
  SubSiteConfigRaw,
} from '@portal/shared/types';

import {
  descriptorsOf,
  remoteMapUrl,
  requestRemoteMap,
} from '../remotes/remote-map';
import { requestRouteManifest, routesUrl } from '../remotes/route-manifests';
import { prefetchManifest } from '../remotes/remote-guard-plugin';
import { askEarly } from './early-answers';

/**
 * fetchSiteConfig's call (GET portal/subsite under the default API prefix),
 * with the headers that do not depend on the session: the backend knows
 * the tenant by the host name.
 */
export const SITE_CONFIG_URL = '/api/portal/subsite';

export async function requestEarly(): Promise<void> {
  const site = await askEarly(SITE_CONFIG_URL, () =>
    fetch(SITE_CONFIG_URL, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', deviceId: 'pc' },
    }),
  );
  if (!site?.ok) return;
  const body = (await site.json()) as Partial<ApiEnvelope<SubSiteConfigRaw>>;
  const tenantId = body.data?.tenantId;
  if (typeof tenantId !== 'string' || !tenantId) return;

  const mapUrl = remoteMapUrl(tenantId);
  const map = await askEarly(mapUrl, () => requestRemoteMap(mapUrl));
  if (!map?.ok) return;
  for (const remote of descriptorsOf((await map.json()) as RemoteMap)) {
    const url = routesUrl(remote);
    void askEarly(url, () => requestRouteManifest(url)).catch(() => undefined);
    if (remote.entry.endsWith('.json')) prefetchManifest(remote.entry);
  }
}
