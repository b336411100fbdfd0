/**
 * Between the portal's site server (the render tier's HTTP side,
 * tools/site-server) and the shell's server build that renders pages
 * (dist/shell/<version>/server/render.js, from shell/src/server). The site
 * server loads the build of the shell the site runs, and hands it what only
 * a server has: files of the deployed versions and the backend.
 */
import type { RemoteMap } from './delivery';
import type { SubSiteConfigRaw } from './site';

export interface FirstScreenRequest {
  /** The page's address as asked for, without `token` (never rendered, never kept). */
  url: string;
  /** The browser's user agent: a phone gets the compact layout. */
  userAgent: string;
  /** The tenant's sub-site configuration (the backend's answer's data). */
  site: SubSiteConfigRaw;
  /** The tenant's remote map, as the browser gets it. */
  remotes: RemoteMap;
  /**
   * The device's display choice as its portal-display cookie holds it
   * ('care.contrast.t125'; empty for the normal view): the page is drawn in it.
   */
  display: string;
  /** How long the page waits for its data, in ms (the renderer's default if absent). */
  budgetMs?: number;
}

export interface FirstScreenHost {
  /**
   * A file beside a remote's entry in its deployed version folder
   * (`routes.json`, `server/render.js`), by the entry's path in the map;
   * null when it is not there.
   */
  remoteFile(entry: string, file: string): Promise<string | null>;
  /** A remote's server build, loaded from its version folder; null if it has none. */
  remoteServerBuild(entry: string): Promise<unknown>;
  /** A visitor's call to the backend (no token), as the site server caches it. */
  backend(request: Request): Promise<Response>;
}

/** The pieces of a rendered page, put into the shell's index.html. */
export interface RenderedFirstScreen {
  /** The inner HTML of #portal-root. */
  root: string;
  /** For the head: the styles of what was rendered. */
  head: string;
  /** The state for the browser (JSON, safe inside a script element). */
  state: string;
  /** Attributes for <html>: the display mode's marks (unescaped values). */
  rootAttributes: Record<string, string>;
  /**
   * The shell's early script starts its boot scripts once the drawn page
   * is painted, from `<meta name="portal-boot">`: the site server writes
   * them so. A shell without this (built before it) keeps its scripts as
   * they are.
   */
  bootAfterPaint?: boolean;
  /** The remote whose region is in the page, as `app@version`, or null. */
  region: string | null;
}

/** What the shell's server build exports. */
export interface FirstScreenRenderer {
  renderFirstScreen(
    request: FirstScreenRequest,
    host: FirstScreenHost,
  ): Promise<RenderedFirstScreen>;
  /** The single copy of a shared library a remote's server build asks for. */
  provide(request: string): unknown;
}
