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
  return { route, layout, panelHidden };
}
