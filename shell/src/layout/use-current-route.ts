import { useAtomValue } from '@portal/shared/state';
import type { RouteLayout } from '@portal/shared/types';
import { useSyncExternalStore } from 'react';

import { firstScreenFrameAtom } from '../first-screen/first-screen-atoms';

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
    () => registry.version,
  );
  const first = useAtomValue(firstScreenFrameAtom);
  const route = registry.findRoute(pathname);
  // The page as the server drew it, until its manifest says more.
  if (!route && first?.pathname === pathname)
    return {
      route: undefined,
      layout: first.layout,
      panelHidden: first.panelHidden,
      pending: false,
    };
  const layout =
    [...(route?.chain ?? [])].reverse().find((r) => r.layout)?.layout ?? 'main';
  const panelHidden =
    route?.chain.some((r) => r.mode === 'search' || r.mode === 'open') ?? false;
  const pending = route === undefined && !registry.initialised;
  return { route, layout, panelHidden, pending };
}
