/**
 * '@portal/shared/spa/server': what a remote's server build exports
 * (src/server.tsx), for the render tier to render its region of a page.
 * The render tier loads it from the remote's deployed version folder
 * (server/render.js), so a tenant's HTML follows its remote map.
 */
import { createElement, type ReactElement } from 'react';

import type { RouteManifest } from '@portal/shared/types';
import type { RemotePages } from '@portal/shared/router';
import { renderRemoteRouter } from '@portal/shared/router/server';
import { RemoteRoot } from '../remote-lifecycles';

export interface RegionRequest {
  /** The remote's route manifest as the shell reads it (its routes.json). */
  manifest: RouteManifest;
  /** The page's address, without anything the visitor's session holds. */
  url: URL;
}

export interface RemoteServerModule {
  /** The remote's name, as in the remote map's entry path. */
  app: string;
  /** The version this build is. */
  version: string;
  /**
   * The region's React element, the same tree the remote mounts in the
   * browser; null where the browser renders it (no page of this remote).
   */
  renderRegion(request: RegionRequest): Promise<ReactElement | null>;
}

/** A remote's server module from its name and page map. */
export function createRemoteServerModule(
  app: string,
  version: string,
  pages: RemotePages,
): RemoteServerModule {
  return {
    app,
    version,
    async renderRegion({ manifest, url }) {
      const router = await renderRemoteRouter(manifest, pages, url);
      return (
        router && createElement(RemoteRoot, { appName: app, children: router })
      );
    },
  };
}
