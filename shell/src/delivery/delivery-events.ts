/**
 * What the boot's delivery (delivery-start.ts) and the reports' chunk
 * (delivery-reports.ts) both know: the page-error event, the current route
 * and what is kept until the chunk arrives.
 */

/** What RemoteErrorBoundary (@portal/shared/spa) dispatches on window. */
export const REMOTE_ERROR_EVENT = 'portal:remote-error';

/** The page's current route, its owner and path pattern, if any. */
export type CurrentRoute = () => { remote: string; route: string } | undefined;

/** Something that went wrong before the reports' chunk arrived. */
export type EarlyIncident =
  | {
      kind: 'load';
      remote: string;
      message: string;
      route: string | null;
      at: number;
    }
  | { kind: 'page-error'; remote: string; route: string; at: number };

/**
 * The container name (mf_home) of a page error's remote: a remote names
 * itself as in its spa.tsx (mf-home), the map by its container.
 */
export function remoteOfErrorEvent(event: Event): string {
  return String(
    (event as CustomEvent<{ remote?: unknown }>).detail?.remote,
  ).replace(/-/g, '_');
}

/** A page error of the remote that owns the current route, or nothing. */
export function pageErrorOf(
  event: Event,
  current: CurrentRoute,
): { remote: string; route: string } | undefined {
  const remote = remoteOfErrorEvent(event);
  const at = current();
  return at?.remote === remote ? { remote, route: at.route } : undefined;
}
