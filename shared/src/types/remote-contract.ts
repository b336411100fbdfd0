/**
 * What a remote promises the shell (docs/remote-contract.md). The checker
 * in tools/build/remote-compat.cjs verifies deployed builds against it.
 */
import type { PortalRoute, RouteManifest } from './index';

/** Props the shell passes to a remote's lifecycles. */
export interface RemoteLifecycleProps {
  /** The single-spa application name (the remote's folder, e.g. mf-home). */
  name: string;
  /** The shell's content slot the remote mounts into. */
  domElementGetter?: () => HTMLElement;
  /**
   * The remote's route manifest, as the shell read it from its routes.json
   * (read again on 重试). The remote's router is made from it; a remote
   * mounted by an older shell, which passes none, reads its routes.json
   * itself.
   */
  manifest?: RouteManifest;
}

export type RemoteLifecycle = (props: RemoteLifecycleProps) => Promise<unknown>;

/** The module a remote exposes as './spa': single-spa lifecycles. */
export interface RemoteSpaModule {
  bootstrap: RemoteLifecycle | RemoteLifecycle[];
  mount: RemoteLifecycle | RemoteLifecycle[];
  unmount: RemoteLifecycle | RemoteLifecycle[];
  /**
   * Fetches the page of `pathname` (its chunk and what it imports) without
   * drawing it: the shell calls it when a link to that page is hovered or
   * focused, so the click that follows finds the page loaded. Optional: a
   * remote without it gets its page with the click. `manifest` as for
   * mount (absent from an older shell).
   */
  preload?: (pathname: string, manifest?: RouteManifest) => Promise<unknown>;
}

/**
 * The module a remote exposes as './routes' (also emitted as routes.json
 * beside mf-manifest.json): the paths it owns, as plain data.
 */
export interface RemoteRoutesModule {
  default: PortalRoute[];
}

/** Modules every remote must expose. */
export const REQUIRED_EXPOSES = ['./spa', './routes'] as const;

/**
 * Libraries shared as Module Federation singletons whose major version must
 * equal the shell's.
 */
export const MAJOR_LOCKED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'jotai',
  '@portal/shared',
] as const;
