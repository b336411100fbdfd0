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
import { requestHeaders } from '@portal/shared/api/headers';
import type {
  ApiEnvelope,
  RemoteMap,
  SubSiteConfigRaw,
} from '@portal/shared/contracts';

import { splitAddressToken } from '../auth/address-token';
import { readFirstScreenState } from '../first-screen/first-screen-state';
import {
  descriptorsOf,
  remoteMapUrl,
  requestRemoteMap,
} from '../remotes/remote-map';
import { requestRouteManifest, routesUrl } from '../remotes/route-manifests';
import { prefetchManifest } from '../remotes/remote-guard-plugin';
import { askEarly } from './early-answers';

/**
 * fetchSiteConfig's call (GET portal/subsite under the default API prefix).
 * Boot takes its answer for its own call, so it carries that call's
 * headers, built by the client's own function: no tenant yet, and the
 * token boot will send, the one the address brings back from the SSO page
 * (boot keeps it as soon as it runs) or else the session's.
 */
export const SITE_CONFIG_URL = '/api/portal/subsite';

export async function requestEarly(): Promise<void> {
  const site = askEarly(SITE_CONFIG_URL, async () => {
    const arriving = splitAddressToken(location.href).token;
    const headers = await requestHeaders('', arriving || undefined);
    return fetch(SITE_CONFIG_URL, { headers });
  }).catch(() => null);
  // A page drawn on the server names its tenant, so the map is asked for
  // beside the site's configuration instead of after its answer.
  const tenantId =
    readFirstScreenState()?.site.tenantId || (await tenantOf(site));
  if (!tenantId) return;

  const mapUrl = remoteMapUrl(tenantId);
  const map = await askEarly(mapUrl, () => requestRemoteMap(mapUrl));
  if (!map?.ok) return;
  const remotes = (await map.json()) as RemoteMap;
  for (const remote of descriptorsOf(remotes)) {
    // A remote with a canary: boot chooses this device's version, so its
    // stable files fetched here would be wasted on a candidate's learners.
    if (remotes.canaries?.[remote.name]) continue;
    const url = routesUrl(remote);
    void askEarly(url, () => requestRouteManifest(url)).catch(() => undefined);
    if (remote.entry.endsWith('.json')) prefetchManifest(remote.entry);
  }
}

async function tenantOf(
  site: Promise<Response | null>,
): Promise<string | null> {
  const answer = await site;
  if (!answer?.ok) return null;
  const body = (await answer.json()) as Partial<ApiEnvelope<SubSiteConfigRaw>>;
  const tenantId = body.data?.tenantId;
  return typeof tenantId === 'string' && tenantId ? tenantId : null;
}
