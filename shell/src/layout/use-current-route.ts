import type { RouteLayout } from '@portal/shared/types';
import { useSyncExternalStore } from 'react';

import type {
  RegisteredRoute,
  RemoteRegistry,
} from '../remotes/remote-registry';
import { useLocationPath } from '../routing/use-location';

interface CurrentRoute {
  route: RegisteredRoute | undefined;
  layout: RouteLayout;
  /** Search and open pages hide the floating panel. */
  panelHidden: boolean;
  /**
   * No route yet, but the manifests that may hold it are on their way: the
   * layout is a guess that may change (main → workspace).
   */
  pending: boolean;
}

/** The route on screen and what the shell frame should look like for it. */
export function useCurrentRoute(registry: RemoteRegistry): CurrentRoute {
  const pathname = useLocationPath();
  useSyncExternalStore(
    (onChange) => registry.subscribe(onChange),
    () => registry.version,
  );
  const route = registry.findRoute(pathname);
  const layout =
    [...(route?.chain ?? [])].reverse().find((r) => r.layout)?.layout ?? 'main';
  const panelHidden =
    route?.chain.some((r) => r.mode === 'search' || r.mode === 'open') ?? false;
  const pending = route === undefined && !registry.initialised;
  return { route, layout, panelHidden, pending };
}
