/**
 * App-side types every app uses (parsed site configuration, route
 * manifests, the remote contract). The wire types live in
 * '@portal/shared/contracts' only.
 */
import type {
  SubSiteConfigRaw,
  SysParam,
  TenantCapabilities,
  WebConfig,
} from '@portal/shared/contracts';

/** Sub-site configuration after parsing, with the derived values. */
export interface SiteConfig extends Omit<
  SubSiteConfigRaw,
  'webConfig' | 'capabilities'
> {
  webConfig: WebConfig;
  /**
   * The capabilities as the backend sent them, invalid fields left out
   * ({} from an older backend). Apps read the complete set, defaults
   * filled in, with useTenantCapabilities() / tenantCapabilitiesAtom.
   */
  capabilities: Partial<TenantCapabilities>;
  /** Codes of the parameters that are set (value not 'N' and not empty). */
  sysParamCode: string[];
  sysParamActiveList: SysParam[];
  /** Value of the last system parameter ('blue' selects the blue variant). */
  lastSysParamValue: string;
}

/** Which frame a route is shown in. */
export type RouteLayout = 'main' | 'workspace' | 'blank';

/** One entry of a remote's route manifest (exposed as './routes'). */
/**
 * The roles a route may ask for (seed-spec 6): the web portal's learner
 * role, and `admin`, who sees every route. A union, so a misspelt role in a
 * manifest fails the type check instead of locking everyone out.
 */
export type PortalRole = 'ROLE_NC_WEB' | 'admin';

export interface PortalRoute {
  path: string;
  title?: string;
  /** Roles allowed to see it; none means open to every signed-in user. */
  roles?: PortalRole[];
  hidden?: boolean;
  layout?: RouteLayout;
  /** Where the route sends the learner instead ('noredirect' = not a link). */
  redirect?: string;
  /** Reachable without signing in (seed-spec 2.4 open pages). */
  public?: boolean;
  /** Search and open pages hide the floating panel (seed-spec 2.2). */
  mode?: 'search' | 'open';
  /**
   * The remote's page that shows it: a key of the remote's page map
   * (src/app/pages.ts). A child entry with neither a page nor a redirect
   * is shown by its parent's page (tabs that are child paths). camelCase:
   * Uncapitalize<string> also keeps the name's literal type in a manifest
   * written with `satisfies PortalRoute[]`, which is how a page map checks
   * its names against the manifest's.
   */
  page?: Uncapitalize<string>;
  children?: PortalRoute[];
}

/** A remote's route manifest (its src/routes.ts, served as routes.json). */
export type RouteManifest = readonly PortalRoute[];

/** What the shell knows about one remote at run time. */
export interface RemoteDescriptor {
  /** Federation container name, e.g. mf_home. */
  name: string;
  /** Versioned manifest URL, e.g. /mf-home/1.0.0/mf-manifest.json. */
  entry: string;
}

export * from './remote-contract';
