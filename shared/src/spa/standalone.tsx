/**
 * Runs a remote on its own dev server, without the shell: loads what the
 * shell would have put into the shared store (site, project, user), then
 * renders the remote's root with the remote's own route manifest (its
 * src/routes.ts, imported by its standalone bootstrap: that is not the
 * federated first load). Feature teams use it; production never does.
 */
import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';

import type { RouteManifest } from '@portal/shared/types';

import {
  fetchProjectConfig,
  fetchSiteConfig,
  fetchUserInfo,
  getToken,
  setToken,
} from '@portal/shared/api';
import {
  appStore,
  projectConfigAtom,
  siteConfigAtom,
  userInfoAtom,
} from '@portal/shared/state';
import { type RemoteAppProps, RemoteRoot } from './remote-lifecycles';

export async function bootStandalone(
  appName: string,
  RootComponent: ComponentType<RemoteAppProps>,
  manifest: RouteManifest = [],
): Promise<void> {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token) {
    setToken(token);
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search);
  }
  const [site, project] = await Promise.all([
    fetchSiteConfig(),
    fetchProjectConfig(),
  ]);
  appStore.set(siteConfigAtom, site);
  appStore.set(projectConfigAtom, project);
  document.title = `${site.title}（${appName} 独立调试）`;
  if (getToken()) {
    appStore.set(userInfoAtom, await fetchUserInfo().catch(() => null));
  }
  const container = document.getElementById('portal-root');
  if (!container) throw new Error('#portal-root is missing');
  createRoot(container).render(
    <RemoteRoot appName={appName}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <RootComponent manifest={manifest} />
      </div>
    </RemoteRoot>,
  );
}
